import { eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { Ctx } from '../context';
import { questionNotFound } from './question-dto';

export async function deleteQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<void> {
  const deleted = await ctx.db
    .delete(questions)
    .where(eq(questions.id, input.id))
    .returning({ id: questions.id });
  if (!deleted.length) throw questionNotFound();
}
