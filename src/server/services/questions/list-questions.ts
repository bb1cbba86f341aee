import { and, asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';
import type { Ctx } from '../context';
import type { QuestionListQuery } from '../../../domain/admin-rules';
import type { QuestionPageDto } from '../admin/types';
import {
  selectAdminQuestions,
  filterCondition,
  statusCondition,
  toAdminQuestionDto,
  totalsColumns,
} from './question-dto';

/** The page's rows: walks questions_manage_idx in order and stops after the page (no sort). */
export const pageQuery = (db: Db, input: QuestionListQuery) =>
  selectAdminQuestions(db)
    .where(and(filterCondition(input), statusCondition(input.status)))
    .orderBy(asc(questions.level), asc(questions.createdAt), asc(questions.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);

/**
 * One Manage page, ordered by level, created_at, id, with the active/pending/inactive totals of
 * the exam/subject/level filter whatever the status filter. `total` is the count of the status
 * filter, taken from those totals.
 */
export async function listQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: QuestionListQuery;
}): Promise<QuestionPageDto> {
  const [rows, [totals]] = await Promise.all([
    pageQuery(ctx.db, input),
    ctx.db.select(totalsColumns).from(questions).where(filterCondition(input)),
  ]);
  const t = totals ?? { active: 0, pending: 0, inactive: 0 };
  const total = input.status === 'all' ? t.active + t.pending + t.inactive : t[input.status];
  return {
    items: rows.map(toAdminQuestionDto),
    total,
    page: input.page,
    pageSize: input.pageSize,
    totals: t,
  };
}
