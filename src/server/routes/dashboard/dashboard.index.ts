import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { userCtxOf } from '../../lib/ctx';
import { getDashboard } from '../../services/dashboard/get-dashboard';

export const dashboardRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await getDashboard({ ctx: userCtxOf(c) })));
