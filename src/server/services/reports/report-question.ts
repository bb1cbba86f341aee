import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { questionReports, quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { REPORT_MESSAGES, type ReportReason } from '../../../domain/question-reports';
import type { UserCtx } from '../context';

export type QuestionReportDto = {
  id: string;
  questionId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
};

/**
 * A student reports a problem with a question, once ever per question. Only a question drawn in
 * one of their closed attempts may be reported: the id alone proves nothing (ids leak in URLs and
 * other students' screens), and an open attempt's questions are still being answered.
 */
export async function reportQuestion({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { questionId: string; reason: ReportReason; note?: string };
}): Promise<QuestionReportDto> {
  const { db, userId } = ctx;
  const drawn = JSON.stringify([{ id: input.questionId }]);
  const [seen] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        isNotNull(quizAttempts.completedAt),
        sql`${quizAttempts.questions} @> ${drawn}::jsonb`,
      ),
    )
    .limit(1);
  if (!seen) throw new AppError('QUESTION_NOT_SEEN', REPORT_MESSAGES.notSeen);

  const [row] = await db
    .insert(questionReports)
    .values({ questionId: input.questionId, userId, reason: input.reason, note: input.note })
    .onConflictDoNothing({ target: [questionReports.userId, questionReports.questionId] })
    .returning();
  if (!row) throw new AppError('ALREADY_REPORTED', REPORT_MESSAGES.alreadyReported);
  return {
    id: row.id,
    questionId: row.questionId,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
