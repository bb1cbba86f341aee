import type { Db } from './db/client';
import type { Auth } from './auth/auth';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { SessionCache } from './auth/session-cache';

/** The signed-in user. Its role is read only where it matters (admin guard, /api/me). */
export type Actor = { userId: string; email: string; name: string };

/** What every request handler can reach. */
export type Deps = { env: Env; db: Db; auth: Auth; log: Logger; sessions: SessionCache };

export type AppEnv = {
  Variables: { deps: Deps; actor: Actor | null };
};
