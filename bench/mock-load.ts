/**
 * Exam mocks under load (issue 23): 100 premium students each looping start → submit of a JAMB
 * UTME paper (Use of English, Mathematics, Physics, Chemistry: 180 questions, every one
 * answered) against the built server, offered at BENCH_MOCK_RATE submitted papers a second
 * (default 200) on a schedule, then back to back (capacity). Reports the submit's and the
 * start's latency percentiles separately (the target is the submit's p99 ≤ 100 ms on
 * PostgreSQL) and the gzipped size of a start (target ≤ 25 KB). The bank is the one a fresh
 * install ships.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Client } from 'undici';
import { account, adminCookie, loadBenchEnv, startBuiltServer, type Server } from './lib';
import { cpuDelta, cpuSnapshot, request } from './quiz-load';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RATE = Number(process.env.BENCH_MOCK_RATE ?? 200);
const PAPER = JSON.stringify({
  exam: 'jamb',
  subjects: ['english', 'mathematics', 'physics', 'chemistry'],
});
const TARGETS = {
  submitP99Ms: 100,
  offeredSubmissionsPerSecond: RATE,
  startPayloadGzipBytes: 25_600,
};

/** Thirty days of Premium for a student, through the admin's API (unlimited mocks). */
async function grantPremium(server: Server, admin: string, email: string) {
  const headers = { cookie: admin, origin: server.url, 'content-type': 'application/json' };
  const found = await fetch(
    `${server.url}/api/admin/subscriptions?email=${encodeURIComponent(email)}`,
    { headers },
  );
  if (!found.ok) throw new Error(`find ${email}: ${found.status}`);
  const { user } = (await found.json()) as { user: { id: string } };
  const res = await fetch(`${server.url}/api/admin/subscriptions/grant`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId: user.id, days: 30, reason: 'bench' }),
  });
  if (!res.ok) throw new Error(`grant ${email}: ${res.status} ${await res.text()}`);
}

type Paper = { attemptId: string; answers: string };

/** A started paper as the load generator needs it: its id and a body answering every question. */
function paperOf(text: string): Paper {
  const { attemptId, questions } = JSON.parse(text) as {
    attemptId: string;
    questions: { id: string }[];
  };
  const ids = questions.map((q) => q.id);
  const answers = JSON.stringify({
    answers: Object.fromEntries(ids.map((id, i) => [id, 'ABCD'[i % 4]])),
  });
  return { attemptId, answers };
}

const pct = (xs: number[], q: number) =>
  xs.length ? Math.round(xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!) : null;
const summary = (xs: number[]) => {
  xs.sort((a, b) => a - b);
  return {
    count: xs.length,
    p50: pct(xs, 0.5),
    p90: pct(xs, 0.9),
    p99: pct(xs, 0.99),
    max: pct(xs, 1),
  };
};

/**
 * Each student holds one started paper; when its turn is due (open loop: student i every
 * students/rate seconds, staggered) it submits it — latency counted from when it was due — and
 * starts its next. Without a rate, back to back.
 */
async function phase(server: Server, cookies: string[], papers: Paper[], rate?: number) {
  const submits: number[] = [];
  const starts: number[] = [];
  const statuses: Record<string, number> = {};
  let done = 0;
  let errors = 0;
  const t0 = performance.now() + 50;
  const end = t0 + SECONDS * 1000;
  const period = rate ? (cookies.length / rate) * 1000 : 0;
  const before = cpuSnapshot(server.child.pid!);
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const client = new Client(server.url, { pipelining: 1, keepAliveTimeout: 60_000 });
      let due = t0 + (period * i) / cookies.length;
      try {
        for (;;) {
          const wait = due - performance.now();
          if (period && wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() >= end) break;
          const from = period ? due : performance.now();
          const { attemptId, answers } = papers[i]!;
          try {
            const s = await request(
              client,
              server.url,
              cookie,
              `/api/mocks/papers/${attemptId}/submit`,
              answers,
              false,
            );
            submits.push(performance.now() - from);
            statuses[s.status] = (statuses[s.status] ?? 0) + 1;
            if (s.status === 200) done++;
            else errors++;
            const t = performance.now();
            const next = await request(client, server.url, cookie, '/api/mocks/papers', PAPER);
            starts.push(performance.now() - t);
            statuses[next.status] = (statuses[next.status] ?? 0) + 1;
            if (next.status !== 201 && next.status !== 200) {
              errors++;
              break;
            }
            papers[i] = paperOf(next.text);
          } catch {
            errors++;
            break;
          }
          due += period;
        }
      } finally {
        await client.close();
      }
    }),
  );
  const cpu = cpuDelta(before, cpuSnapshot(server.child.pid!));
  return {
    ...(rate ? { offeredSubmissionsPerSecond: rate } : {}),
    submissionsPerSecond: Math.round(done / SECONDS),
    errors,
    statusCodes: statuses,
    submitLatencyMs: summary(submits),
    startLatencyMs: summary(starts),
    cpuMsPerPaper: Object.fromEntries(
      Object.entries(cpu).map(([k, ms]) => [k, Math.round((ms / Math.max(1, done)) * 100) / 100]),
    ),
  };
}

async function run(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `preparena-bench-mock-${kind}-`));
  const server = await startBuiltServer({ ...loadBenchEnv(dataDir), ...env });
  try {
    const admin = await adminCookie(server, dataDir);
    const cookies: string[] = [];
    for (let i = 0; i < STUDENTS; i += 10) {
      const batch = Array.from(
        { length: Math.min(10, STUDENTS - i) },
        (_, j) => `mock-${i + j}@preparena.test`,
      );
      cookies.push(...(await Promise.all(batch.map((e) => account(server, dataDir, e)))));
      for (const e of batch) await grantPremium(server, admin, e);
    }
    // One start as a phone makes it: the bytes it downloads (gzipped by the server).
    const probe = await request(
      new Client(server.url),
      server.url,
      cookies[0]!,
      '/api/mocks/papers',
      PAPER,
    );
    if (probe.status !== 201 && probe.status !== 200)
      throw new Error(`start ${probe.status}: ${probe.text.slice(0, 300)}`);
    const parsed = JSON.parse(probe.text) as {
      attemptId: string;
      questions: { correctAnswer?: unknown; explanation?: unknown }[];
      paper: { sections: { subject: string; count: number }[] };
    };
    if (parsed.questions.some((q) => 'correctAnswer' in q || 'explanation' in q))
      throw new Error('a running paper carries keys');
    const papers: Paper[] = [paperOf(probe.text)];
    for (let i = 1; i < cookies.length; i++) {
      const s = await request(
        new Client(server.url),
        server.url,
        cookies[i]!,
        '/api/mocks/papers',
        PAPER,
      );
      papers.push(paperOf(s.text));
    }
    await phase(server, cookies, papers, Math.min(RATE, 50)); // warm-up
    return {
      database: kind,
      serverProcesses: kind === 'postgres' ? Number(process.env.BENCH_WORKERS ?? 1) : 1,
      students: STUDENTS,
      seconds: SECONDS,
      questionsPerPaper: parsed.questions.length,
      sections: parsed.paper.sections.map((s) => `${s.subject} ${s.count}`),
      startPayloadGzipBytes: probe.wireBytes,
      atTarget: await phase(server, cookies, papers, RATE),
      capacity: await phase(server, cookies, papers),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMockLoad() {
  const name = 'UTME mock papers: start + submit of 180 answers under load';
  const only = process.env.BENCH_DATABASE; // pglite | postgres: one of the two
  const results: unknown[] = only === 'postgres' ? [] : [await run('pglite', {})];
  if (only === 'pglite') return { name, targets: TARGETS, results };
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const db = `preparena_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    results.push({ database: 'postgres', skipped: `no PostgreSQL at ${adminUrl}` });
    return { name, targets: TARGETS, results };
  }
  await client.query(`create database ${db}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${db}`;
    results.push(
      await run('postgres', {
        DATABASE_URL: url.toString(),
        ...(process.env.BENCH_WORKERS ? { WEB_CONCURRENCY: process.env.BENCH_WORKERS } : {}),
      }),
    );
  } finally {
    await client.query(`drop database if exists ${db} with (force)`);
    await client.end();
  }
  return { name, targets: TARGETS, results };
}
