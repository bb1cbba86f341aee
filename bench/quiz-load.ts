/**
 * Practice engine under load (issue 4): 100 concurrent students each looping start → submit of a
 * 40-question quiz against the built server, on PGlite and on PostgreSQL. Reports submissions
 * per second, latency percentiles and the gzipped size of the start payload.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import { CSV_COLUMNS } from '../src/domain/question-csv';
import { startBuiltServer, type Server } from './lib';

setGlobalDispatcher(new Agent({ connections: 256, pipelining: 1, keepAliveTimeout: 30_000 }));

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ADMIN = 'bench-admin@preparena.test';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? +s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!.toFixed(1) : 0;
};

async function account(server: Server, dataDir: string, email: string): Promise<string> {
  const password = 'bench-password-1';
  const headers = { 'content-type': 'application/json', origin: server.url };
  const up = await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: email.split('@')[0] }) });
  if (!up.ok) throw new Error(`sign-up ${up.status} ${await up.text()}`);
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 200 && !link; i++) {
    for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      let mail: { to: string; link?: string };
      try {
        mail = JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8'));
      } catch {
        continue; // still being written
      }
      if (mail.to === email) link = mail.link;
    }
    if (!link) await new Promise((r) => setTimeout(r, 25));
  }
  if (!link) throw new Error(`no verification mail for ${email}`);
  await fetch(link.replace(/^https?:\/\/[^/]+/, server.url), { redirect: 'manual' });
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`sign-in ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function uploadBank(server: Server, cookie: string) {
  const rows = Array.from({ length: 60 }, (_, i) =>
    ['JAMB', 'Economics', 'Demand and supply', 'medium', '1', `"Bench question ${i}: if the price of a good rises and demand falls by ${i + 2}%, what is this called?"`, `Option A ${i}`, `Option B ${i}`, `Option C ${i}`, `Option D ${i}`, 'ABCD'[i % 4], `Explanation ${i}: the law of demand.`].join(','),
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({ examType: 'jamb', subject: 'economics', level: '1', timerMinutes: '60', questionsPerLevel: '40', shuffleQuestions: 'true', isActive: 'true' })) form.set(k, v);
  form.set('file', new Blob([[CSV_COLUMNS.join(','), ...rows].join('\n')], { type: 'text/csv' }), 'bench.csv');
  const res = await fetch(`${server.url}/api/admin/questions/upload`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
  if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
}

async function run(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `preparena-bench-quiz-${kind}-`));
  const server = await startBuiltServer({ DATA_DIR: dataDir, NO_DEMO_USERS: '1', ADMIN_EMAILS: ADMIN, SIGN_IN_RATE_LIMIT: '100000', SIGN_UP_RATE_LIMIT: '100000', LOG_LEVEL: 'warn', ...env });
  try {
    await uploadBank(server, await account(server, dataDir, ADMIN));
    const cookies: string[] = [];
    for (let i = 0; i < STUDENTS; i += 10) {
      cookies.push(...(await Promise.all(Array.from({ length: Math.min(10, STUDENTS - i) }, (_, j) => account(server, dataDir, `bench-${i + j}@preparena.test`)))));
    }
    const body = JSON.stringify({ examType: 'jamb', subject: 'economics', level: 1 });
    let payloadGzip = 0;
    const startLat: number[] = [];
    const submitLat: number[] = [];
    let submissions = 0;
    let errors = 0;
    let measuring = false;
    const stopAt = { t: Infinity };
    const student = async (cookie: string) => {
      const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
      while (performance.now() < stopAt.t) {
        let t = performance.now();
        const s = await fetch(`${server.url}/api/practice/quizzes`, { method: 'POST', headers, body });
        const text = await s.text();
        if (measuring) startLat.push(performance.now() - t);
        if (!s.ok) {
          errors++;
          continue;
        }
        const quiz = JSON.parse(text) as { attemptId: string; questions: { id: string }[] };
        if (!payloadGzip) payloadGzip = zlib.gzipSync(text).length;
        const answers = Object.fromEntries(quiz.questions.map((q, i) => [q.id, 'ABCD'[i % 4]]));
        t = performance.now();
        const r = await fetch(`${server.url}/api/practice/quizzes/${quiz.attemptId}/submit`, { method: 'POST', headers, body: JSON.stringify({ answers }) });
        await r.arrayBuffer();
        if (!r.ok) errors++;
        else if (measuring) {
          submitLat.push(performance.now() - t);
          submissions++;
        }
      }
    };
    stopAt.t = performance.now() + 3000 + SECONDS * 1000;
    const warm = setTimeout(() => (measuring = true), 3000);
    const began = performance.now() + 3000;
    await Promise.all(cookies.map(student));
    clearTimeout(warm);
    const seconds = (performance.now() - began) / 1000;
    const both = startLat.map((s, i) => s + (submitLat[i] ?? 0));
    return {
      database: kind,
      students: STUDENTS,
      seconds: +seconds.toFixed(1),
      submissionsPerSecond: Math.round(submissions / seconds),
      errors,
      submitMs: { p50: pct(submitLat, 50), p95: pct(submitLat, 95), p99: pct(submitLat, 99) },
      startMs: { p50: pct(startLat, 50), p95: pct(startLat, 95), p99: pct(startLat, 99) },
      startPlusSubmitMs: { p50: pct(both, 50), p99: pct(both, 99) },
      startPayloadGzipBytes: payloadGzip,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchQuizLoad() {
  const results: unknown[] = [await run('pglite', {})];
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `preparena_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    results.push({ database: 'postgres', skipped: `no PostgreSQL at ${admin}` });
    return { name: 'quiz start + submit under load', targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 }, results };
  }
  await client.query(`create database ${name}`);
  try {
    results.push(await run('postgres', { DATABASE_URL: admin.replace(/\/[^/]*$/, `/${name}`) }));
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  return { name: 'quiz start + submit under load', targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 }, results };
}
