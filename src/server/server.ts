import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Env } from './env';
import { openDatabase, type Database } from './db/client';
import { createAuth } from './auth/auth';
import { createMailer } from './services/email/mailer';
import { createLogger, type Logger } from './lib/logger';
import { createApp } from './app';
import { createDemoUsers } from './services/accounts/create-demo-users';
import type { Deps } from './context';

export type Running = { url: string; port: number; deps: Deps; database: Database; close: () => Promise<void> };

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

/** Composition root: opens the database (migrating it), wires services and serves HTTP. */
export async function startServer(
  env: Env,
  opts: { log?: Logger; webRoot?: string | null; database?: Database } = {},
): Promise<Running> {
  const log = opts.log ?? createLogger(env.LOG_LEVEL);
  const database =
    opts.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? { kind: 'postgres', url: env.DATABASE_URL }
        : { kind: 'pglite', dataDir: env.dataDir },
    ));
  try {
    const { db } = database;
    const mailer = await createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, log });
    const auth = createAuth({ env, db, mailer, log, secret: resolveSecret(env) });
    const deps: Deps = { env, db, auth, log };

    if (database.fresh && env.embedded && env.NODE_ENV !== 'production' && !env.NO_DEMO_USERS) {
      const demo = await createDemoUsers({ deps });
      log.info(`Demo student: ${demo.student.email} ${demo.student.password}`);
      log.info(`Demo admin: ${demo.admin.email} ${demo.admin.password}`);
    }

    const webRoot = opts.webRoot === null ? undefined : (opts.webRoot ?? defaultWebRoot);
    if (webRoot && !fs.existsSync(path.join(webRoot, 'index.html')))
      log.warn(`No web build at ${webRoot}: serving the API only (run npm run build).`);
    const app = createApp(deps, { webRoot: webRoot && fs.existsSync(webRoot) ? webRoot : undefined });

    const server = await listen(app.fetch, env.PORT, env.HOST);
    const port = (server.address() as { port: number }).port;
    const url = `http://localhost:${port}`;
    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      deps,
      database,
      close: () =>
        (closing ??= (async () => {
          await new Promise<void>((resolve) => server.close(() => resolve()));
          if (!opts.database) await database.close();
        })()),
    };
  } catch (error) {
    if (!opts.database) await database.close();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], port: number, hostname: string) {
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
  if (env.NODE_ENV === 'production') throw new Error('BETTER_AUTH_SECRET must be set in production.');
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
