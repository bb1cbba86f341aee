import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { getDashboard } from '../../services/dashboard/get-dashboard';

export const dashboardRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await getDashboard({ ctx: userCtxOf(c) })));
