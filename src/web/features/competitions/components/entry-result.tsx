import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { AnswerReview } from '../../../components/quiz/answer-review';
import { entryQueryOptions } from '../api/entry';
import { useLeaderboard } from '../api/standings';
import type { FinishedEntry, SubmittedEntry } from '../api/types';
import { formatDuration, formatWhen, serverNowMs } from '../hooks/competition-time';
import { Leaderboard } from './leaderboard';

/** After the answers are shown, ask again a little after; until then, once they are due. */
const REVEAL_RETRY_MS = 1_500;

/**
 * A finished entry (student §2, §9): score, rank of N, time taken (the server's), the
 * performance label, the way on; the correct answers only once the competition is over for
 * everyone; the leaderboard.
 */
export function EntryResult({
  competitionId,
  clockOffsetMs,
  submitted,
}: {
  competitionId: string;
  clockOffsetMs: number;
  /** The submit's answer, shown while the entry (with its rank) is read. */
  submitted?: SubmittedEntry | null;
}) {
  const entry = useQuery({
    ...entryQueryOptions(competitionId),
    refetchInterval: (query) => {
      const e = query.state.data;
      if (e?.status !== 'completed' || e.questions !== null) return false;
      const ms = Date.parse(e.answersRevealAt) - serverNowMs(clockOffsetMs);
      return Math.max(0, ms) + REVEAL_RETRY_MS;
    },
  });
  const board = useLeaderboard(competitionId);
  const finished: FinishedEntry | null = entry.data?.status === 'completed' ? entry.data : null;
  const shown = finished ?? submitted;
  if (!shown) return null;

  // The leaderboard is fresher than the entry read once: prefer its rank of N.
  const own = board.data?.you ?? finished;
  const rank = own ? (own.rank === null ? '—' : `${own.rank} of ${own.of}`) : 'Calculating...';
  const stats: [string, string, string][] = [
    ['Score', `${shown.score}%`, 'score'],
    ['Correct', `${shown.correctAnswers}/${shown.totalQuestions}`, 'correct'],
    ['Rank', rank, 'rank'],
    ['Time taken', formatDuration(shown.timeTaken), 'time'],
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="entry-result">
      <Card className="space-y-4 p-5 text-center">
        <Icon name="trophy" className="mx-auto h-10 w-10 text-primary" />
        <h1 className="text-2xl font-bold">Competition Completed!</h1>
        <p className="text-lg font-semibold text-primary" data-testid="performance-label">
          {shown.performanceLabel}
        </p>
        <dl className="grid grid-cols-2 gap-3 text-left">
          {stats.map(([term, value, id]) => (
            <div key={term} className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{term}</dt>
              <dd className="text-xl font-bold tabular-nums" data-testid={`result-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link to={paths.app.competitions.getHref()} className={buttonClasses('outline')}>
            Back to Competitions
          </Link>
          <Link
            to={`${paths.app.competitionResults.getHref()}?competition=${competitionId}`}
            className={buttonClasses('default')}
          >
            View Competition Results
          </Link>
        </div>
      </Card>
      <Leaderboard competitionId={competitionId} />
      <section aria-labelledby="review-heading" className="space-y-2">
        <h2 id="review-heading" className="text-lg font-semibold">
          Answers and explanations
        </h2>
        {finished?.questions ? (
          <AnswerReview questions={finished.questions} />
        ) : (
          <p className="rounded-lg border bg-card p-4 text-sm" data-testid="answers-hidden">
            The correct answers and explanations are shown once the competition is over for everyone
            {finished ? `, from ${formatWhen(finished.answersRevealAt)}` : ''}.
          </p>
        )}
      </section>
    </div>
  );
}
