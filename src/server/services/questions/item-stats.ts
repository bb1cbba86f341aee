import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questions, quizAttempts } from '../../db/schema';
import { OPTION_KEYS, type OptionKey } from '../../../domain/questions';
import {
  ITEM_STATS_ATTEMPT_CAP,
  WRONG_KEY_MIN_ANSWERS,
  emptyCounts,
  itemStats,
  type ItemCounts,
  type ItemStatsListQuery,
  type ItemStats,
} from '../../../domain/item-stats';
import type { Ctx } from '../context';
import type { AdminQuestionDto, QuestionPageDto } from '../admin/types';
import {
  filterCondition,
  selectAdminQuestions,
  statusCondition,
  toAdminQuestionDto,
  totalsColumns,
} from './question-dto';
import { listQuestions } from './list-questions';

export type QuestionWithStatsDto = AdminQuestionDto & { stats: ItemStats };
export type QuestionStatsPageDto = Omit<QuestionPageDto, 'items'> & {
  items: QuestionWithStatsDto[];
};

const isKey = (v: unknown): v is OptionKey => (OPTION_KEYS as readonly unknown[]).includes(v);

/**
 * Raw counts per question from the exam/subject's latest ITEM_STATS_ATTEMPT_CAP closed attempts
 * (walks quiz_attempts_item_stats_idx backwards, so the work is bounded whatever the table
 * holds). Answers are stored under the question's own option keys, whatever order they were
 * shown in. Retry attempts are left out: they only draw questions the student got wrong.
 * With `ids`, only those questions are counted (one Manage page).
 */
export async function itemCounts(
  tx: Tx,
  pair: { examType: string; subject: string },
  ids?: readonly string[],
): Promise<Map<string, ItemCounts>> {
  const qa = quizAttempts;
  const onlyIds = ids
    ? sql`and e->>'id' in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
    : sql``;
  const result = await tx.execute(sql`
    with recent as (
      select ${qa.questions} as qs, ${qa.answers} as ans from ${qa}
       where ${qa.examType} = ${pair.examType} and ${qa.subject} = ${pair.subject}
         and ${qa.completedAt} is not null and ${qa.kind} <> 'retry'
       order by ${qa.completedAt} desc
       limit ${ITEM_STATS_ATTEMPT_CAP})
    select e->>'id' as id, r.ans->>(e->>'id') as choice, count(*)::int as n
      from recent r cross join lateral jsonb_array_elements(r.qs) e
     where jsonb_typeof(r.qs) = 'array' ${onlyIds}
     group by 1, 2`);
  const rows = (result as unknown as { rows: { id: string; choice: string | null; n: number }[] })
    .rows;
  const out = new Map<string, ItemCounts>();
  for (const { id, choice, n } of rows) {
    let c = out.get(id);
    if (!c) out.set(id, (c = emptyCounts()));
    c.attempts += Number(n);
    if (isKey(choice)) c.chosen[choice] += Number(n);
  }
  return out;
}

const withStats = (q: AdminQuestionDto, counts: Map<string, ItemCounts>): QuestionWithStatsDto => ({
  ...q,
  stats: itemStats(counts.get(q.id) ?? emptyCounts(), q.correctAnswer),
});

/**
 * The Manage list with each question's item statistics (attempts, facility, option shares);
 * with `wrongKey: 'true'`, only the questions of the filter flagged "possible wrong key".
 */
export async function listQuestionsWithStats({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ItemStatsListQuery;
}): Promise<QuestionStatsPageDto> {
  if (input.wrongKey === 'true') return listPossibleWrongKeys({ ctx, input });
  const page = await listQuestions({ ctx, input });
  const counts = page.items.length
    ? await itemCounts(
        ctx.db,
        input,
        page.items.map((q) => q.id),
      )
    : new Map<string, ItemCounts>();
  return { ...page, items: page.items.map((q) => withStats(q, counts)) };
}

/** "Possible wrong key": questions of the filter with enough answers whose key looks wrong. */
async function listPossibleWrongKeys({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ItemStatsListQuery;
}): Promise<QuestionStatsPageDto> {
  const counts = await itemCounts(ctx.db, input);
  const candidates = [...counts]
    .filter(([, c]) => OPTION_KEYS.reduce((n, k) => n + c.chosen[k], 0) >= WRONG_KEY_MIN_ANSWERS)
    .map(([id]) => id);
  const [page, [totals]] = await Promise.all([
    candidates.length ? flaggedPage(ctx.db, input, candidates, counts) : Promise.resolve(null),
    ctx.db.select(totalsColumns).from(questions).where(filterCondition(input)),
  ]);
  return {
    items: page?.items ?? [],
    total: page?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    totals: totals ?? { active: 0, pending: 0, inactive: 0 },
  };
}

async function flaggedPage(
  tx: Tx,
  input: ItemStatsListQuery,
  candidates: string[],
  counts: Map<string, ItemCounts>,
) {
  const where = and(
    filterCondition(input),
    statusCondition(input.status),
    inArray(questions.id, candidates),
  );
  const keys = await tx
    .select({ id: questions.id, correctAnswer: questions.correctAnswer })
    .from(questions)
    .where(where);
  const flagged = keys
    .filter((k) => itemStats(counts.get(k.id)!, k.correctAnswer).possibleWrongKey)
    .map((k) => k.id);
  if (!flagged.length) return { items: [], total: 0 };
  const rows = await selectAdminQuestions(tx)
    .where(inArray(questions.id, flagged))
    .orderBy(asc(questions.level), asc(questions.createdAt), asc(questions.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    items: rows.map((r) => withStats(toAdminQuestionDto(r), counts)),
    total: flagged.length,
  };
}
