import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Ctx, UserCtx } from '../services/context';
import { AppError } from './errors';

/** The service context of a request: its database and the time it arrived. */
export function ctxOf(c: Context<AppEnv>): Ctx {
  return { db: c.var.deps.db, now: new Date() };
}

/** The service context of a signed-in request (behind requireUser or requireAdmin). */
export function userCtxOf(c: Context<AppEnv>): UserCtx {
  const actor = c.var.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return { db: c.var.deps.db, now: new Date(), userId: actor.userId };
}
