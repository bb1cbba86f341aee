import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/spinner';
import { COMPETITION_MESSAGES } from '../../../../domain/competitions';
import { RESULTS_PAGE_SIZE, useResults } from '../api/standings';
import { pageCount } from '../hooks/competition-time';
import { StandingsTable } from './standings-table';
import { Winners } from './winners';

/** One competition's results: the top 3, the student's rank of N, the complete table by pages. */
export function ResultsPanel({ competitionId }: { competitionId: string }) {
  const [page, setPage] = useState(1);
  const results = useResults(competitionId, page);
  if (results.isPending) return <Loading text="Loading results..." />;
  if (results.isError)
    return (
      <div className="space-y-3 rounded-lg border p-6 text-center">
        <p role="alert">{COMPETITION_MESSAGES.resultsFailed}</p>
        <Button onClick={() => void results.refetch()}>Try Again</Button>
      </div>
    );
  const r = results.data;
  if (r.submittedCount === 0)
    return (
      <div className="rounded-lg border bg-card p-6 text-center" data-testid="no-results">
        <p className="text-lg font-semibold">{COMPETITION_MESSAGES.noResults}</p>
        <p className="text-sm text-muted-foreground">
          {r.final ? 'Nobody submitted an entry.' : 'Results appear as entries are submitted.'}
        </p>
      </div>
    );
  const pages = pageCount(r.submittedCount, RESULTS_PAGE_SIZE);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {r.statusLabel} · {r.submittedCount} of {r.participantCount} submitted
        {r.final ? ' · final' : ' · ranks may still change'}
      </p>
      {r.you ? (
        <p className="rounded-lg bg-secondary p-3 font-medium" data-testid="your-rank">
          Your rank: {r.you.rank} of {r.you.of} ({r.you.score}%)
        </p>
      ) : null}
      <Winners winners={r.winners} />
      <section aria-labelledby="table-heading" className="space-y-2">
        <h2 id="table-heading" className="text-lg font-semibold">
          Complete Results
        </h2>
        <StandingsTable rows={r.rows} caption="Complete results" />
        {pages > 1 ? (
          <nav aria-label="Result pages" className="flex items-center justify-between gap-2">
            <Button variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm tabular-nums">
              Page {page} of {pages}
            </span>
            <Button
              variant="outline"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
