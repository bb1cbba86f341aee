import type { AppEnv } from './app-env';
import type { Ctx, UserCtx } from '../services/context';
import { AppError } from '../lib/errors';

/** Any Hono context of our app, whatever its path and validated inputs. */
type RequestContext = { var: AppEnv['Variables'] };

/** The service context of a request: its database and the time it arrived. */
export function ctxOf(c: RequestContext): Ctx {
  return { db: c.var.deps.db, now: new Date() };
}

/** The service context of a signed-in request (behind requireUser or requireAdmin). */
export function userCtxOf(c: RequestContext): UserCtx {
  const actor = c.var.actor;
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return { db: c.var.deps.db, now: new Date(), userId: actor.userId };
}
