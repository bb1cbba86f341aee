import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireAdmin } from '../../auth/middleware';
import { getAdminSummary } from '../../services/admin/get-summary';

/** Everything under /api/admin is admin-only; the guard runs before any handler. */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/summary', async (c) => c.json(await getAdminSummary({ db: c.var.deps.db })));
