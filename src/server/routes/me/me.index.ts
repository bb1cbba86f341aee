import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { getMe } from '../../services/accounts/get-me';
import { markWelcomed } from '../../services/accounts/mark-welcomed';
import { getStreak } from '../../services/progress/get-streak';
import { getProfile } from '../../services/progress/get-profile';

export const meRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) =>
    c.json(await getMe({ ctx: userCtxOf(c), input: { email: c.var.actor.email } })),
  )
  .post('/welcomed', async (c) => {
    await markWelcomed({ ctx: userCtxOf(c) });
    return c.body(null, 204);
  })
  .get('/streak', async (c) => c.json(await getStreak({ ctx: userCtxOf(c) })))
  .get('/profile', async (c) => c.json(await getProfile({ ctx: userCtxOf(c) })));
