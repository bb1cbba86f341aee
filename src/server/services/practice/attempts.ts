import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { acceptsAnswers, grade } from '../../../domain/quiz';
import { attemptQuestions, runningQuiz, type AttemptRow } from './attempt-data';
import { finaliseAttempt } from './finalise-attempt';
import { quizResult, type QuizResult } from './quiz-result';
import type { QuizState } from './start-quiz';

/** The user's attempt, locked for update; another user's attempt reads as not found. */
async function lockAttempt(tx: Tx, userId: string, attemptId: string): Promise<AttemptRow> {
  const [attempt] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .for('update');
  if (!attempt) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
  return attempt;
}

/** Resume or read an attempt; one left open past its deadline is finalised with what was saved. */
export async function getQuiz({ db, userId, attemptId, now = new Date() }: { db: Db; userId: string; attemptId: string; now?: Date }): Promise<QuizState> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, userId, attemptId);
    if (attempt.completedAt || !acceptsAnswers(attempt.deadlineAt, now)) return finaliseAttempt(tx, attempt, now);
    return runningQuiz(attempt, await attemptQuestions(tx, attempt), now);
  });
}

/** Autosave: merges answers (null clears one) while the attempt is open and on time. */
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
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, userId, attemptId);
    if (attempt.completedAt) throw new AppError('ATTEMPT_CLOSED', 'This quiz has already been submitted.');
    if (!acceptsAnswers(attempt.deadlineAt, now)) {
      await finaliseAttempt(tx, attempt, now);
      throw new AppError('DEADLINE_PASSED', 'Time is up: this quiz has been submitted.');
    }
    const ids = new Set(attempt.questions.map((q) => q.id));
    const merged: Record<string, string> = { ...attempt.answers };
    for (const [id, answer] of Object.entries(answers)) {
      if (!ids.has(id)) throw new AppError('VALIDATION_FAILED', 'That question is not part of this quiz.');
      if (answer === null) delete merged[id];
      else merged[id] = answer;
    }
    await tx.update(quizAttempts).set({ answers: merged as AttemptRow['answers'] }).where(eq(quizAttempts.id, attempt.id));
    return { answers: merged, savedAt: now.toISOString() };
  });
}

/** Submit: grades on the server; a second submit returns the same result and changes nothing. */
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
}): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, userId, attemptId);
    const ids = new Set(attempt.questions.map((q) => q.id));
    const late = Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
    return finaliseAttempt(tx, attempt, now, late);
  });
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
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.examType, examType), eq(quizAttempts.subject, subject), eq(quizAttempts.level, level), isNotNull(quizAttempts.completedAt)))
    .orderBy(desc(quizAttempts.completedAt))
    .limit(1);
  if (!attempt) throw new AppError('NOT_FOUND', 'No completed quiz for this level yet.');
  return quizResult(attempt, grade(await attemptQuestions(db, attempt), attempt.answers));
}
