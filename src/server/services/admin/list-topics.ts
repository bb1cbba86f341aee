import { and, asc, eq } from 'drizzle-orm';
import { syllabusTopics } from '../../db/schema';
import type { Ctx } from '../context';
import { toTopicDto } from './topic-dto';
import type { TopicDto } from './types';

export async function listTopics({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { examType?: string; subject?: string };
}): Promise<TopicDto[]> {
  const rows = await ctx.db
    .select()
    .from(syllabusTopics)
    .where(
      and(
        input.examType ? eq(syllabusTopics.examType, input.examType) : undefined,
        input.subject ? eq(syllabusTopics.subject, input.subject) : undefined,
      ),
    )
    .orderBy(
      asc(syllabusTopics.examType),
      asc(syllabusTopics.subject),
      asc(syllabusTopics.topicName),
    );
  return rows.map(toTopicDto);
}
