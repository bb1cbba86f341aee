import { useLeaderboard } from '../api/standings';
import { StandingsTable } from './standings-table';

/** Top 20 and the student's own rank, every ~15 s until the ranks are final. */
export function Leaderboard({ competitionId }: { competitionId: string }) {
  const board = useLeaderboard(competitionId);
  if (!board.data) return null;
  const { rows, you, final, submittedCount } = board.data;
  return (
    <section aria-labelledby="leaderboard-heading" className="space-y-2" data-testid="leaderboard">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id="leaderboard-heading" className="text-lg font-semibold">
          {final ? 'Final Standings' : 'Live Leaderboard'}
        </h2>
        <span className="text-xs text-muted-foreground">
          {submittedCount} submitted{final ? '' : ' · updates every 15 s'}
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border p-4 text-center text-muted-foreground">No entries yet</p>
      ) : (
        <StandingsTable rows={rows} you={you} caption="Leaderboard" />
      )}
    </section>
  );
}
