import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { quizAttempts, userProgress } from '../../db/schema';
import { acceptsAnswers, grade } from '../../../domain/quiz';
import { attemptQuestions, type AttemptRow } from './attempt-data';
import { quizResult, type QuizResult } from './quiz-result';

/**
 * Grades and closes an open attempt inside the caller's transaction (the attempt row must be
 * locked FOR UPDATE): answers in `late` are merged only while the deadline (plus grace) has not
 * passed; then the attempt is saved and user_progress upserted. An attempt closed already is
 * returned as it is, so a second submit changes nothing.
 */
export async function finaliseAttempt(
  tx: Tx,
  attempt: AttemptRow,
  now: Date,
  late: Record<string, string> = {},
): Promise<QuizResult> {
  const bank = await attemptQuestions(tx, attempt);
  if (attempt.completedAt) return quizResult(attempt, grade(bank, attempt.answers));

  const onTime = acceptsAnswers(attempt.deadlineAt, now);
  const answers = onTime ? { ...attempt.answers, ...late } : attempt.answers;
  const graded = grade(bank, answers);
  const endedAt = now < attempt.deadlineAt ? now : attempt.deadlineAt;
  const timeTaken = Math.max(0, Math.round((endedAt.getTime() - attempt.startedAt.getTime()) / 1000));

  const [saved] = await tx
    .update(quizAttempts)
    .set({ answers: answers as AttemptRow['answers'], completedAt: endedAt, score: graded.score, correctAnswers: graded.correctAnswers, timeTaken })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  await tx
    .insert(userProgress)
    .values({
      userId: attempt.userId,
      examType: attempt.examType,
      subject: attempt.subject,
      level: attempt.level,
      score: graded.score,
      totalQuestions: graded.totalQuestions,
      timeTaken,
      completed: true,
    })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.examType, userProgress.subject, userProgress.level],
      set: { score: graded.score, totalQuestions: graded.totalQuestions, timeTaken, completed: true, updatedAt: sql`now()` },
    });
  return quizResult(saved!, graded);
}
