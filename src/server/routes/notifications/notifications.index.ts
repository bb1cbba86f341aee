import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { listNotifications } from '../../services/notifications/list-notifications';
import { markAllNotificationsRead } from '../../services/notifications/mark-all-notifications-read';

export const notificationRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await listNotifications({ ctx: userCtxOf(c) })))
  .post('/read-all', async (c) => c.json(await markAllNotificationsRead({ ctx: userCtxOf(c) })));
