import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { AdminQuestionDto } from '../admin/types';
import { getAdminQuestion } from './question-dto';

const notFound = () => new AppError('NOT_FOUND', 'No such question.');

async function exists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  return Boolean(row);
}

/** Approve (& Activate): pending → active. Only a pending question can be approved. */
export async function approveQuestion({
  db,
  input,
}: {
  db: Db;
  input: { id: string };
}): Promise<AdminQuestionDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ pendingReview: false, isActive: true })
      .where(and(eq(questions.id, input.id), eq(questions.pendingReview, true)))
      .returning({ id: questions.id });
    if (!row)
      throw (await exists(tx, input.id))
        ? new AppError('CONFLICT', ADMIN_MESSAGES.notPending)
        : notFound();
    return (await getAdminQuestion(tx, row.id))!;
  });
}

/** Activate/Deactivate: not offered while a question is pending review (spec §4). */
export async function setQuestionActive({
  db,
  input,
}: {
  db: Db;
  input: { id: string; isActive: boolean };
}): Promise<AdminQuestionDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ isActive: input.isActive })
      .where(and(eq(questions.id, input.id), eq(questions.pendingReview, false)))
      .returning({ id: questions.id });
    if (!row)
      throw (await exists(tx, input.id))
        ? new AppError('CONFLICT', ADMIN_MESSAGES.toggleWhilePending)
        : notFound();
    return (await getAdminQuestion(tx, row.id))!;
  });
}

export async function deleteQuestion({
  db,
  input,
}: {
  db: Db;
  input: { id: string };
}): Promise<void> {
  const deleted = await db
    .delete(questions)
    .where(eq(questions.id, input.id))
    .returning({ id: questions.id });
  if (!deleted.length) throw notFound();
}
