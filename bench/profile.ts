/**
 * The profile API for a student with 1,000 submitted quizzes (issue 10: p50 ≤ 50 ms), over HTTP
 * against the built server, on the embedded database and on PostgreSQL (when one answers at
 * BENCH_PG_URL). The history is written straight into the database, as the engine leaves it:
 * a year of practice over three exams, five subjects and ten levels, 20-question attempts with
 * their question list, answers and topic results (rows as wide as real ones), plus some
 * retry-my-mistakes quizzes.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { openDatabase, type OpenOptions } from '../src/server/db/client';
import { quizAttempts, user } from '../src/server/db/schema';
import type { OptionKey } from '../src/domain/questions';
import { PRACTICE_STRIDE, TOPIC_STRIDE, type ProgressSeries } from '../src/domain/profile-progress';
import { account, median, startBuiltServer, type Server } from './lib';

const ATTEMPTS = Number(process.env.BENCH_PROFILE_ATTEMPTS ?? 1000);
const REQUESTS = 200;
const TARGET_P50_MS = 50;

const EXAMS = ['jamb', 'waec', 'neco'];
const SUBJECTS = ['mathematics', 'english', 'physics', 'chemistry', 'biology'];
const TOPICS = Array.from({ length: 8 }, (_, i) => `Syllabus topic ${i + 1}`);

/** One student's history: 3 quizzes a day for 334 days, ending today. */
export function history(userId: string) {
  const now = Date.now();
  return Array.from({ length: ATTEMPTS }, (_, i) => {
    const completedAt = new Date(now - Math.floor(i / 3) * 86_400_000 - (i % 3) * 3_600_000);
    const ids = Array.from({ length: 20 }, () => crypto.randomUUID());
    const order: OptionKey[] = ['A', 'B', 'C', 'D'];
    const correct = (i * 7) % 21;
    const retry = i % 10 === 9;
    const topicResults: Record<string, [number, number]> = {};
    for (let q = 0; q < 20; q++) {
      const t = TOPICS[(i + q) % 5]!;
      const r = (topicResults[t] ??= [0, 0]);
      r[0] += q < correct ? 1 : 0;
      r[1] += 1;
    }
    return {
      userId,
      kind: retry ? ('retry' as const) : ('practice' as const),
      target: `bench-${i}`,
      examType: EXAMS[i % 3]!,
      subject: SUBJECTS[Math.floor(i / 3) % 5]!,
      level: retry ? 0 : 1 + (Math.floor(i / 15) % 10),
      questions: ids.map((id) => ({ id, optionOrder: order })),
      answers: Object.fromEntries(ids.map((id, q) => [id, order[q % 4]!])),
      startedAt: new Date(completedAt.getTime() - 900_000),
      deadlineAt: new Date(completedAt.getTime() + 300_000),
      completedAt,
      score: Math.round((correct / 20) * 100),
      correctAnswers: correct,
      totalQuestions: 20,
      timeTaken: 600 + (i % 300),
      topicResults,
      missed: ids.map((_, q) => (q < correct ? '0' : '1')).join(''),
    };
  });
}

async function seed(options: OpenOptions, email: string) {
  const database = await openDatabase(options);
  try {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email}`);
    const rows = history(row.id);
    for (let i = 0; i < rows.length; i += 200)
      await database.db.insert(quizAttempts).values(rows.slice(i, i + 200));
  } finally {
    await database.close();
  }
}

/** Sequential GETs on one keep-alive connection, after a warm-up: latency percentiles. */
async function timeGets(server: Server, cookie: string, path: string) {
  const get = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, {
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    const text = await res.text(); // undici decodes gzip; content-length is the wire size
    if (!res.ok) throw new Error(`${path} ${res.status}: ${text}`);
    return {
      ms: performance.now() - started,
      wire: Number(res.headers.get('content-length')),
      text,
    };
  };
  for (let i = 0; i < 20; i++) await get(); // warm-up: statement plans, caches
  const times: number[] = [];
  let last = await get();
  for (let i = 0; i < REQUESTS; i++) {
    last = await get();
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return {
    last,
    p50Ms: +median(times).toFixed(1),
    p90Ms: +times[Math.floor(times.length * 0.9)]!.toFixed(1),
    maxMs: +times.at(-1)!.toFixed(1),
  };
}

async function measure(server: Server, cookie: string) {
  // The floor beside it, on the same server: the shell's own small GET /api/me.
  const floor = await timeGets(server, cookie, '/api/me');
  const { last, ...latency } = await timeGets(server, cookie, '/api/me/profile');
  const body = JSON.parse(last.text) as { progress: ProgressSeries };
  return {
    ...latency,
    floorApiMeP50Ms: floor.p50Ms,
    answerBytes: Buffer.byteLength(last.text),
    answerGzipBytes: last.wire || zlib.gzipSync(last.text, { level: 4 }).length,
    levelDays: body.progress.practice.length / PRACTICE_STRIDE,
    topicDays: body.progress.topic.length / TOPIC_STRIDE,
  };
}

async function run(kind: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `preparena-bench-profile-${kind}-`));
  const env = {
    DATA_DIR: dataDir,
    NO_DEMO_USERS: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let server = await startBuiltServer(env);
  try {
    const email = 'bench-profile@preparena.test';
    const cookie = await account(server, dataDir, email);
    // The embedded database has one owner at a time: write the history between two runs.
    await server.stop();
    await seed(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
      email,
    );
    server = await startBuiltServer(env);
    return { database: kind, attempts: ATTEMPTS, ...(await measure(server, cookie)) };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchProfile() {
  const only = process.env.BENCH_DATABASE; // pglite | postgres: one of the two
  const results: unknown[] = only === 'postgres' ? [] : [await run('pglite')];
  if (only !== 'pglite') {
    const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `preparena_bench_${Date.now().toString(36)}`;
    const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
    let connected = false;
    try {
      await client.connect();
      connected = true;
    } catch {
      results.push({ database: 'postgres', skipped: `no PostgreSQL at ${admin}` });
    }
    if (connected) {
      await client.query(`create database ${name}`);
      try {
        const url = new URL(admin);
        url.pathname = `/${name}`;
        results.push(await run('postgres', url.toString()));
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    }
  }
  return {
    name: 'GET /api/me/profile, a student with 1,000 submitted quizzes (sequential, over HTTP)',
    target: { p50Ms: TARGET_P50_MS },
    results,
  };
}
