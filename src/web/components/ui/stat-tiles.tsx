import { cn } from '../../lib/cn';

export type Stat = { label: string; value: string };

const SIZES = {
  regular: { grid: 'grid-cols-2 gap-3', tile: 'p-3', label: 'text-sm', value: 'text-xl' },
  compact: {
    grid: 'grid-cols-3 gap-2 text-center',
    tile: 'p-2',
    label: 'text-xs',
    value: 'text-lg',
  },
} as const;

/** Figures as a definition list of muted tiles, each its label over its value. */
export function StatTiles({
  stats,
  size = 'regular',
  testId,
}: {
  stats: readonly Stat[];
  size?: keyof typeof SIZES;
  /** Set on each tile, for tests that read the figures. */
  testId?: string;
}) {
  const s = SIZES[size];
  return (
    <dl className={cn('grid', s.grid)}>
      {stats.map((stat) => (
        <div key={stat.label} className={cn('rounded-lg bg-muted', s.tile)} data-testid={testId}>
          <dt className={cn(s.label, 'text-muted-foreground')}>{stat.label}</dt>
          <dd className={cn(s.value, 'font-bold')}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
