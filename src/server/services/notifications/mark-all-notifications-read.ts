import { and, eq, isNull } from 'drizzle-orm';
import { notifications, profiles } from '../../db/schema';
import type { UserCtx } from '../context';

/**
 * Marks everything under the bell read (spec: all marked read on open): the caller's unread
 * rows, and every subject update published up to now (through profiles.notifications_seen_at,
 * since subject updates are not stored per student).
 */
export async function markAllNotificationsRead({
  ctx,
}: {
  ctx: UserCtx;
}): Promise<{ updated: number }> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: ctx.now })
      .where(and(eq(notifications.userId, ctx.userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    await tx
      .update(profiles)
      .set({ notificationsSeenAt: ctx.now })
      .where(eq(profiles.id, ctx.userId));
    return { updated: rows.length };
  });
}
