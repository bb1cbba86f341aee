import { LineChart, type LinePoint } from '../../../components/charts/line-chart';
import { StatTiles } from '../../../components/ui/stat-tiles';
import type { ProgressSummary } from '../../../../domain/profile-progress';

const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD, already the student's) as a chart point. */
function toPoint({ day, average }: ProgressSummary['points'][number]): LinePoint {
  const date = new Date(`${day}T00:00:00Z`);
  return {
    x: date.getTime() / 86_400_000,
    value: average,
    label: short.format(date),
    longLabel: long.format(date),
  };
}

/** Attempts, Avg. Score, Best Score and the daily average chart of one selection. */
export function ProgressSummaryView({
  summary,
  chartKey,
}: {
  summary: ProgressSummary;
  /** Changes with the selection, so a point picked on the chart does not carry over. */
  chartKey: string;
}) {
  if (summary.attempts === 0)
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">No data for this selection</p>
    );
  const stats = [
    { label: 'Attempts', value: String(summary.attempts) },
    { label: 'Avg. Score', value: `${summary.averageScore}%` },
    { label: 'Best Score', value: `${summary.bestScore}%` },
  ];
  return (
    <div className="space-y-3">
      <StatTiles stats={stats} compact testId="progress-stat" />
      <LineChart
        key={chartKey}
        points={summary.points.map(toPoint)}
        title="Daily average score"
        valueLabel="Average score"
      />
    </div>
  );
}
