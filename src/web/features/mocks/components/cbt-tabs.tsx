import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn';

export const CBT_PANEL_ID = 'cbt-panel';
export const cbtTabId = (subject: string) => `cbt-tab-${subject}`;

/**
 * The paper's subjects as a tab list, each with its answered count ("Mathematics 12/40"); arrow
 * keys, Home and End move between them. On a phone the list scrolls sideways, keeping the
 * current subject in view.
 */
export function CbtTabs({
  tabs,
  current,
  onSelect,
}: {
  tabs: readonly { subject: string; name: string; answered: number; count: number }[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const tab = listRef.current?.children[current] as HTMLElement | undefined;
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (current + last) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    (listRef.current?.children[next] as HTMLElement | undefined)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label="Subjects"
      onKeyDown={onKeyDown}
      className="flex shrink-0 gap-1 overflow-x-auto border-b bg-muted/60 px-2 py-1.5 [scrollbar-width:thin] lg:px-4"
    >
      {tabs.map((t, i) => {
        const selected = i === current;
        return (
          <button
            key={t.subject}
            id={cbtTabId(t.subject)}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={CBT_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(i)}
            data-testid={cbtTabId(t.subject)}
            className={cn(
              'flex h-11 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap lg:px-5 lg:text-base',
              selected
                ? 'bg-primary text-primary-foreground shadow-sm'
                : 'bg-background text-foreground hover:bg-muted',
            )}
          >
            {t.name}
            <span
              className={cn(
                'rounded px-1.5 text-xs tabular-nums',
                selected ? 'bg-background text-primary' : 'bg-muted text-muted-foreground',
              )}
            >
              {t.answered}/{t.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
