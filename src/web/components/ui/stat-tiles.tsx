export type Stat = { label: string; value: string };

/**
 * Figures as a definition list of muted tiles, each its label over its value: two columns, or
 * three smaller centred ones (`compact`). Whole class strings, not a table of parts, so the
 * page's JS stays as small as the two hand-written lists it replaced.
 */
export function StatTiles({
  stats,
  compact = false,
  testId,
}: {
  stats: readonly Stat[];
  compact?: boolean;
  /** Set on each tile, for tests that read the figures. */
  testId?: string;
}) {
  return (
    <dl className={compact ? 'grid grid-cols-3 gap-2 text-center' : 'grid grid-cols-2 gap-3'}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={compact ? 'rounded-lg bg-muted p-2' : 'rounded-lg bg-muted p-3'}
          data-testid={testId}
        >
          <dt
            className={compact ? 'text-xs text-muted-foreground' : 'text-sm text-muted-foreground'}
          >
            {stat.label}
          </dt>
          <dd className={compact ? 'text-lg font-bold' : 'text-xl font-bold'}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
