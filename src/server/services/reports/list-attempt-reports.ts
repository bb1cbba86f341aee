import { and, eq, inArray } from 'drizzle-orm';
import { questionReports, quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserCtx } from '../context';

/**
 * The questions of one of the caller's attempts that they have reported already, so the results
 * Review shows "reported" instead of a control that can only answer 409. Read-only.
 */
export async function listAttemptReports({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { attemptId: string };
}): Promise<{ questionIds: string[] }> {
  const { db, userId } = ctx;
  const [attempt] = await db
    .select({ questions: quizAttempts.questions })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, input.attemptId), eq(quizAttempts.userId, userId)));
  if (!attempt) throw new AppError('NOT_FOUND', 'Quiz attempt not found.');
  const ids = attempt.questions.map((q) => q.id);
  if (ids.length === 0) return { questionIds: [] };
  const rows = await db
    .select({ questionId: questionReports.questionId })
    .from(questionReports)
    .where(and(eq(questionReports.userId, userId), inArray(questionReports.questionId, ids)));
  return { questionIds: rows.map((r) => r.questionId) };
}
