import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { listAchievements } from '../../services/achievements/list-achievements';

/** The caller's achievements, mounted at /api/me/achievements (issue 10). */
export const achievementRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await listAchievements({ ctx: userCtxOf(c) })));
