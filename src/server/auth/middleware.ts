import { createMiddleware } from 'hono/factory';
import type { Actor, AppEnv } from '../context';
import { getRole } from '../services/accounts/roles';
import { errorBody } from '../lib/errors';

/** Reads the Better Auth session (if any) and the user's role into `actor`. */
export const loadActor = createMiddleware<AppEnv>(async (c, next) => {
  const { auth, db } = c.var.deps;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  let actor: Actor | null = null;
  if (result) {
    const role = await getRole({ db, userId: result.user.id });
    actor = { userId: result.user.id, email: result.user.email, name: result.user.name, role };
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
    if (c.var.actor.role !== 'admin')
      return c.json(errorBody('FORBIDDEN', 'Admin access is required.'), 403);
    await next();
  },
);
