import { and, eq, inArray } from 'drizzle-orm';
import { competitions, questions, quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { COMPETITION_MESSAGES, COMPETITION_QUESTION_SOURCE } from '../../../domain/competitions';
import type { Ctx } from '../context';
import { forgetListed } from './public-competitions';

/**
 * Deletes a competition in any status (admin §4, after "Are you sure you want to delete this
 * competition?"), with its registrations, its entries and the questions written for it (bank
 * questions it drew stay in the bank), in one transaction.
 */
export async function deleteCompetition({
  ctx,
  input: { competitionId },
}: {
  ctx: Ctx;
  input: { competitionId: string };
}): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(competitions)
      .where(eq(competitions.id, competitionId))
      .returning({ questionIds: competitions.questionIds });
    if (!deleted) throw new AppError('NOT_FOUND', COMPETITION_MESSAGES.notFound);
    await tx
      .delete(quizAttempts)
      .where(and(eq(quizAttempts.kind, 'competition'), eq(quizAttempts.target, competitionId)));
    if (deleted.questionIds.length)
      await tx
        .delete(questions)
        .where(
          and(
            eq(questions.source, COMPETITION_QUESTION_SOURCE),
            inArray(questions.id, deleted.questionIds),
          ),
        );
  });
  forgetListed(ctx.db);
  return { message: COMPETITION_MESSAGES.deleted };
}
