import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import {
  listNotifications,
  markAllNotificationsRead,
} from '../../services/notifications/notifications';

export const notificationRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) =>
    c.json(await listNotifications({ db: c.var.deps.db, userId: c.var.actor!.userId })),
  )
  .post('/read-all', async (c) =>
    c.json(await markAllNotificationsRead({ db: c.var.deps.db, userId: c.var.actor!.userId })),
  );
