import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { acceptsAnswers, grade, type Grade } from '../../../domain/quiz';
import { attemptBank, loadAttempt, type AttemptRow, type LoadedAttempt } from './attempt-data';
import { forgetAttempt, recallAttempt } from './attempt-memo';
import { quizResult, type QuizResult } from './quiz-result';

type Format<R> = (attempt: AttemptRow, graded: Grade) => R;

/** How often a submit re-reads an attempt that changed under it (an autosave landing meanwhile). */
const MAX_PASSES = 5;

/**
 * Grades and closes the user's attempt (a submit, or an open attempt found past its deadline).
 * Answers in `late` are merged only while the deadline plus grace has not passed; the attempt and
 * user_progress are written by one statement, so they change together or not at all. An attempt
 * closed already is returned as it is: a second submit changes nothing.
 *
 * No transaction and no row lock: the write only applies to the attempt exactly as it was read
 * (still open, same answers, same question version); if it changed meanwhile, the attempt is
 * read and graded again. The first try uses the attempt as this process last saw it, if it has
 * it (attempt-memo.ts), so a submit on the server that started the quiz is one statement.
 */
export async function finaliseAttempt<R = QuizResult>({
  db,
  userId,
  attemptId,
  now,
  late = {},
  loaded,
  format = quizResult as unknown as Format<R>,
}: {
  db: Db;
  userId: string;
  attemptId: string;
  now: Date;
  late?: Record<string, string>;
  /** The attempt as the caller just read it, to save the first read. */
  loaded?: LoadedAttempt;
  /** What to answer with: the full result (default) or a submit's shorter one. */
  format?: Format<R>;
}): Promise<R> {
  // First try: the attempt as this process last saw it (no read at all when it is still so).
  const remembered = loaded ? undefined : recallAttempt(db, userId, attemptId);
  let current =
    loaded ??
    (remembered ? await attemptBank(db, remembered.attempt, remembered.bankVersion) : null);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    current ??= await loadAttempt(db, userId, attemptId);
    if (!current) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
    const result = await close(db, current, now, late, format);
    if (result) {
      forgetAttempt(db, attemptId);
      return result;
    }
    current = null;
  }
  throw new AppError(
    'CONFLICT',
    'This quiz changed while it was being submitted. Please try again.',
  );
}

/**
 * Closes the attempt as it was read (still open, same answers and deadline, its level's questions
 * at the version it was graded with) and upserts the level's progress.
 */
const closeStatement = new Statement<{
  id: string;
  userId: string;
  answers: string;
  readAnswers: string;
  bankVersion: number;
  deadlineAt: string;
  completedAt: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  timeTaken: number;
}>(
  'practice_close_attempt',
  sql`with closed as (
        update quiz_attempts
           set answers = ${param('answers')}::jsonb, completed_at = ${param('completedAt')}::timestamptz,
               score = ${param('score')}::int, correct_answers = ${param('correctAnswers')}::int, time_taken = ${param('timeTaken')}::int, updated_at = now()
         where id = ${param('id')}::uuid and user_id = ${param('userId')} and completed_at is null and answers = ${param('readAnswers')}::jsonb
           and date_trunc('milliseconds', deadline_at) = ${param('deadlineAt')}::timestamptz
           and coalesce((select v.version from question_bank_versions v
                           where v.exam_type = quiz_attempts.exam_type and v.subject = quiz_attempts.subject and v.level = quiz_attempts.level), 0)
               = ${param('bankVersion')}::bigint
     returning user_id, exam_type, subject, level)
      insert into user_progress as p (user_id, exam_type, subject, level, score, total_questions, time_taken, completed)
      select user_id, exam_type, subject, level, ${param('score')}::int, ${param('totalQuestions')}::int, ${param('timeTaken')}::int, true from closed
      on conflict (user_id, exam_type, subject, level) do update
         set score = excluded.score, total_questions = excluded.total_questions, time_taken = excluded.time_taken,
             completed = true, updated_at = now()
      returning p.id`,
);

/** Closes a loaded attempt; null when it changed since it was read. */
async function close<R>(
  db: Db,
  { attempt, bank, bankVersion }: LoadedAttempt,
  now: Date,
  late: Record<string, string>,
  format: Format<R>,
): Promise<R | null> {
  if (attempt.completedAt) return format(attempt, grade(bank, attempt.answers));

  const ids = new Set(attempt.questions.map((q) => q.id));
  const onTime = acceptsAnswers(attempt.deadlineAt, now);
  const answers = { ...attempt.answers };
  if (onTime)
    for (const [id, answer] of Object.entries(late))
      if (ids.has(id)) answers[id] = answer as AttemptRow['answers'][string];
  const graded = grade(bank, answers);
  const endedAt = now < attempt.deadlineAt ? now : attempt.deadlineAt;
  const timeTaken = Math.max(
    0,
    Math.round((endedAt.getTime() - attempt.startedAt.getTime()) / 1000),
  );

  const written = await closeStatement.rows(db, {
    id: attempt.id,
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
  });
  if (written.length === 0) return null;
  return format(
    {
      ...attempt,
      answers,
      completedAt: endedAt,
      score: graded.score,
      correctAnswers: graded.correctAnswers,
      timeTaken,
    },
    graded,
  );
}
