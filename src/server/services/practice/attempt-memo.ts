import type { Db } from '../../db/client';
import type { AttemptRow } from './attempt-data';

type Memo = { attempt: AttemptRow; bankVersion: number };

/** Open attempts remembered per process; the oldest go first beyond this. */
const MAX_REMEMBERED = 20_000;
const memos = new WeakMap<Db, Map<string, Memo>>();

function memoOf(db: Db): Map<string, Memo> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  return memo;
}

/**
 * Open attempts this process started, resumed or saved, so that their submit needs no read
 * (ADR 0011). Never trusted on its own: the statement that closes an attempt applies only if the
 * attempt is still open with exactly these answers and its level's questions are still at
 * `bankVersion`; otherwise the attempt is read from the database and graded again.
 */
export function rememberAttempt(db: Db, attempt: AttemptRow, bankVersion: number) {
  const memo = memoOf(db);
  memo.delete(attempt.id);
  if (memo.size >= MAX_REMEMBERED) memo.delete(memo.keys().next().value!);
  memo.set(attempt.id, { attempt, bankVersion });
}

/** The user's remembered open attempt, if this process has it. */
export function recallAttempt(db: Db, userId: string, attemptId: string): Memo | undefined {
  const memo = memos.get(db)?.get(attemptId);
  return memo && memo.attempt.userId === userId ? memo : undefined;
}

/** After an autosave: the answers as the database now holds them. */
export function rememberAnswers(db: Db, attemptId: string, answers: AttemptRow['answers']) {
  const memo = memos.get(db)?.get(attemptId);
  if (memo) memo.attempt = { ...memo.attempt, answers };
}

export function forgetAttempt(db: Db, attemptId: string) {
  memos.get(db)?.delete(attemptId);
}
