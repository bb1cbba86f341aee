import { Icon } from '../../../components/ui/icon';
import { formatDuration } from '../hooks/competition-time';
import type { StandingRow } from '../api/types';

const PLACES = ['1st', '2nd', '3rd'];
const TONES = [
  'border-amber-400 bg-amber-50',
  'border-slate-400 bg-slate-50',
  'border-orange-400 bg-orange-50',
];

/** The top 3 (student §9). */
export function Winners({ winners }: { winners: readonly StandingRow[] }) {
  if (winners.length === 0) return null;
  return (
    <section aria-labelledby="winners-heading" className="space-y-2">
      <h2 id="winners-heading" className="text-lg font-semibold">
        Top {winners.length === 1 ? 'Winner' : `${winners.length} Winners`}
      </h2>
      <ol className="grid gap-2 sm:grid-cols-3" data-testid="winners">
        {winners.map((w, i) => (
          <li
            key={`${w.rank}-${w.displayName}-${w.timeTaken}`}
            className={`flex items-center gap-3 rounded-lg border-2 p-3 ${TONES[i] ?? ''}`}
          >
            <Icon name="trophy" className="h-6 w-6 shrink-0 text-amber-700" />
            <div className="min-w-0">
              <p className="text-xs font-semibold text-muted-foreground">
                {PLACES[w.rank - 1] ?? `Rank ${w.rank}`}
              </p>
              <p className="font-semibold break-words">
                {w.displayName}
                {w.you ? ' (you)' : ''}
              </p>
              <p className="text-sm tabular-nums">
                {w.score}% · {formatDuration(w.timeTaken)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
