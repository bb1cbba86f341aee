import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, TEST_SECRET, type TestApp } from '../../testing/test-app';
import { getTestDatabase, usingPostgres } from '../../testing/test-db';
import { freePort } from '../../testing/free-port';
import { fakeQuestionWriter, startFakeLlm } from '../../testing/fake-llm';
import { generationJobSets, generationJobs, questions } from '../../db/schema';
import { createBulkJob } from './bulk-jobs';
import { bulkJobRequestSchema } from '../../../domain/generation-jobs';

/**
 * Two real server processes (WEB_CONCURRENCY=2 on one PostgreSQL) run one bulk job: every set is
 * asked of the model once and stored once (ADR 0027). Several processes exist only on PostgreSQL.
 */
describe.runIf(usingPostgres())('bulk generation across server processes (PostgreSQL)', () => {
  let app: TestApp;
  let primary: ChildProcess;
  let dataDir: string;
  let output = '';
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  const LEVELS = [31, 32, 33, 34, 35, 36];

  beforeAll(async () => {
    app = await createTestApp();
    fake = await startFakeLlm(fakeQuestionWriter(), { delayMs: 150 });
    const { url: databaseUrl } = await getTestDatabase();
    const port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bulk-procs-'));
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl!,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        BETTER_AUTH_SECRET: TEST_SECRET,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AI_BASE_URL: fake.url,
        AI_MODEL: 'fake-procs',
        GENERATION_POLL_MS: '50',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (d) => (output += d));
    primary.stderr!.on('data', (d) => (output += d));
    await until(() => /ready at .*\(postgres, 2 processes\)/.test(output), 40_000);
  }, 60_000);

  afterAll(async () => {
    await app?.db
      .update(generationJobs)
      .set({ status: 'cancelled' })
      .where(inArray(generationJobs.status, ['running', 'paused']));
    if (primary && primary.exitCode === null) {
      primary.kill('SIGTERM');
      await new Promise((r) => primary.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fake?.close();
    await app?.close();
  });

  it('never generates one set twice', async () => {
    await app.db
      .delete(questions)
      .where(
        and(
          eq(questions.examType, 'waec'),
          inArray(questions.subject, ['economics', 'literature']),
          inArray(questions.level, LEVELS),
        ),
      );
    const admin = await app.createUser({ role: 'admin' });
    const job = await createBulkJob({
      ctx: { db: app.db, now: new Date(), userId: admin.id },
      input: bulkJobRequestSchema.parse({
        examTypes: ['waec'],
        subjects: ['economics', 'literature'],
        levelFrom: LEVELS[0],
        levelTo: LEVELS[LEVELS.length - 1],
        concurrency: 6,
        requestsPerMinute: 600,
      }),
    });
    await until(async () => {
      const [j] = await app.db
        .select({ status: generationJobs.status })
        .from(generationJobs)
        .where(eq(generationJobs.id, job.id));
      return j?.status === 'completed';
    }, 60_000);
    const asked = fake.requests
      .filter((r) => !r.system.includes('careful examiner'))
      .map((r) => /questions for (.+?), level (\d+) of 50/.exec(r.prompt)!.slice(1).join(' '));
    expect(asked).toHaveLength(12);
    expect(new Set(asked).size).toBe(12);
    const sets = await app.db
      .select()
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, job.id));
    expect(sets.every((s) => s.status === 'done' && s.attempts === 1)).toBe(true);
    for (const s of sets) {
      const stored = await app.db
        .select({ id: questions.id })
        .from(questions)
        .where(
          and(
            eq(questions.examType, 'waec'),
            eq(questions.subject, s.subject),
            eq(questions.level, s.level),
          ),
        );
      expect(stored, `${s.subject} ${s.level}`).toHaveLength(s.created);
    }
  }, 90_000);
});

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
