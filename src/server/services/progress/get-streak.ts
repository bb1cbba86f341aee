import { and, eq, isNotNull } from 'drizzle-orm';
import { profiles, quizAttempts } from '../../db/schema';
import { computeStreak, type Streak } from '../../../domain/streak';
import { DEFAULT_TIME_ZONE } from '../../../domain/constants';
import type { UserCtx } from '../context';

/** The student's current and longest streak, from completed attempts, in their time zone. */
export async function getStreak({ ctx }: { ctx: UserCtx }): Promise<Streak> {
  const [profile] = await ctx.db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.id, ctx.userId))
    .limit(1);
  const rows = await ctx.db
    .select({ completedAt: quizAttempts.completedAt })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, ctx.userId), isNotNull(quizAttempts.completedAt)));
  return computeStreak(
    rows.map((r) => r.completedAt!),
    ctx.now,
    profile?.timeZone ?? DEFAULT_TIME_ZONE,
  );
}
