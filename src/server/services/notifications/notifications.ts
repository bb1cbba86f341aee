import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationItem = {
  id: string;
  type: 'competition' | 'level' | 'achievement' | 'subject';
  title: string;
  description: string;
  createdAt: string;
  read: boolean;
};

/** The user's latest notifications, newest first. */
export async function listNotifications({
  db,
  userId,
  limit = 20,
}: {
  db: Db;
  userId: string;
  limit?: number;
}): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  }));
}

/** Marks every unread notification of the user read (spec: all marked read on open). */
export async function markAllNotificationsRead({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
