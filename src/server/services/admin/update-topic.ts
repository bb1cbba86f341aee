import { eq } from 'drizzle-orm';
import { syllabusTopics } from '../../db/schema';
import type { TopicPatch } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { isUniqueViolation } from './db-errors';
import { assertTopicNameFree, duplicateTopic, toTopicDto, topicNotFound } from './topic-dto';
import type { TopicDto } from './types';

/** Renaming a topic leaves its questions' topic text as it was; their topic_id still links them. */
export async function updateTopic({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; patch: TopicPatch };
}): Promise<TopicDto> {
  const { id, patch } = input;
  const [current] = await ctx.db.select().from(syllabusTopics).where(eq(syllabusTopics.id, id));
  if (!current) throw topicNotFound();
  if (!Object.keys(patch).length) return toTopicDto(current);
  const next = {
    examType: patch.examType ?? current.examType,
    subject: patch.subject ?? current.subject,
    topicName: patch.topicName ?? current.topicName,
  };
  await assertTopicNameFree(ctx.db, next, id);
  try {
    const [row] = await ctx.db
      .update(syllabusTopics)
      .set(patch)
      .where(eq(syllabusTopics.id, id))
      .returning();
    if (!row) throw topicNotFound();
    return toTopicDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTopic(next);
    throw error;
  }
}
