import { and, eq, isNull } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { UserCtx } from '../context';

/** Records that the dashboard greeted the user (spec: first visit vs "Welcome back"). */
export async function markWelcomed({ ctx }: { ctx: UserCtx }): Promise<void> {
  await ctx.db
    .update(profiles)
    .set({ welcomedAt: ctx.now })
    .where(and(eq(profiles.id, ctx.userId), isNull(profiles.welcomedAt)));
}
