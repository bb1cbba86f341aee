import { and, eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { getAdminQuestion, questionExists, questionNotFound } from './question-dto';

/** Activate/Deactivate: not offered while a question is pending review (spec §4). */
export async function setQuestionActive({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; isActive: boolean };
}): Promise<AdminQuestionDto> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ isActive: input.isActive })
      .where(and(eq(questions.id, input.id), eq(questions.pendingReview, false)))
      .returning({ id: questions.id });
    if (!row)
      throw (await questionExists(tx, input.id))
        ? new AppError('CONFLICT', ADMIN_MESSAGES.toggleWhilePending)
        : questionNotFound();
    return (await getAdminQuestion(tx, row.id))!;
  });
}
