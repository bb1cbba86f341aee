import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { acceptedOrigins } from '../lib/accepted-origins';
import type { Logger } from '../lib/logger';
import { errorBody } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The warning an operator sees when a browser's origin is refused: what to configure. */
export function refusedOriginWarning(origin: string | undefined, env: Pick<Env, 'appUrl'>) {
  return (
    `Refused a request from origin ${origin ?? '(none)'}: it is neither APP_URL (${env.appUrl}) ` +
    'nor in TRUSTED_ORIGINS. Open the app at APP_URL, or add this origin to TRUSTED_ORIGINS.'
  );
}

/**
 * CSRF defence for the API (issue 9): SameSite=Lax cookies still reach us from another port of
 * the same host, so every state-changing request must come from an accepted origin (its
 * `Origin`, or `Sec-Fetch-Site: same-origin` when a browser sends no Origin), else 403
 * FORBIDDEN_ORIGIN. It runs before authentication, so a forged request learns nothing. (The
 * body's type is checked where it is read, http/validate.ts: 415 for a JSON route sent anything
 * else, the kinds of body a cross-site form can send without a preflight.)
 * Better Auth's routes check the origin themselves (their answers and codes stay theirs); we
 * only log what to configure when it refuses one.
 */
export function originGuard(opts: {
  env: Pick<Env, 'NODE_ENV' | 'PORT' | 'trustedOrigins' | 'appUrl'>;
  log: Logger;
  authPrefix: string;
  /**
   * Exact paths of server-to-server endpoints that authenticate each request themselves (the
   * Paystack webhook's HMAC signature); no other path is exempt, and no prefix.
   */
  exempt?: readonly string[];
}): MiddlewareHandler {
  const accepted = new Set(acceptedOrigins(opts.env));
  const exempt = new Set(opts.exempt ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.has(c.req.path)) return next();
    const origin = c.req.header('origin');
    const trusted =
      origin && origin !== 'null'
        ? accepted.has(origin)
        : c.req.header('sec-fetch-site') === 'same-origin';

    if (c.req.path.startsWith(opts.authPrefix)) {
      await next();
      if (!trusted && c.res.status === 403) opts.log.warn(refusedOriginWarning(origin, opts.env));
      return;
    }
    if (!trusted) {
      opts.log.warn(refusedOriginWarning(origin, opts.env));
      return c.json(
        errorBody('FORBIDDEN_ORIGIN', 'This request did not come from the app’s own pages.'),
        403,
      );
    }
    return next();
  };
}
