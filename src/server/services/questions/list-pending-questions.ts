import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { Ctx } from '../context';
import type { ReviewFlagFilter } from '../../../domain/admin-rules';
import type { AdminQuestionDto } from '../admin/types';
import { selectAdminQuestions, toAdminQuestionDto } from './question-dto';

/** How many flags the generation checks left on a question (0 for all but AI questions). */
const flagCount = sql`jsonb_array_length(coalesce(${questions.aiMetadata}->'flags', '[]'::jsonb))`;

/** Pending questions of an exam (or all), as Review filters them by flags. */
export function pendingCondition(input: { examType?: string; flags?: ReviewFlagFilter }): SQL {
  return and(
    eq(questions.pendingReview, true),
    input.examType ? eq(questions.examType, input.examType) : undefined,
    input.flags === 'flagged' ? sql`${flagCount} > 0` : undefined,
    input.flags === 'unflagged' ? sql`${flagCount} = 0` : undefined,
  )!;
}

/** The Review tab: questions pending review, newest first, with their syllabus topic's name. */
export async function listPendingQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { examType?: string; flags?: ReviewFlagFilter; limit: number };
}): Promise<AdminQuestionDto[]> {
  const rows = await selectAdminQuestions(ctx.db)
    .where(pendingCondition(input))
    .orderBy(desc(questions.createdAt), desc(questions.id))
    .limit(input.limit);
  return rows.map(toAdminQuestionDto);
}
