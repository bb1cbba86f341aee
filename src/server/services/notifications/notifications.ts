import type { NOTIFICATION_TYPES } from '../../db/schema';

/** A notification as the bell menu shows it (the web imports this type). */
export type NotificationItem = {
  id: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  description: string;
  createdAt: string;
  read: boolean;
};
