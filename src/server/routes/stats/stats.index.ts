import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { ctxOf } from '../../http/ctx-of';
import { getPublicStats } from '../../services/stats/get-public-stats';

/** /api/stats: public, read-only numbers computed from our data (no personal data). */
export const statsRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json(await getPublicStats({ ctx: ctxOf(c) })),
);
