import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type TabItem<T extends string> = { value: T; label: string };

/** An accessible tab list (arrow keys move between tabs); the panel is rendered by the caller. */
export function TabList<T extends string>({
  tabs,
  value,
  onChange,
  idPrefix,
  label,
  large = false,
  className,
}: {
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (v: T) => void;
  idPrefix: string;
  label: string;
  /** 44 px tall tabs (a phone's tap target) that keep their label on one line. */
  large?: boolean;
  className?: string;
}) {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.findIndex((t) => t.value === value);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onChange(next.value);
    document.getElementById(`${idPrefix}-tab-${next.value}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn('grid grid-flow-col gap-1 rounded-lg bg-muted p-1', className)}
      onKeyDown={onKey}
    >
      {tabs.map((t) => (
        <button
          key={t.value}
          id={`${idPrefix}-tab-${t.value}`}
          role="tab"
          type="button"
          aria-selected={t.value === value}
          aria-controls={`${idPrefix}-panel-${t.value}`}
          tabIndex={t.value === value ? 0 : -1}
          onClick={() => onChange(t.value)}
          className={cn(
            'rounded-md text-sm font-medium',
            large ? 'h-11 px-3 whitespace-nowrap' : 'h-9',
            t.value === value ? 'bg-background shadow-sm' : 'text-muted-foreground',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  value,
  children,
}: {
  idPrefix: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${idPrefix}-panel-${value}`}
      aria-labelledby={`${idPrefix}-tab-${value}`}
      className="pt-4"
    >
      {children}
    </div>
  );
}
