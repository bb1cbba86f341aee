import { AppError } from '../../lib/errors';
import { acceptsAnswers, lastDeadlineAccepted } from '../../../domain/quiz';
import type { UserCtx } from '../context';
import type { AnyAttemptKind, AttemptRow } from './attempt-kind';
import { rememberAnswers, storeOf } from './attempt-store';
import { submitAttempt } from './submit-attempt';

type SaveState = Pick<AttemptRow, 'questions'> & { completedAt: string | null; deadlineAt: string };

/**
 * Autosave: merges answers (null clears one) while the attempt is open and on time. The merge
 * happens in the database, on the row as it is then, so saves landing at the same moment (two
 * tabs, a retry) all keep their answers. A save that finds the attempt overdue submits it with
 * what was saved and answers DEADLINE_PASSED.
 */
export async function saveAnswers({
  ctx,
  kind,
  input: { attemptId, answers },
}: {
  ctx: UserCtx;
  kind: AnyAttemptKind;
  input: { attemptId: string; answers: Record<string, string | null> };
}): Promise<{ answers: Record<string, string>; savedAt: string }> {
  const { db, userId, now } = ctx;
  const store = storeOf(kind);
  const read = () => store.state.json<SaveState>(db, { attemptId, userId }).then((rows) => rows[0]);
  const refuse = async (attempt: SaveState | undefined): Promise<never> => {
    if (!attempt) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
    if (attempt.completedAt)
      throw new AppError('ATTEMPT_CLOSED', 'This quiz has already been submitted.');
    await submitAttempt({ ctx, kind, input: { attemptId } });
    throw new AppError('DEADLINE_PASSED', 'Time is up: this quiz has been submitted.');
  };

  const attempt = await read();
  if (!attempt || attempt.completedAt || !acceptsAnswers(new Date(attempt.deadlineAt), now))
    return refuse(attempt);
  const ids = new Set(attempt.questions.map((q) => q.id));
  const set: Record<string, string> = {};
  const cleared: string[] = [];
  for (const [id, answer] of Object.entries(answers)) {
    if (!ids.has(id))
      throw new AppError('VALIDATION_FAILED', 'That question is not part of this quiz.');
    if (answer === null) cleared.push(id);
    else set[id] = answer;
  }
  // Still open and on time when written: the deadline plus grace has not passed at `now`.
  const [saved] = await store.save.json<AttemptRow['answers']>(db, {
    attemptId,
    userId,
    set: JSON.stringify(set),
    cleared: JSON.stringify(cleared),
    lastDeadline: lastDeadlineAccepted(now).toISOString(),
  });
  if (!saved) return refuse(await read());
  rememberAnswers(db, attemptId, saved);
  return { answers: saved, savedAt: now.toISOString() };
}
