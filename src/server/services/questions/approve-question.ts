import { and, eq } from 'drizzle-orm';
import { questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { AdminQuestionDto } from '../admin/types';
import type { Ctx } from '../context';
import { getAdminQuestion, questionExists, questionNotFound } from './question-dto';
import { pendingCondition } from './list-pending-questions';

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

/**
 * Approve all unflagged (issue 13 item 6): every pending question of the exam (or all) that no
 * generation check flagged, and that a blind check answered, becomes active, in one statement.
 * Returns how many.
 */
export async function approveUnflagged({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { examType?: string };
}): Promise<{ approved: number }> {
  const rows = await ctx.db
    .update(questions)
    .set({ pendingReview: false, isActive: true })
    .where(pendingCondition({ ...input, flags: 'unflagged' }))
    .returning({ id: questions.id });
  return { approved: rows.length };
}
