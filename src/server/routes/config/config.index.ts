import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

/** What the public pages need to know about this server (no secrets). */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { env } = c.var.deps;
  return c.json({ googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) });
});
