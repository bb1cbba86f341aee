import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { UserCtx } from '../context';

/** Marks every unread notification of the caller read (spec: all marked read on open). */
export async function markAllNotificationsRead({
  ctx,
}: {
  ctx: UserCtx;
}): Promise<{ updated: number }> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.now })
    .where(and(eq(notifications.userId, ctx.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
