import { desc, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { UserCtx } from '../context';
import type { NotificationItem } from './notifications';

/** How many of the latest notifications the bell menu lists. */
const NOTIFICATIONS_SHOWN = 20;

/** The caller's latest notifications, newest first. */
export async function listNotifications({ ctx }: { ctx: UserCtx }): Promise<NotificationItem[]> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, ctx.userId))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
}
