import { eq } from 'drizzle-orm';
import { syllabusTopics } from '../../db/schema';
import type { Ctx } from '../context';
import { topicNotFound } from './topic-dto';

/** Questions keep their topic text; their topic_id is cleared by the foreign key (on delete set null). */
export async function deleteTopic({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<void> {
  const deleted = await ctx.db
    .delete(syllabusTopics)
    .where(eq(syllabusTopics.id, input.id))
    .returning({ id: syllabusTopics.id });
  if (!deleted.length) throw topicNotFound();
}
