import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

/**
 * An on/off switch: a real checkbox (role="switch") so it works in forms, with react-hook-form's
 * register and with the keyboard; the track is drawn with peer styles.
 */
export function Switch({
  label,
  description,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; description?: string }) {
  return (
    <label
      className={cn('flex min-h-11 cursor-pointer items-center justify-between gap-3', className)}
    >
      <span className="text-sm">
        <span className="font-medium">{label}</span>
        {description ? <span className="block text-muted-foreground">{description}</span> : null}
      </span>
      <input type="checkbox" role="switch" className="peer sr-only" {...props} />
      <span
        aria-hidden
        className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors peer-checked:bg-primary peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:opacity-50 after:absolute after:top-0.5 after:left-0.5 after:h-5 after:w-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}
