import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { getTestDatabase, usingPostgres } from '../../testing/test-db';
import { questionsOfLevel, settingOf } from '../../testing/admin-fixtures';
import { openDatabase, type Database, type Db } from '../../db/client';
import { generationJobSets, generationJobs, questions } from '../../db/schema';
import { loadEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import {
  fakeQuestionWriter,
  startFakeLlm,
  type FakeLlmReply,
  type FakeLlmRequest,
} from '../../testing/fake-llm';
import { questionModelFromEnv, type QuestionModel } from './question-model';
import { claimSet, runSet, startGenerationRunner, type RunnerOptions } from './bulk-runner';
import { MAX_SET_ATTEMPTS } from '../../../domain/generation-jobs';
import type { BulkJobDto } from './bulk-jobs';

/**
 * Bulk generation (issue 13 item 4, ADR 0027) against the real database (PGlite, and PostgreSQL
 * with TEST_DATABASE_URL) and a local fake model over real HTTP. Every job is over NECO levels
 * 41–50 of Literature and Government, whose questions each test clears first.
 */
const EXAM = 'neco';
const SUBJECTS = ['literature', 'government'] as const;

/** Per test: what the fake answers (default: the ready-made writer), and how slowly. */
let script: (req: FakeLlmRequest) => FakeLlmReply;
const writer = fakeQuestionWriter();
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: TestApp;
let off: TestApp;
let admin: TestClient;
let student: TestClient;
let model: QuestionModel;
const log = createLogger('silent');
const stops: (() => Promise<void>)[] = [];
const extraDatabases: Database[] = [];

const OPTIONS: RunnerOptions = {
  leaseSeconds: 30,
  pollMs: 50,
  retryBaseSeconds: 0.05,
  releaseOrphansAtStart: false,
};

beforeAll(async () => {
  script = writer;
  fake = await startFakeLlm((req) => script(req), { delayMs: 20 });
  const ai = { AI_BASE_URL: fake.url, AI_MODEL: 'fake-bulk-1' };
  app = await createTestApp(ai);
  off = await createTestApp();
  admin = (await app.createUser({ role: 'admin' })).client;
  student = (await app.createUser()).client;
  model = questionModelFromEnv(loadEnv({ NODE_ENV: 'test', ...ai, AI_TIMEOUT_SECONDS: '5' }))!;
});
afterEach(async () => {
  while (stops.length) await stops.pop()!();
  script = writer;
  // No job stays open for the next test (or the next file on this worker's database).
  await app.db
    .update(generationJobs)
    .set({ status: 'cancelled' })
    .where(inArray(generationJobs.status, ['running', 'paused']));
});
afterAll(async () => {
  for (const d of extraDatabases) await d.close();
  await app?.close();
  await off?.close();
  await fake?.close();
});

function runner(db: Db = app.db, options: Partial<RunnerOptions> = {}) {
  const stop = startGenerationRunner({ db, log }, model, { ...OPTIONS, ...options });
  stops.push(stop);
  return stop;
}

async function clearLevels(levels: number[]) {
  await app.db
    .delete(questions)
    .where(
      and(
        eq(questions.examType, EXAM),
        inArray(questions.subject, [...SUBJECTS]),
        inArray(questions.level, levels),
      ),
    );
}

async function startJob(body: Record<string, unknown>): Promise<BulkJobDto> {
  const res = await admin.fetch('/api/admin/generation/jobs', {
    json: { examTypes: [EXAM], subjects: [...SUBJECTS], requestsPerMinute: 600, ...body },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as BulkJobDto;
}

async function latest(): Promise<BulkJobDto> {
  const res = await admin.fetch('/api/admin/generation/jobs/latest');
  expect(res.status).toBe(200);
  return ((await res.json()) as { job: BulkJobDto }).job;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const generationCalls = () => fake.requests.filter((r) => !r.system.includes('careful examiner'));
/** "NECO SSCE Literature level 41": which set a generation request was for. */
const setOf = (r: FakeLlmRequest) =>
  /questions for (.+?), level (\d+) of 50/.exec(r.prompt)!.slice(1).join(' level ');

const levelQuestions = (subject: string, level: number) =>
  questionsOfLevel(app.db, { examType: EXAM, subject, level });

describe('bulk generation routes', () => {
  it('are refused to students (403) and visitors (401)', async () => {
    for (const [client, status] of [
      [student, 403],
      [app.newClient(), 401],
    ] as const) {
      expect((await client.fetch('/api/admin/generation/jobs/latest')).status).toBe(status);
      expect(
        (await client.fetch('/api/admin/generation/jobs', { json: { levelFrom: 1, levelTo: 1 } }))
          .status,
      ).toBe(status);
      expect(
        (
          await client.fetch(
            '/api/admin/generation/jobs/00000000-0000-4000-8000-000000000000/actions',
            { json: { action: 'cancel' } },
          )
        ).status,
      ).toBe(status);
    }
    const [jobs] = await app.db.select({ n: sql<number>`count(*)::int` }).from(generationJobs);
    expect(jobs!.n).toBe(0);
  });

  it('without a configured model say what to set and start nothing', async () => {
    const offAdmin = (await off.createUser({ role: 'admin' })).client;
    const res = await offAdmin.fetch('/api/admin/generation/jobs', {
      json: { examTypes: [EXAM], subjects: ['literature'], levelFrom: 1, levelTo: 2 },
    });
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('AI_NOT_CONFIGURED');
  });

  it('validate the request: levels in order, known exams and subjects, limits', async () => {
    for (const json of [
      { levelFrom: 5, levelTo: 4 },
      { levelFrom: 0, levelTo: 4 },
      { examTypes: ['toefl'] },
      { examTypes: [] },
      { subjects: ['astrology'] },
      { concurrency: 9 },
      { requestsPerMinute: 0 },
      { tokenBudget: 10 },
    ]) {
      const res = await admin.fetch('/api/admin/generation/jobs', { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    // An empty body starts nothing: the scope must be stated (it used to mean "everything").
    const count = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(generationJobs))[0]!.n;
    const jobsBefore = await count();
    const empty = await admin.fetch('/api/admin/generation/jobs', { json: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose at least one exam',
    });
    expect(await count()).toBe(jobsBefore);
    const bad = await admin.fetch(
      '/api/admin/generation/jobs/00000000-0000-4000-8000-000000000000/actions',
      { json: { action: 'explode' } },
    );
    expect(bad.status).toBe(400);
  });
});

describe('bulk generation jobs', () => {
  it('run every set of 2 subjects × 2 levels into Review, skip a full level, and complete', async () => {
    await clearLevels([41, 42]);
    // Literature 42 already holds its 34 questions (40 × 42/50): skipped, not generated again.
    const full = Array.from({ length: 34 }, (_, i) => ({
      examType: EXAM,
      subject: 'literature',
      level: 42,
      questionText: `Existing literature question ${i} about the novel's narrator ${i * 7}`,
      options: { A: `a${i}`, B: `b${i}`, C: `c${i}`, D: `d${i}` },
      correctAnswer: 'A' as const,
    }));
    await app.db.insert(questions).values(full);
    const before = generationCalls().length;

    const job = await startJob({ levelFrom: 41, levelTo: 42, concurrency: 2 });
    expect(job).toMatchObject({ status: 'running', sets: { total: 4, pending: 4, finished: 0 } });
    // One job at a time.
    const second = await admin.fetch('/api/admin/generation/jobs', {
      json: { examTypes: [EXAM], subjects: ['literature'], levelFrom: 1, levelTo: 1 },
    });
    expect(second.status).toBe(409);

    runner();
    const done = await until(latest, (j) => j.status === 'completed');
    expect(done.sets).toMatchObject({ total: 4, finished: 4, done: 3, skipped: 1, failed: 0 });
    expect(done.secondsLeft).toBeNull();
    expect(done.results).toHaveLength(4);
    const skipped = done.results.find((r) => r.status === 'skipped')!;
    expect(skipped).toMatchObject({ subject: 'literature', level: 42 });
    expect(skipped.message).toMatch(/Already holds 34 active or pending questions \(34 wanted\)/);

    // Level 41 of a 40-question blueprint: round(40 × 41/50) = 33 questions, 33 minutes.
    const made = await levelQuestions('government', 41);
    expect(made).toHaveLength(33);
    expect(made.every((q) => q.pendingReview && !q.isActive)).toBe(true);
    expect(done.questionsCreated).toBe(33 * 3);
    const created = done.results.filter((r) => r.status === 'done').map((r) => r.created);
    expect(created).toEqual([33, 33, 33]);
    const setting = await settingOf(app.db, { examType: EXAM, subject: 'government', level: 41 });
    expect(setting?.timerMinutes).toBe(33);
    // Three sets, two calls each (the questions and the blind check); the fake counts 300 tokens a call.
    expect(generationCalls().length - before).toBe(3);
    expect(done.tokensUsed).toBe(3 * 2 * 300);
  });

  it('retries a 429 and a 5xx with backoff, fails a set after the last try with its message', async () => {
    await clearLevels([43]);
    let literatureCalls = 0;
    let governmentCalls = 0;
    script = (req) => {
      if (req.system.includes('careful examiner')) return writer(req);
      if (req.prompt.includes('Literature')) {
        literatureCalls++;
        return literatureCalls === 1 ? { status: 429, message: 'slow down' } : writer(req);
      }
      governmentCalls++;
      return { status: 503, message: 'overloaded' };
    };
    await startJob({ levelFrom: 43, levelTo: 43, concurrency: 2 });
    runner();
    const done = await until(latest, (j) => j.status === 'completed');
    expect(literatureCalls).toBe(2);
    expect(governmentCalls).toBe(MAX_SET_ATTEMPTS);
    const lit = done.results.find((r) => r.subject === 'literature')!;
    const gov = done.results.find((r) => r.subject === 'government')!;
    expect(lit).toMatchObject({ status: 'done', created: 34 });
    expect(gov.status).toBe('failed');
    expect(gov.message).toMatch(/503/);
    const rows = await app.db
      .select({ subject: generationJobSets.subject, attempts: generationJobSets.attempts })
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, done.id));
    expect(Object.fromEntries(rows.map((r) => [r.subject, r.attempts]))).toEqual({
      literature: 2,
      government: MAX_SET_ATTEMPTS,
    });
    expect(await levelQuestions('government', 43)).toHaveLength(0);
  });

  it('ends a set failed, not retried, when the model never answers valid JSON', async () => {
    await clearLevels([44]);
    script = (req) =>
      req.system.includes('careful examiner') ? writer(req) : { content: '{"questions": [' };
    await startJob({ subjects: ['literature'], levelFrom: 44, levelTo: 44 });
    runner();
    const done = await until(latest, (j) => j.status === 'completed');
    expect(done.results[0]).toMatchObject({ status: 'failed' });
    expect(done.results[0]!.message).toMatch(/valid JSON/);
    // Tokens of the failed tries still count against the budget.
    expect(done.tokensUsed).toBe(3 * 300);
  });

  it('pauses (no new set starts), resumes, and cancels (sets not started are cancelled)', async () => {
    await clearLevels([45, 46, 47]);
    await startJob({ levelFrom: 45, levelTo: 47, concurrency: 1 });
    const stop = runner();
    const first = await until(latest, (j) => j.sets.finished >= 1);
    let paused = await control(first.id, 'pause');
    expect(paused.status).toBe('paused');
    paused = await until(latest, (j) => j.sets.running === 0);
    const calls = generationCalls().length;
    await new Promise((r) => setTimeout(r, 400));
    expect(generationCalls().length).toBe(calls);
    expect((await latest()).sets.finished).toBe(paused.sets.finished);
    // A paused job cannot be paused again.
    const again = await admin.fetch(`/api/admin/generation/jobs/${first.id}/actions`, {
      json: { action: 'pause' },
    });
    expect(again.status).toBe(409);

    await control(first.id, 'resume');
    await until(latest, (j) => j.sets.finished >= paused.sets.finished + 1);
    await stop();
    const cancelled = await control(first.id, 'cancel');
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.finishedAt).not.toBeNull();
    expect(cancelled.sets.pending).toBe(0);
    expect(cancelled.sets.cancelled).toBe(6 - cancelled.sets.finished);
    const afterCancel = generationCalls().length;
    runner();
    await new Promise((r) => setTimeout(r, 300));
    expect(generationCalls().length).toBe(afterCancel);
    // Now a new job may start.
    const next = await admin.fetch('/api/admin/generation/jobs', {
      json: { examTypes: [EXAM], subjects: ['literature'], levelFrom: 45, levelTo: 45 },
    });
    expect(next.status).toBe(201);
  });

  it('stops at the token budget', async () => {
    await clearLevels([48, 49]);
    // Each set costs 600 tokens (two calls of 300): the budget of 1,000 is reached by the second.
    await startJob({ levelFrom: 48, levelTo: 49, concurrency: 1, tokenBudget: 1000 });
    runner();
    const stopped = await until(latest, (j) => j.status === 'stopped');
    expect(stopped.stopReason).toBe('Token budget reached: 1200 of 1000 tokens used.');
    expect(stopped.sets).toMatchObject({ done: 2, pending: 2 });
    expect(stopped.finishedAt).not.toBeNull();
    const calls = generationCalls().length;
    await new Promise((r) => setTimeout(r, 300));
    expect(generationCalls().length).toBe(calls);
  });

  it('resumes after a process dies mid-set (its lease ends) and never stores a set twice', async () => {
    await clearLevels([50]);
    const job = await startJob({ subjects: ['literature'], levelFrom: 50, levelTo: 50 });
    // A process claims the set and dies before finishing (nothing renews its 1-second lease).
    const dead = (await claimSet(app.db, job.id, 1))!;
    expect(dead).toMatchObject({ level: 50, attempts: 1 });
    runner(app.db, { leaseSeconds: 1 });
    const done = await until(latest, (j) => j.status === 'completed');
    expect(done.results[0]).toMatchObject({ status: 'done', created: 40 });
    // The dead process comes back and finishes its old claim: nothing is stored.
    const ac = new AbortController();
    await runSet({ db: app.db, model, claim: dead, options: OPTIONS, signal: ac.signal, log });
    expect(await levelQuestions('literature', 50)).toHaveLength(40);
    const [set] = await app.db
      .select()
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, job.id));
    expect(set).toMatchObject({ status: 'done', attempts: 2, created: 40 });
  });

  it('a stopping server puts its sets in flight back, and the next start takes them up', async () => {
    await clearLevels([40]);
    script = (req) => (req.system.includes('careful examiner') ? writer(req) : { hang: true });
    const job = await startJob({ subjects: ['literature'], levelFrom: 40, levelTo: 40 });
    const stop = runner();
    await until(
      async () => generationCalls().filter((r) => setOf(r).endsWith('level 40')).length,
      (n) => n >= 1,
    );
    stops.pop();
    await stop();
    const [back] = await app.db
      .select()
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, job.id));
    expect(back).toMatchObject({ status: 'pending', attempts: 0, claimToken: null });
    script = writer;
    runner();
    const done = await until(latest, (j) => j.status === 'completed');
    expect(done.results[0]).toMatchObject({ status: 'done', created: 32 });
  });
});

async function control(id: string, action: string): Promise<BulkJobDto> {
  const res = await admin.fetch(`/api/admin/generation/jobs/${id}/actions`, { json: { action } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as BulkJobDto;
}

describe('bulk generation edge cases', () => {
  it('retries a set whose blind check got a 429 instead of storing it unchecked', async () => {
    await clearLevels([46]);
    let blindCalls = 0;
    script = (req) => {
      if (!req.system.includes('careful examiner')) return writer(req);
      blindCalls++;
      return blindCalls === 1 ? { status: 429, message: 'slow down' } : writer(req);
    };
    const job = await startJob({ subjects: ['literature'], levelFrom: 46, levelTo: 46 });
    runner();
    const done = await until(latest, (j) => j.status === 'completed');
    expect(done.results[0]).toMatchObject({ status: 'done', flagged: 0 });
    const [set] = await app.db
      .select({ attempts: generationJobSets.attempts })
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, job.id));
    expect(set!.attempts).toBe(2);
    const stored = await levelQuestions('literature', 46);
    expect(
      stored.every((q) => (q.aiMetadata as { blindCheck: string }).blindCheck === 'done'),
    ).toBe(true);
  });

  it('cancel ends a set a dead process left running; no new job while a set is still in hand', async () => {
    await clearLevels([47]);
    const job = await startJob({ subjects: ['literature'], levelFrom: 47, levelTo: 47 });
    // A process holds the set (live lease) while the job is cancelled: the set finishes in hand.
    const held = (await claimSet(app.db, job.id, 30))!;
    const cancelled = await control(job.id, 'cancel');
    expect(cancelled.sets).toMatchObject({ running: 1, cancelled: 0 });
    const refused = await admin.fetch('/api/admin/generation/jobs', {
      json: { examTypes: [EXAM], subjects: ['government'], levelFrom: 47, levelTo: 47 },
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('still has sets finishing');
    // That process dies: once its lease ends the set no longer counts as in hand.
    await app.db
      .update(generationJobSets)
      .set({ leaseUntil: sql`now()` })
      .where(eq(generationJobSets.jobId, job.id));
    const after = await latest();
    expect(after.sets).toMatchObject({ running: 0 });
    // Its late failure does not put the set back into the cancelled job.
    const ac = new AbortController();
    ac.abort(new Error('stopping'));
    await runSet({ db: app.db, model, claim: held, options: OPTIONS, signal: ac.signal, log });
    const [set] = await app.db
      .select({ status: generationJobSets.status })
      .from(generationJobSets)
      .where(eq(generationJobSets.jobId, job.id));
    expect(set!.status).not.toBe('pending');
    const next = await admin.fetch('/api/admin/generation/jobs', {
      json: { examTypes: [EXAM], subjects: ['government'], levelFrom: 47, levelTo: 47 },
    });
    expect(next.status).toBe(201);
  });
});

describe('several server processes', () => {
  it('never generate one set twice', async () => {
    const levels = [41, 42, 43, 44, 45];
    await clearLevels(levels);
    // Two "processes": on PostgreSQL each with its own connection pool; PGlite is one process's.
    const second = usingPostgres()
      ? await openDatabase({ kind: 'postgres', url: (await getTestDatabase()).url!, max: 3 })
      : null;
    if (second) extraDatabases.push(second);
    const before = generationCalls().length;
    const job = await startJob({ levelFrom: 41, levelTo: 45, concurrency: 4 });
    runner(app.db);
    runner(second?.db ?? app.db);
    const done = await until(latest, (j) => j.status === 'completed', 40_000);
    expect(done.sets).toMatchObject({ total: 10, done: 10 });
    const asked = generationCalls().slice(before).map(setOf);
    expect(asked).toHaveLength(10);
    expect(new Set(asked).size).toBe(10);
    for (const subject of SUBJECTS)
      for (const level of levels) {
        const [set] = await app.db
          .select({ created: generationJobSets.created })
          .from(generationJobSets)
          .where(
            and(
              eq(generationJobSets.jobId, job.id),
              eq(generationJobSets.subject, subject),
              eq(generationJobSets.level, level),
            ),
          );
        expect(await levelQuestions(subject, level)).toHaveLength(set!.created);
      }
  });
});
