import { and, eq } from 'drizzle-orm';
import { notifications, questionReports, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { REPORT_MESSAGES, fixedNotification } from '../../../domain/question-reports';
import type { Ctx } from '../context';

export type ResolveOutcome = 'fixed' | 'dismissed';

/**
 * Closes every open report of a question. "fixed" (after the admin edited it with the question
 * editor) notifies each reporter in the same transaction; "dismissed" notifies nobody. Only open
 * reports change, so a second fix finds none and notifies no one twice.
 */
export async function resolveReports({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { questionId: string; outcome: ResolveOutcome };
}): Promise<{ resolved: number; notified: number }> {
  return ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(questionReports)
      .set({ status: input.outcome, resolvedAt: ctx.now })
      .where(
        and(eq(questionReports.questionId, input.questionId), eq(questionReports.status, 'open')),
      )
      .returning({ userId: questionReports.userId });
    if (closed.length === 0) throw new AppError('NO_OPEN_REPORTS', REPORT_MESSAGES.noOpenReports);
    if (input.outcome === 'dismissed') return { resolved: closed.length, notified: 0 };

    const [q] = await tx
      .select({ text: questions.questionText })
      .from(questions)
      .where(eq(questions.id, input.questionId));
    const text = fixedNotification(q?.text ?? '');
    await tx
      .insert(notifications)
      .values(closed.map(({ userId }) => ({ userId, type: 'question' as const, ...text })));
    return { resolved: closed.length, notified: closed.length };
  });
}
