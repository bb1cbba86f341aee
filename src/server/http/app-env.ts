import type { Db } from '../db/client';
import type { Actor } from '../auth/actor';
import type { Auth } from '../auth/auth';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { SessionCache } from '../auth/session-cache';
import type { Mailer } from '../services/email/mailer';

/**
 * What the app is built from (server.ts, the background jobs, the test app). It names types of
 * every layer below HTTP, so it lives here, above them all: no lower file imports it (ADR 0036).
 */
export type Deps = {
  env: Env;
  db: Db;
  auth: Auth;
  log: Logger;
  sessions: SessionCache;
  /** Sends mail, and delivers the e-mails queued in transactions (payment receipts). */
  mailer: Mailer;
};

/** Hono's environment for our app: what every request handler can reach. */
export type AppEnv = {
  Variables: { deps: Deps; actor: Actor | null };
};
