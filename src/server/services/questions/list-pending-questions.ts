import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { Ctx } from '../context';
import type { ReviewFlagFilter } from '../../../domain/admin-rules';
import type { AdminQuestionDto } from '../admin/types';
import { questionFlagsSql, selectAdminQuestions, toAdminQuestionDto } from './question-dto';

/** Review's flag filter as SQL: any flag, none, or one kind (undefined: every question). */
function flagCondition(flags: ReviewFlagFilter | undefined): SQL | undefined {
  switch (flags) {
    case undefined:
    case 'all':
      return undefined;
    case 'flagged':
      return sql`jsonb_array_length(${questionFlagsSql}) > 0`;
    case 'unflagged':
      return sql`jsonb_array_length(${questionFlagsSql}) = 0`;
    default:
      return sql`${questionFlagsSql} @> jsonb_build_array(${flags}::text)`;
  }
}

/** Pending questions of an exam (or all), as Review filters them by flags. */
export function pendingCondition(input: { examType?: string; flags?: ReviewFlagFilter }): SQL {
  return and(
    eq(questions.pendingReview, true),
    input.examType ? eq(questions.examType, input.examType) : undefined,
    flagCondition(input.flags),
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
