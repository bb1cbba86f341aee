import { and, desc, eq } from 'drizzle-orm';
import { competitions, quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { acceptsAnswers, grade } from '../../../domain/quiz';
import { answersRevealed, answersRevealedAt } from '../../../domain/competitions';
import type { UserCtx } from '../context';
import { loadAttempt } from '../attempts/attempt-store';
import { attemptResult, overdueAttempt, runningAttempt } from '../attempts/attempt-views';
import { competitionEntry } from './competition-kind';
import { toTimes } from './competition-rows';
import { submittedEntry, type EntryState } from './entry-views';
import { standingOf, standingsOf } from './standings';

/**
 * The caller's entry in a competition, to resume it or see its result (/app/competition/{id}
 * after a reload). Reading never writes: an entry still open past its deadline + grace reads as
 * `overdue` and the web submits it. NOT_FOUND when the caller has not entered.
 */
export async function readEntry({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { competitionId: string };
}): Promise<EntryState> {
  const { db, userId, now } = ctx;
  const [found] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.kind, 'competition'),
        eq(quizAttempts.target, input.competitionId),
      ),
    )
    .orderBy(desc(quizAttempts.startedAt))
    .limit(1);
  const loaded = found && (await loadAttempt(db, competitionEntry, userId, found.id));
  if (!loaded) throw new AppError('NOT_FOUND', 'You have not entered this competition.');
  const { attempt, bank } = loaded;
  const competitionId = attempt.target;
  if (!attempt.completedAt) {
    if (!acceptsAnswers(attempt.deadlineAt, now))
      return { ...overdueAttempt(attempt), competitionId };
    return { ...runningAttempt(attempt, bank, now), competitionId };
  }

  const [competition] = await db
    .select({
      status: competitions.status,
      startTime: competitions.startTime,
      endTime: competitions.endTime,
      registrationDeadline: competitions.registrationDeadline,
      completedAt: competitions.completedAt,
    })
    .from(competitions)
    .where(eq(competitions.id, competitionId));
  const graded = grade(bank, attempt.answers);
  const { message: _message, ...summary } = submittedEntry(attempt, graded);
  const times = competition ? toTimes(competition) : null;
  // A competition deleted since: its entries are gone with it; an orphan reveals nothing.
  const revealed = times !== null && answersRevealed(times, now);
  const standings = await standingsOf(db, competitionId, now);
  const own = standingOf(standings, {
    userId,
    score: graded.score,
    timeTaken: attempt.timeTaken ?? 0,
  });
  return {
    ...summary,
    rank: own.rank,
    of: own.of,
    answersRevealAt: times
      ? answersRevealedAt(times).toISOString()
      : attempt.deadlineAt.toISOString(),
    questions: revealed ? attemptResult(attempt, graded).questions : null,
  };
}
