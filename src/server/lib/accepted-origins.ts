import type { Env } from '../env';

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
