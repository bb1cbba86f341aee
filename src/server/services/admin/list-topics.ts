import { and, asc, count, eq } from 'drizzle-orm';
import { syllabusTopics } from '../../db/schema';
import type { TopicPageQuery } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { toTopicDto } from './topic-dto';
import type { TopicDto, TopicPageDto } from './types';

type TopicFilter = { examType?: string; subject?: string };

const whereOf = (input: TopicFilter) =>
  and(
    input.examType ? eq(syllabusTopics.examType, input.examType) : undefined,
    input.subject ? eq(syllabusTopics.subject, input.subject) : undefined,
  );

const ORDER = [
  asc(syllabusTopics.examType),
  asc(syllabusTopics.subject),
  asc(syllabusTopics.topicName),
  asc(syllabusTopics.id),
];

/** Every topic of the filter (the question form's topic picker: one exam and subject). */
export async function listTopics({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: TopicFilter;
}): Promise<TopicDto[]> {
  const rows = await ctx.db
    .select()
    .from(syllabusTopics)
    .where(whereOf(input))
    .orderBy(...ORDER);
  return rows.map(toTopicDto);
}

/** One page of the Topics tab, in the same order, with the filter's total. */
export async function listTopicPage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: TopicPageQuery;
}): Promise<TopicPageDto> {
  const where = whereOf(input);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(syllabusTopics)
      .where(where)
      .orderBy(...ORDER)
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(syllabusTopics).where(where),
  ]);
  return {
    items: rows.map(toTopicDto),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
