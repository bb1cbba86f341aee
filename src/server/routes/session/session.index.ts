import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { userCtxOf } from '../../http/ctx-of';
import { getMe } from '../../services/accounts/get-me';

/**
 * The web app's session check: always 200, `{ me: null }` when signed out, so a signed-out
 * visit is not an HTTP error. (/api/me answers 401 instead, for API clients.)
 */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const actor = c.var.actor;
  return c.json({
    me: actor ? await getMe({ ctx: userCtxOf(c), input: { email: actor.email } }) : null,
  });
});
