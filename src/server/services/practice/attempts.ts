import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { acceptsAnswers, grade, lastDeadlineAccepted } from '../../../domain/quiz';
import { loadAttempt, loadLatestCompleted, runningQuiz, type AttemptRow } from './attempt-data';
import { finaliseAttempt } from './finalise-attempt';
import { rememberAnswers } from './attempt-memo';
import { quizResult, submittedResult, type QuizResult, type SubmittedResult } from './quiz-result';
import type { QuizState } from './start-quiz';

const notFound = () => new AppError('NOT_FOUND', 'Quiz attempt not found.');

/** Resume or read an attempt; one left open past its deadline is finalised with what was saved. */
export async function getQuiz({
  db,
  userId,
  attemptId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  attemptId: string;
  now?: Date;
}): Promise<QuizState> {
  const loaded = await loadAttempt(db, userId, attemptId);
  if (!loaded) throw notFound();
  if (loaded.attempt.completedAt || !acceptsAnswers(loaded.attempt.deadlineAt, now))
    return finaliseAttempt({ db, userId, attemptId, now, loaded });
  return runningQuiz(loaded.attempt, loaded.bank, now);
}

type SaveState = Pick<AttemptRow, 'questions'> & { completedAt: string | null; deadlineAt: string };

const stateStatement = new Statement<{ attemptId: string; userId: string }>(
  'practice_read_attempt_state',
  sql`select json_build_object('questions', questions, 'completedAt', completed_at, 'deadlineAt', deadline_at)::text as j
        from quiz_attempts where id = ${param('attemptId')}::uuid and user_id = ${param('userId')}`,
);

/** Merges into the answers as they are at that moment, while open and on time. */
const saveStatement = new Statement<{
  attemptId: string;
  userId: string;
  set: string;
  cleared: string;
  lastDeadline: string;
}>(
  'practice_save_answers',
  sql`update quiz_attempts
         set answers = (answers || ${param('set')}::jsonb) - array(select jsonb_array_elements_text(${param('cleared')}::jsonb)), updated_at = now()
       where id = ${param('attemptId')}::uuid and user_id = ${param('userId')} and completed_at is null
         and deadline_at >= ${param('lastDeadline')}::timestamptz
   returning answers::text as j`,
);

/**
 * Autosave: merges answers (null clears one) while the attempt is open and on time. The merge
 * happens in the database, on the row as it is then, so saves landing at the same moment (two
 * tabs, a retry) all keep their answers.
 */
export async function saveAnswers({
  db,
  userId,
  attemptId,
  answers,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  attemptId: string;
  answers: Record<string, string | null>;
  now?: Date;
}): Promise<{ answers: Record<string, string>; savedAt: string }> {
  const read = () =>
    stateStatement.json<SaveState>(db, { attemptId, userId }).then((rows) => rows[0]);
  const closed = async (attempt: SaveState | undefined): Promise<never> => {
    if (!attempt) throw notFound();
    if (attempt.completedAt)
      throw new AppError('ATTEMPT_CLOSED', 'This quiz has already been submitted.');
    await finaliseAttempt({ db, userId, attemptId, now });
    throw new AppError('DEADLINE_PASSED', 'Time is up: this quiz has been submitted.');
  };

  const attempt = await read();
  if (!attempt || attempt.completedAt || !acceptsAnswers(new Date(attempt.deadlineAt), now))
    return closed(attempt);
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
  const [saved] = await saveStatement.json<Record<string, string>>(db, {
    attemptId,
    userId,
    set: JSON.stringify(set),
    cleared: JSON.stringify(cleared),
    lastDeadline: lastDeadlineAccepted(now).toISOString(),
  });
  if (!saved) return closed(await read());
  rememberAnswers(db, attemptId, saved as AttemptRow['answers']);
  return { answers: saved, savedAt: now.toISOString() };
}

/**
 * Submit: grades on the server; a second submit returns the same result and changes nothing. The
 * answer leaves out the texts the phone already has (`SubmittedResult`).
 */
export async function submitQuiz({
  db,
  userId,
  attemptId,
  answers = {},
  now = new Date(),
}: {
  db: Db;
  userId: string;
  attemptId: string;
  answers?: Record<string, string>;
  now?: Date;
}): Promise<SubmittedResult> {
  return finaliseAttempt({ db, userId, attemptId, now, late: answers, format: submittedResult });
}

/** The latest completed attempt of a level (results page after a reload or from a link). */
export async function latestResult({
  db,
  userId,
  examType,
  subject,
  level,
}: {
  db: Db;
  userId: string;
  examType: string;
  subject: string;
  level: number;
}): Promise<QuizResult> {
  const loaded = await loadLatestCompleted(db, { userId, examType, subject, level });
  if (!loaded) throw new AppError('NOT_FOUND', 'No completed quiz for this level yet.');
  return quizResult(loaded.attempt, grade(loaded.bank, loaded.attempt.answers));
}
