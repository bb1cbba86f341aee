import { syllabusTopics } from '../../db/schema';
import type { TopicCreate } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { isUniqueViolation } from './db-errors';
import { assertTopicNameFree, duplicateTopic, toTopicDto } from './topic-dto';
import type { TopicDto } from './types';

export async function createTopic({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: TopicCreate;
}): Promise<TopicDto> {
  await assertTopicNameFree(ctx.db, input);
  try {
    const [row] = await ctx.db.insert(syllabusTopics).values(input).returning();
    return toTopicDto(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTopic(input);
    throw error;
  }
}
