import type { Db } from './db/client';
import type { Actor } from './auth/actor';
import type { Auth } from './auth/auth';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { SessionCache } from './auth/session-cache';
import type { Mailer } from './services/email/mailer';

// Actor lives beside the session cache that stores it, so the cache need not import this file
// (ADR 0013: type imports close cycles too).
export type { Actor };

/** What every request handler can reach. */
export type Deps = {
  env: Env;
  db: Db;
  auth: Auth;
  log: Logger;
  sessions: SessionCache;
  /** Sends mail, and delivers the e-mails queued in transactions (payment receipts). */
  mailer: Mailer;
};

export type AppEnv = {
  Variables: { deps: Deps; actor: Actor | null };
};
