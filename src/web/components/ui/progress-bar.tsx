import { cn } from '../../lib/cn';

/** A thin horizontal progress bar with its value exposed to assistive technology. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  className,
  barClassName,
}: {
  value: number;
  max?: number;
  label: string;
  valueText?: string;
  className?: string;
  barClassName?: string;
}) {
  const pct = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-300',
          barClassName,
        )}
        style={{ width: `${pct}%` }}
      />
    </div>
  );
}
