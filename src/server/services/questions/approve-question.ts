import { and, eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { getAdminQuestion, questionExists, questionNotFound } from './question-dto';

/** Approve (& Activate): pending → active. Only a pending question can be approved. */
export async function approveQuestion({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<AdminQuestionDto> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ pendingReview: false, isActive: true })
      .where(and(eq(questions.id, input.id), eq(questions.pendingReview, true)))
      .returning({ id: questions.id });
    if (!row)
      throw (await questionExists(tx, input.id))
        ? new AppError('CONFLICT', ADMIN_MESSAGES.notPending)
        : questionNotFound();
    return (await getAdminQuestion(tx, row.id))!;
  });
}
