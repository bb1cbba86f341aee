import { eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import type { Ctx } from '../context';
import { questionNotFound } from './question-dto';
import { deleteUnusedPassages } from './import-questions';

export async function deleteQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx.delete(questions).where(eq(questions.id, input.id)).returning({
      examType: questions.examType,
      subject: questions.subject,
      passageId: questions.passageId,
    });
    if (!deleted.length) throw questionNotFound();
    // Its passage goes too when no other question uses it.
    if (deleted[0]!.passageId)
      await deleteUnusedPassages(tx, deleted[0]!.examType, deleted[0]!.subject);
  });
}
