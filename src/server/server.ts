import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { withAppUrl, type Env } from './env';
import { openDatabase, type Database } from './db/client';
import { createLogger, type Logger } from './lib/logger';
import { SessionCache } from './auth/session-cache';
import { shareSessionDrops } from './cluster';
import type { Deps } from './http/app-env';
import { startBackgroundWork } from './background';
import { startGenerationRunner } from './services/generation/bulk-runner';
import { questionModelFor } from './services/generation/question-model';
import { startCompetitionClock } from './competition-clock';
import { recoverUploads } from './services/questions/import-questions';

export type Running = {
  url: string;
  port: number;
  deps: Deps;
  database: Database;
  close: () => Promise<void>;
};

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
type Fetch = Parameters<typeof serve>[0]['fetch'];

/**
 * Composition root: opens the database (taking its lock, migrating it) while the auth and HTTP
 * modules load, then listens. With PORT=0 and no APP_URL the public URL comes from the port the
 * system chose, so links and origin checks match it.
 */
export async function startServer(
  env: Env,
  opts: { log?: Logger; webRoot?: string | null; database?: Database } = {},
): Promise<Running> {
  const log = opts.log ?? createLogger(env.LOG_LEVEL);
  const [database, { createAuth }, { createApp }, { createMailer }] = await Promise.all([
    opts.database ??
      openDatabase(
        env.DATABASE_URL
          ? { kind: 'postgres', url: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE }
          : { kind: 'pglite', dataDir: env.dataDir },
      ),
    import('./auth/auth'),
    import('./app'),
    import('./services/email/mailer'),
  ]);
  let server: ServerType | undefined;
  try {
    let handler: Fetch = () => new Response('Starting', { status: 503 });
    server = await listen((req, info) => handler(req, info), env.PORT, env.HOST);
    const port = (server.address() as { port: number }).port;
    const finalEnv =
      env.APP_URL || env.PORT !== 0 ? env : withAppUrl(env, `http://localhost:${port}`);

    const { db } = database;
    const mailer = await createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      db,
      log,
      outboxDir: path.join(env.dataDir, 'outbox'),
    });
    const sessions = new SessionCache();
    shareSessionDrops(sessions);
    const auth = createAuth({
      env: finalEnv,
      db,
      mailer,
      log,
      secret: resolveSecret(env),
      sessions,
    });
    const deps: Deps = { env: finalEnv, db, auth, log, sessions, mailer };

    if (database.fresh && env.embedded && env.NODE_ENV !== 'production' && !env.NO_DEMO_USERS) {
      const { createDemoUsers } = await import('./services/accounts/create-demo-users');
      const demo = await createDemoUsers({
        ctx: { db, now: new Date(), auth },
        input: { adminEmails: finalEnv.adminEmails },
      });
      log.info(`Demo student: ${demo.student.email} ${demo.student.password}`);
      log.info(`Demo admin: ${demo.admin.email} ${demo.admin.password}`);
    }

    if (database.fresh && !opts.database) await loadStarterBank(db, log);
    // An upload a crash cut short on the embedded database is undone or finished (ADR 0008).
    if (database.kind === 'pglite') {
      const recovered = await recoverUploads(db);
      if (recovered) log.warn(`Recovered ${recovered} upload(s) a stop had cut short.`);
    }

    const webRoot = opts.webRoot === null ? undefined : (opts.webRoot ?? defaultWebRoot);
    const hasWeb = Boolean(webRoot && fs.existsSync(path.join(webRoot, 'index.html')));
    if (webRoot && !hasWeb)
      log.warn(`No web build at ${webRoot}: serving the API only (run npm run build).`);
    handler = createApp(deps, { webRoot: hasWeb ? webRoot : undefined }).fetch as Fetch;
    const stopBackground = startBackgroundWork(deps);
    const stopCompetitionClock = startCompetitionClock(deps);
    const model = questionModelFor(finalEnv);
    const stopGeneration = model
      ? startGenerationRunner(deps, model, {
          leaseSeconds: finalEnv.GENERATION_LEASE_SECONDS,
          pollMs: finalEnv.GENERATION_POLL_MS,
          retryBaseSeconds: finalEnv.GENERATION_RETRY_BASE_SECONDS,
          releaseOrphansAtStart: finalEnv.embedded,
        })
      : async () => undefined;

    const listening = server;
    let closing: Promise<void> | undefined;
    return {
      url: finalEnv.appUrl,
      port,
      deps,
      database,
      close: () =>
        (closing ??= (async () => {
          await new Promise<void>((resolve) => listening.close(() => resolve()));
          await stopGeneration();
          await stopBackground();
          await stopCompetitionClock();
          if (!opts.database) await database.close();
        })()),
    };
  } catch (error) {
    server?.close();
    if (!opts.database) await database.close();
    throw error;
  }
}

/** The starter question bank, on a database that has just been created. */
async function loadStarterBank(db: Database['db'], log: Logger) {
  const { findStarterBankDir, seedStarterBank } =
    await import('./services/questions/seed-starter-bank');
  const dir = findStarterBankDir();
  if (!dir) return;
  const seeded = await seedStarterBank({ ctx: { db, now: new Date() }, input: { dir } });
  log.info(
    `Loaded the starter question bank: ${seeded.questions} questions, ${seeded.topics} topics.`,
  );
}

/**
 * Before several server processes start (cluster, PostgreSQL only): migrations, the starter bank
 * on a fresh database and the auth secret, once, so the processes never race to do them.
 */
export async function prepareSharedSetup(env: Env, log: Logger): Promise<void> {
  if (!env.DATABASE_URL)
    throw new Error('Several server processes need DATABASE_URL (PostgreSQL).');
  resolveSecret(env);
  const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max: 1 });
  try {
    if (database.fresh) await loadStarterBank(database.db, log);
  } finally {
    await database.close();
  }
}

function listen(fetch: Fetch, port: number, hostname: string) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

/**
 * BETTER_AUTH_SECRET, or (outside production) a random one kept in the data directory so
 * sessions survive restarts.
 */
function resolveSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'production')
    throw new Error('BETTER_AUTH_SECRET must be set in production.');
  const file = path.join(env.dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
