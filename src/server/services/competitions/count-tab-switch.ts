import { and, eq, isNull, sql } from 'drizzle-orm';
import { competitionParticipants, quizAttempts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserCtx } from '../context';

const p = competitionParticipants;
const a = quizAttempts;

/**
 * Counts one switch away from the run (the page hidden: another tab or app), while the entry is
 * open. Shown to admins as a flag beside the result; it fails no one (a phone call hides the
 * page too). ATTEMPT_CLOSED once the entry has been submitted.
 */
export async function countTabSwitch({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { attemptId: string };
}): Promise<{ tabSwitches: number }> {
  const [row] = await ctx.db
    .update(p)
    .set({ tabSwitches: sql`${p.tabSwitches} + 1` })
    .from(a)
    .where(
      and(
        eq(a.id, input.attemptId),
        eq(a.userId, ctx.userId),
        eq(a.kind, 'competition'),
        isNull(a.completedAt),
        sql`${p.competitionId} = ${a.target}::uuid`,
        eq(p.userId, a.userId),
      ),
    )
    .returning({ tabSwitches: p.tabSwitches });
  if (!row) throw new AppError('ATTEMPT_CLOSED', 'This entry is not open.');
  return { tabSwitches: row.tabSwitches };
}
