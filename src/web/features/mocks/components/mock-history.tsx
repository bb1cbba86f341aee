import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { LineChart } from '../../../components/charts/line-chart';
import { SelectField } from '../../../components/ui/select';
import { formatDateTime } from '../../../../domain/time';
import type { MockSummary } from '../api/types';
import { paperTitle } from './mock-texts';
import { mockTrends } from './mock-trend';

/**
 * The student's completed mocks, newest first, each linking to its results, with a small trend
 * chart (the profile's chart) of one kind of paper at a time.
 */
export function MockHistory({
  history,
  nameOf,
}: {
  history: readonly MockSummary[];
  nameOf: (exam: string, subject: string) => string;
}) {
  const trends = mockTrends(history);
  const [picked, setPicked] = useState<string | null>(null);
  const trend = trends.find((t) => t.key === picked) ?? trends[0];
  return (
    <section
      aria-labelledby="mock-history-heading"
      className="space-y-3"
      data-testid="mock-history"
    >
      <h2 id="mock-history-heading" className="text-lg font-semibold">
        Your mock history
      </h2>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No mocks yet. Your scores show here after your first paper.
        </p>
      ) : (
        <>
          {trends.length > 1 ? (
            <SelectField
              id="mock-trend"
              label="Trend of"
              value={trend?.key ?? ''}
              options={trends.map((t) => ({ value: t.key, label: t.label }))}
              onChange={(e) => setPicked(e.target.value)}
            />
          ) : null}
          {trend ? (
            <LineChart
              key={trend.key}
              points={trend.points}
              title={`${trend.label}, the day's latest mock`}
              valueLabel={`Score /${trend.maxTotal}`}
              unit=""
              yMax={trend.maxTotal}
              height={200}
            />
          ) : null}
          <ul className="space-y-2">
            {history.map((m) => (
              <li key={m.attemptId}>
                <Link
                  to={paths.app.mockPaper.getHref(m.attemptId)}
                  className="flex min-h-11 items-center gap-3 rounded-lg border bg-card p-3 shadow-sm hover:border-primary"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">
                      {paperTitle(
                        m.exam,
                        m.sections.map((s) => s.subject),
                      )}
                    </span>
                    <span className="block text-sm text-muted-foreground">
                      {formatDateTime(m.completedAt)} ·{' '}
                      {m.sections.map((s) => `${nameOf(m.exam, s.subject)} ${s.score}`).join(', ')}
                    </span>
                  </span>
                  <span className="shrink-0 text-lg font-bold">
                    {m.total}/{m.maxTotal}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
