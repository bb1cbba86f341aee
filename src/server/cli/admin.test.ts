import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdminCli } from './admin';
import { acquireDataDirLock } from '../db/lock';
import { loadEnv, type Env } from '../env';
import { openDatabase, type Database } from '../db/client';
import { subscriptionAudit, subscriptions, user, userRoles } from '../db/schema';
import { ensureAccountRecords } from '../services/accounts/ensure-account-records';
import { getTestDatabase, usingPostgres } from '../testing/test-db';
import { uniqueEmail } from '../testing/test-app';

/**
 * The CLI opens its own database from the env, as in production: the worker's PostgreSQL test
 * database when TEST_DATABASE_URL is set, otherwise an on-disk PGlite in a temp DATA_DIR (which
 * this test must close before each run: the CLI takes the data directory lock).
 */
let env: Env;
let dataDir: string | undefined;
let shared: Database | undefined;

beforeAll(async () => {
  if (usingPostgres()) {
    const db = await getTestDatabase();
    env = loadEnv({ DATABASE_URL: db.url!, LOG_LEVEL: 'silent' });
    shared = db;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-cli-'));
    env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  }
});
afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

let out: ReturnType<typeof vi.spyOn>;
let err: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  out = vi.spyOn(console, 'log').mockImplementation(() => {});
  err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    out.mockRestore();
    err.mockRestore();
  };
});

async function withDb<T>(run: (database: Database) => Promise<T>): Promise<T> {
  if (shared) return run(shared);
  const database = await openDatabase({ kind: 'pglite', dataDir: dataDir! });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

const createAccount = (email: string) =>
  withDb(async ({ db }) => {
    const id = crypto.randomUUID();
    await db.insert(user).values({ id, name: 'CLI User', email });
    await ensureAccountRecords({
      ctx: { db, now: new Date() },
      input: { userId: id, email, adminEmails: new Set() },
    });
    return id;
  });

const roleOf = (id: string) =>
  withDb(
    async ({ db }) => (await db.select().from(userRoles).where(eq(userRoles.userId, id)))[0]?.role,
  );

describe('admin CLI', () => {
  it('grant makes a student an admin and revoke makes it a student again', async () => {
    const email = uniqueEmail('cli');
    const id = await createAccount(email);
    expect(await roleOf(id)).toBe('student');

    expect(await runAdminCli(['grant', email], env)).toBe(0);
    expect(await roleOf(id)).toBe('admin');
    expect(out).toHaveBeenCalledWith(`${email} is now an admin.`);

    expect(await runAdminCli(['revoke', email.toUpperCase()], env)).toBe(0);
    expect(await roleOf(id)).toBe('student');
    expect(err).not.toHaveBeenCalled();
  });

  it('exits 1 for an unknown e-mail and changes nothing', async () => {
    const email = uniqueEmail('cli-known');
    const id = await createAccount(email);
    expect(await runAdminCli(['grant', uniqueEmail('cli-unknown')], env)).toBe(1);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/No account with the e-mail/));
    expect(await roleOf(id)).toBe('student');
  });

  it.each([[[]], [['grant']], [['promote', 'a@example.test']], [['revoke', '']]])(
    'exits 64 with the usage for %j',
    async (argv) => {
      expect(await runAdminCli(argv, env)).toBe(64);
      expect(err).toHaveBeenCalledWith(expect.stringMatching(/^Usage:/));
    },
  );

  it.skipIf(usingPostgres())('exits 75 while a server holds the data directory', async () => {
    const email = uniqueEmail('cli-locked');
    await createAccount(email);
    // Another live process's pid in the lock file, as a running server leaves it.
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    });
    try {
      fs.writeFileSync(path.join(dataDir!, 'server.lock'), String(server.pid));
      expect(await runAdminCli(['grant', email], env)).toBe(75);
      expect(err).toHaveBeenCalledWith(
        expect.stringMatching(/in use by another PrepArena process/),
      );
    } finally {
      server.kill();
      await new Promise((resolve) => server.once('exit', resolve));
      acquireDataDirLock(dataDir!)(); // the dead server's lock is stale: take and drop it
    }
  });
});

describe('admin CLI: premium', () => {
  const subOf = (id: string) =>
    withDb(
      async ({ db }) =>
        (await db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0],
    );
  const auditOfUser = (id: string) =>
    withDb(({ db }) => db.select().from(subscriptionAudit).where(eq(subscriptionAudit.userId, id)));

  it('premium <email> <days> grants premium, extends it, and audits it as the CLI', async () => {
    const email = uniqueEmail('cli-premium');
    const id = await createAccount(email);
    expect(await runAdminCli(['premium', email, '30'], env)).toBe(0);
    const first = await subOf(id);
    expect(first?.status).toBe('active');
    expect(Math.abs(first!.endsAt.getTime() - Date.now() - 30 * 86_400_000)).toBeLessThan(60_000);
    expect(out).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^${email} has Premium until `)),
    );

    expect(await runAdminCli(['premium', email, '7', 'Exam', 'week', 'gift'], env)).toBe(0);
    expect((await subOf(id))!.endsAt.getTime() - first!.endsAt.getTime()).toBe(7 * 86_400_000);
    const audit = await auditOfUser(id);
    expect(audit.map((a) => [a.action, a.days, a.source, a.adminId, a.reason]).sort()).toEqual(
      [
        ['grant', 30, 'cli', null, 'Granted with the admin CLI'],
        ['grant', 7, 'cli', null, 'Exam week gift'],
      ].sort(),
    );
    expect(err).not.toHaveBeenCalled();
  });

  it.each([
    [['premium', 'a@example.test']],
    [['premium', 'a@example.test', '0']],
    [['premium', 'a@example.test', 'ten']],
  ])('exits 64 with the usage for %j', async (argv) => {
    expect(await runAdminCli(argv, env)).toBe(64);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/^Usage:/));
  });

  it('exits 1 for an unknown e-mail', async () => {
    expect(await runAdminCli(['premium', uniqueEmail('cli-none'), '30'], env)).toBe(1);
    expect(err).toHaveBeenCalledWith(expect.stringMatching(/No account with the e-mail/));
  });
});
