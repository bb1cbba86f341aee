import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { getMe } from '../../services/accounts/get-me';

export const meRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  const { db } = c.var.deps;
  return c.json(await getMe({ db, actor: c.var.actor! }));
});
