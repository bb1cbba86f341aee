import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import type { Logger } from './logger';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The origins allowed to send state-changing requests (ours and Better Auth's): APP_URL and
 * TRUSTED_ORIGINS; outside production also `localhost` and `127.0.0.1` alike on the server's
 * port and on every loopback port already trusted, so a developer who opens the other name of
 * the same machine can still sign in.
 */
export function acceptedOrigins(env: Pick<Env, 'NODE_ENV' | 'PORT' | 'trustedOrigins'>): string[] {
  const out = new Set(env.trustedOrigins);
  if (env.NODE_ENV === 'production') return [...out];
  const ports = new Set<string>(env.PORT ? [String(env.PORT)] : []);
  for (const origin of env.trustedOrigins) {
    const url = parseUrl(origin);
    if (url?.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)) ports.add(url.port);
  }
  for (const port of ports)
    for (const host of LOOPBACK_HOSTS) out.add(`http://${host}${port ? `:${port}` : ''}`);
  return [...out];
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

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
 * body's type is checked where it is read, lib/validate.ts: 415 for a JSON route sent anything
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
