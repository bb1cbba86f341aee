import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { usingPostgres } from '../../testing/test-db';
import { questionsOfLevel } from '../../testing/admin-fixtures';
import { startServerProcesses, until, type ServerProcesses } from '../../testing/server-processes';
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
  let server: ServerProcesses;
  let fake: Awaited<ReturnType<typeof startFakeLlm>>;
  const LEVELS = [31, 32, 33, 34, 35, 36];

  beforeAll(async () => {
    app = await createTestApp();
    fake = await startFakeLlm(fakeQuestionWriter(), { delayMs: 150 });
    const ai = { AI_BASE_URL: fake.url, AI_MODEL: 'fake-procs', GENERATION_POLL_MS: '50' };
    server = await startServerProcesses(ai, 40_000);
  }, 60_000);

  afterAll(async () => {
    await app?.db
      .update(generationJobs)
      .set({ status: 'cancelled' })
      .where(inArray(generationJobs.status, ['running', 'paused']));
    await server?.stop();
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
      const stored = await questionsOfLevel(app.db, { ...s, examType: 'waec' });
      expect(stored, `${s.subject} ${s.level}`).toHaveLength(s.created);
    }
  }, 90_000);
});
