import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadEnv } from './env';
import { startServer } from './server';
import { user, userRoles } from './db/schema';
import type { Logger } from './lib/logger';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function capture(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (m: string) => void lines.push(m);
  return { lines, debug: push, info: push, warn: push, error: push };
}

const env = (dataDir: string, extra: Record<string, string> = {}) =>
  loadEnv({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    BETTER_AUTH_SECRET: 'x'.repeat(40),
    ...extra,
  } as NodeJS.ProcessEnv);

describe('first start on an empty embedded database', () => {
  it('creates a verified demo student and demo admin once, printing their credentials', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-demo-'));
    dirs.push(dataDir);
    const log = capture();
    const first = await startServer(env(dataDir), { log, webRoot: null });
    try {
      const student = log.lines.find((l) => l.startsWith('Demo student: '));
      const admin = log.lines.find((l) => l.startsWith('Demo admin: '));
      expect(student).toMatch(/^Demo student: \S+@\S+ \S{8,}$/);
      expect(admin).toMatch(/^Demo admin: \S+@\S+ \S{8,}$/);
      const [, adminEmail, adminPassword] = admin!.split(' ').slice(1);
      const rows = await first.database.db
        .select({ email: user.email, verified: user.emailVerified, role: userRoles.role })
        .from(user)
        .leftJoin(userRoles, eq(userRoles.userId, user.id));
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.verified)).toBe(true);
      expect(rows.find((r) => r.email === adminEmail)?.role).toBe('admin');
      const res = await fetch(`${first.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.url },
        body: JSON.stringify({ email: adminEmail, password: adminPassword }),
      });
      expect(res.status).toBe(200);
      expect(
        log.lines.some((l) => /^Loaded the starter question bank: \d+ questions/.test(l)),
      ).toBe(true);
    } finally {
      await first.close();
    }
    const again = capture();
    const second = await startServer(env(dataDir), { log: again, webRoot: null });
    await second.close();
    expect(again.lines.filter((l) => l.startsWith('Demo '))).toEqual([]);
  }, 90_000);

  it('creates no demo users in production', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-prod-'));
    dirs.push(dataDir);
    const log = capture();
    const running = await startServer(env(dataDir, { NODE_ENV: 'production' }), {
      log,
      webRoot: null,
    });
    try {
      expect(log.lines.filter((l) => l.startsWith('Demo '))).toEqual([]);
      expect(await running.database.db.select().from(user)).toEqual([]);
    } finally {
      await running.close();
    }
  }, 90_000);

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'creates no demo users on a PostgreSQL server (DATABASE_URL)',
    async () => {
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `preparena_test_demo_${Date.now().toString(36)}`;
      await admin.query(`create database ${name}`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-pg-'));
      dirs.push(dataDir);
      try {
        const log = capture();
        const url = process.env.TEST_DATABASE_URL!.replace(/\/[^/]*$/, `/${name}`);
        const running = await startServer(env(dataDir, { DATABASE_URL: url }), {
          log,
          webRoot: null,
        });
        try {
          expect(running.database.kind).toBe('postgres');
          expect(log.lines.filter((l) => l.startsWith('Demo '))).toEqual([]);
          expect(await running.database.db.select().from(user)).toEqual([]);
        } finally {
          await running.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    90_000,
  );
});
