import { createMiddleware } from 'hono/factory';
import type { Actor } from '../auth/actor';
import type { AppEnv } from './app-env';
import { getRole } from '../services/accounts/get-role';
import { userCtxOf } from './ctx-of';
import { errorBody } from '../lib/errors';
import { sessionCookie } from '../auth/session-cache';

/** Reads the Better Auth session (if any) into `actor`, through the short-lived session cache. */
export const loadActor = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, sessions } = c.var.deps;
  const cookie = sessionCookie(c.req.header('cookie') ?? null);
  let actor: Actor | null = cookie ? sessions.get(cookie) : null;
  if (cookie && !actor) {
    const result = await auth.api.getSession({ headers: c.req.raw.headers });
    if (result) {
      actor = { userId: result.user.id, email: result.user.email, name: result.user.name };
      sessions.set(cookie, actor, result.session.token, new Date(result.session.expiresAt));
    }
  }
  c.set('actor', actor);
  await next();
});

export const requireUser = createMiddleware<AppEnv & { Variables: { actor: Actor } }>(
  async (c, next) => {
    if (!c.var.actor) return c.json(errorBody('UNAUTHENTICATED', 'Please sign in.'), 401);
    await next();
  },
);

export const requireAdmin = createMiddleware<AppEnv & { Variables: { actor: Actor } }>(
  async (c, next) => {
    if (!c.var.actor) return c.json(errorBody('UNAUTHENTICATED', 'Please sign in.'), 401);
    // Read from the database on every admin request: a revoked admin loses access at once.
    if ((await getRole({ ctx: userCtxOf(c) })) !== 'admin')
      return c.json(errorBody('FORBIDDEN', 'Admin access is required.'), 403);
    await next();
  },
);
