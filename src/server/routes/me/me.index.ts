import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { getMe, markWelcomed } from '../../services/accounts/get-me';
import { getStreak } from '../../services/progress/get-streak';

export const meRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await getMe({ db: c.var.deps.db, actor: c.var.actor! })))
  .post('/welcomed', async (c) => {
    await markWelcomed({ db: c.var.deps.db, userId: c.var.actor!.userId });
    return c.body(null, 204);
  })
  .get('/streak', async (c) =>
    c.json(await getStreak({ db: c.var.deps.db, userId: c.var.actor!.userId })),
  );
