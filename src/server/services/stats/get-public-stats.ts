import { and, count, eq, isNotNull } from 'drizzle-orm';
import { quizAttempts } from '../../db/schema';
import type { Db } from '../../db/client';
import { shownSessionCount } from '../../../domain/public-stats';
import type { Ctx } from '../context';

export type PublicStatsDto = {
  /** Completed practice sessions, rounded down (domain/public-stats); null while too few to show. */
  practiceSessions: number | null;
};

/** The count moves slowly and is shown rounded: one count per database a minute is enough. */
export const STATS_TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; value: PublicStatsDto }>();

/** Numbers the public and student pages may show, computed from our own data. */
export async function getPublicStats({ ctx }: { ctx: Ctx }): Promise<PublicStatsDto> {
  const hit = cache.get(ctx.db);
  if (hit && ctx.now.getTime() - hit.at < STATS_TTL_MS) return hit.value;
  // A practice session counts once it is submitted (completed_at set), whatever its score.
  const [row] = await ctx.db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.kind, 'practice'), isNotNull(quizAttempts.completedAt)));
  const value = { practiceSessions: shownSessionCount(row?.n ?? 0) };
  cache.set(ctx.db, { at: ctx.now.getTime(), value });
  return value;
}
