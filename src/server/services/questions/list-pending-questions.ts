import { and, desc, eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { Ctx } from '../context';
import type { AdminQuestionDto } from '../admin/types';
import { selectAdminQuestions, toAdminQuestionDto } from './question-dto';

/** The Review tab: questions pending review, newest first, with their syllabus topic's name. */
export async function listPendingQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { examType?: string; limit: number };
}): Promise<AdminQuestionDto[]> {
  const rows = await selectAdminQuestions(ctx.db)
    .where(
      and(
        eq(questions.pendingReview, true),
        input.examType ? eq(questions.examType, input.examType) : undefined,
      ),
    )
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(input.limit);
  return rows.map(toAdminQuestionDto);
}
