import { AppError } from '../../lib/errors';
import { acceptsAnswers, grade, gradedTopicResults, type Grade } from '../../../domain/quiz';
import type { AchievementCode } from '../../../domain/achievements';
import { encodeMissed } from '../../../domain/mistakes';
import type { UserCtx } from '../context';
import type { AnyAttemptKind, AttemptRow, SubmitEffects } from './attempt-kind';
import { forget, loadAttempt, recall, storeOf, type LoadedAttempt } from './attempt-store';
import { attemptResult, type AttemptResult } from './attempt-views';

/** What a submit answers with, from the submitted attempt, its grade and its kind's effects. */
export type SubmitFormat<R> = (attempt: AttemptRow, graded: Grade, effects?: SubmitEffects) => R;

/** How often a submit re-reads an attempt that changed under it (an autosave landing meanwhile). */
const MAX_PASSES = 5;

/**
 * Submits the owner's attempt: the student's submit, or an open attempt found past its deadline.
 * Answers in `answers` are merged only while the deadline plus grace has not passed; the attempt
 * and the kind's effects (practice: user_progress) are written by one statement, so they change
 * together or not at all. An attempt submitted already is returned as it is: a second submit
 * changes nothing.
 *
 * No transaction and no row lock: the write applies only to the attempt exactly as it was read
 * (still open, same answers, same question version); if it changed meanwhile, the attempt is
 * read and graded again. The first try uses the attempt as this process last saw it, if it has
 * it, so a submit on the server that started the attempt is one statement.
 */
export async function submitAttempt<R = AttemptResult>({
  ctx,
  kind,
  input: { attemptId, answers = {}, loaded },
  format = attemptResult as unknown as SubmitFormat<R>,
}: {
  ctx: UserCtx;
  kind: AnyAttemptKind;
  input: {
    attemptId: string;
    answers?: Record<string, string>;
    /** The attempt as the caller just read it, to save the first read. */
    loaded?: LoadedAttempt;
  };
  /** What to answer with: the full result (default) or a submit's shorter one. */
  format?: SubmitFormat<R>;
}): Promise<R> {
  const { db, userId } = ctx;
  const remembered = loaded ? undefined : recall(db, kind, userId, attemptId);
  let current: LoadedAttempt | null = loaded ?? null;
  if (remembered) {
    const { bank, bankVersion } = await kind.bank(db, remembered.attempt, remembered.bankVersion);
    current = { attempt: remembered.attempt, bank, bankVersion };
  }
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    current ??= await loadAttempt(db, kind, userId, attemptId);
    if (!current) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
    const result = await submitLoaded(ctx, kind, current, answers, format);
    if (result) {
      forget(db, attemptId);
      return result;
    }
    current = null;
  }
  throw new AppError(
    'CONFLICT',
    'This quiz changed while it was being submitted. Please try again.',
  );
}

/** Grades and writes a loaded attempt; null when it changed since it was read. */
async function submitLoaded<R>(
  { db, now }: UserCtx,
  kind: AnyAttemptKind,
  { attempt, bank, bankVersion }: LoadedAttempt,
  late: Record<string, string>,
  format: SubmitFormat<R>,
): Promise<R | null> {
  if (attempt.completedAt) return format(attempt, grade(bank, attempt.answers));

  const ids = new Set(attempt.questions.map((q) => q.id));
  const answers = { ...attempt.answers };
  if (acceptsAnswers(attempt.deadlineAt, now))
    for (const [id, answer] of Object.entries(late))
      if (ids.has(id)) answers[id] = answer as AttemptRow['answers'][string];
  const graded = grade(bank, answers);
  const endedAt = now < attempt.deadlineAt ? now : attempt.deadlineAt;
  const timeTaken = Math.max(
    0,
    Math.round((endedAt.getTime() - attempt.startedAt.getTime()) / 1000),
  );

  const written = await storeOf(kind).submit.rows<{
    earned?: string | null;
    paper?: string | null;
  }>(db, {
    ...kind.effectParams?.(attempt),
    attemptId: attempt.id,
    userId: attempt.userId,
    answers: JSON.stringify(answers),
    readAnswers: JSON.stringify(attempt.answers),
    bankVersion,
    deadlineAt: attempt.deadlineAt.toISOString(),
    completedAt: endedAt.toISOString(),
    score: graded.score,
    correctAnswers: graded.correctAnswers,
    totalQuestions: graded.totalQuestions,
    timeTaken,
    topicResults: JSON.stringify(gradedTopicResults(graded)),
    missed: encodeMissed(
      attempt.questions.map((q) => q.id),
      new Set(graded.questions.filter((q) => q.correct).map((q) => q.id)),
    ),
  });
  if (written.length === 0) return null;
  const { earned, paper } = written[0]!;
  // A mock's paper as the submit found it (its time per subject may have been written since
  // this process last read the attempt): its effects answer with it.
  const submitted = {
    ...attempt,
    answers,
    completedAt: endedAt,
    timeTaken,
    ...(paper === undefined ? {} : { paper: paper === null ? null : JSON.parse(paper) }),
  };
  return format(
    { ...submitted, score: graded.score, correctAnswers: graded.correctAnswers },
    graded,
    { earned: earned ? (JSON.parse(earned) as AchievementCode[]) : [] },
  );
}
