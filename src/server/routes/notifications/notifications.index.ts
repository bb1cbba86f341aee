import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { userCtxOf } from '../../lib/ctx';
import { listNotifications } from '../../services/notifications/list-notifications';
import { markAllNotificationsRead } from '../../services/notifications/mark-all-notifications-read';

export const notificationRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await listNotifications({ ctx: userCtxOf(c) })))
  .post('/read-all', async (c) => c.json(await markAllNotificationsRead({ ctx: userCtxOf(c) })));
