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
import autocannon from 'autocannon';
import { CSV_COLUMNS } from '../src/domain/question-csv';
import { startBuiltServer, type Server } from './lib';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ADMIN = 'bench-admin@preparena.test';

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
    // One start to measure the payload a phone downloads (gzipped).
    const probe = await fetch(`${server.url}/api/practice/quizzes`, { method: 'POST', headers: { cookie: cookies[0]!, origin: server.url, 'content-type': 'application/json' }, body });
    const probeText = await probe.text();
    const probeQuiz = JSON.parse(probeText) as { attemptId: string; questions: unknown[] };
    const payloadGzip = zlib.gzipSync(probeText).length;
    await fetch(`${server.url}/api/practice/quizzes/${probeQuiz.attemptId}/submit`, { method: 'POST', headers: { cookie: cookies[0]!, origin: server.url, 'content-type': 'application/json' }, body: '{}' });

    // autocannon: one connection per student, each looping start → submit with its own cookie.
    let nextCookie = 0;
    type Ctx = { cookie?: string; attemptId?: string; answers?: string };
    const headers = (ctx: Ctx) => ({ cookie: ctx.cookie!, origin: server.url, 'content-type': 'application/json' });
    const run = (duration: number) =>
      autocannon({
        url: server.url,
        connections: STUDENTS,
        duration,
        initialContext: {},
        requests: [
          {
            method: 'POST',
            path: '/api/practice/quizzes',
            setupRequest: (req, context: Ctx) => {
              context.cookie ??= cookies[nextCookie++ % cookies.length];
              return { ...req, headers: headers(context), body };
            },
            onResponse: (status, resBody, context: Ctx) => {
              if (status !== 200 && status !== 201) return;
              const quiz = JSON.parse(resBody) as { attemptId: string; questions: { id: string }[] };
              context.attemptId = quiz.attemptId;
              context.answers = JSON.stringify({ answers: Object.fromEntries(quiz.questions.map((q, i) => [q.id, 'ABCD'[i % 4]])) });
            },
          },
          {
            method: 'POST',
            setupRequest: (req, context: Ctx) => ({ ...req, path: `/api/practice/quizzes/${context.attemptId}/submit`, headers: headers(context), body: context.answers ?? '{}' }),
          },
        ],
      } as autocannon.Options);
    await run(3); // warm-up
    const before = cpuSnapshot(server.child.pid!);
    const result = await run(SECONDS);
    const cpu = cpuDelta(before, cpuSnapshot(server.child.pid!));
    return {
      database: kind,
      students: STUDENTS,
      seconds: SECONDS,
      submissionsPerSecond: Math.round(result.requests.total / 2 / SECONDS),
      requestsPerSecond: Math.round(result.requests.average),
      errors: result.errors + result.non2xx,
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      cpuMsPerSubmission: Object.fromEntries(Object.entries(cpu).map(([k, ms]) => [k, Math.round((ms / (result.requests.total / 2)) * 100) / 100])),
      startPayloadGzipBytes: payloadGzip,
      questionsPerQuiz: probeQuiz.questions.length,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU time (ms) used so far by the server, PostgreSQL's processes and this process (the load). */
function cpuSnapshot(serverPid: number) {
  const ticks = (pid: string | number) => {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (process.env.BENCH_CPU_SPLIT && pid === serverPid) console.error(`server utime ${f[11]} stime ${f[12]}`);
      return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, 100 ticks per second
    } catch {
      return 0;
    }
  };
  const postgres = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
  const self = process.cpuUsage();
  return { server: ticks(serverPid) + childTicks(serverPid, ticks), postgres: postgres.reduce((s, p) => s + ticks(p), 0), load: (self.user + self.system) / 1000 };
}
/** Worker processes of the server (cluster mode), if any. */
function childTicks(pid: number, ticks: (p: string) => number): number {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .reduce((s, c) => s + ticks(c), 0);
  } catch {
    return 0;
  }
}
function cpuDelta(a: ReturnType<typeof cpuSnapshot>, b: ReturnType<typeof cpuSnapshot>) {
  // PostgreSQL backends that ended during the run are lost; those that started count from zero.
  return { server: b.server - a.server, postgres: b.postgres - a.postgres, load: b.load - a.load };
}

export async function benchQuizLoad() {
  const only = process.env.BENCH_DATABASE; // pglite | postgres: one of the two
  const results: unknown[] = only === 'postgres' ? [] : [await run('pglite', {})];
  if (only === 'pglite') return { name: 'quiz start + submit under load', targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 }, results };
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
    const url = new URL(admin);
    url.pathname = `/${name}`;
    results.push(await run('postgres', { DATABASE_URL: url.toString(), ...(process.env.BENCH_WORKERS ? { WEB_CONCURRENCY: process.env.BENCH_WORKERS } : {}) }));
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  return { name: 'quiz start + submit under load', targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 }, results };
}
