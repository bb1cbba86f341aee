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
import Papa from 'papaparse';
import { Client } from 'undici';
import { CSV_COLUMNS } from '../src/domain/question-csv';
import {
  account,
  adminCookie,
  cpuReading,
  loadBenchEnv,
  startBuiltServer,
  type Server,
} from './lib';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TARGET_RATE = Number(process.env.BENCH_RATE ?? 500);
const ATTEMPT_ID = /"attemptId":"([0-9a-f-]{36})"/;
const QUESTION_ID = /\{"id":"([0-9a-f-]{36})"/g;

/**
 * 80 real questions (texts, options, explanations) from the starter bank, uploaded as JAMB
 * Economics level 1, whose setting draws 40: the payloads are the size students get, and the
 * level is ready (it serves twice its draw, issue 20). Their topic becomes one of Economics'
 * syllabus, which uploads require.
 */
async function uploadBank(server: Server, cookie: string) {
  const dir = 'content/starter-bank';
  const source = fs
    .readdirSync(dir)
    .flatMap((subject) =>
      ['level-2.csv', 'level-3.csv'].map((f) =>
        fs.readFileSync(path.join(dir, subject, f), 'utf8'),
      ),
    )
    .flatMap(
      (csv) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data,
    );
  const rows = source.slice(0, 80).map((r) => ({
    ...r,
    exam_name: 'JAMB',
    exams: '',
    subject_name: 'Economics',
    topic: 'Basic economic concepts',
    level_tag: '1',
  }));
  if (rows.length < 80) throw new Error('the starter bank has fewer than 80 questions');
  const form = new FormData();
  for (const [k, v] of Object.entries({
    examType: 'jamb',
    subject: 'economics',
    level: '1',
    timerMinutes: '60',
    questionsPerLevel: '40',
    shuffleQuestions: 'true',
    isActive: 'true',
    confirmReplace: 'true',
  }))
    form.set(k, v);
  form.set(
    'file',
    new Blob([Papa.unparse(rows, { columns: [...CSV_COLUMNS] })], { type: 'text/csv' }),
    'bench.csv',
  );
  const res = await fetch(`${server.url}/api/admin/questions/upload`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
    body: form,
  });
  if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
}

async function run(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `preparena-bench-quiz-${kind}-`));
  const server = await startBuiltServer({ ...loadBenchEnv(dataDir), ...env });
  try {
    await uploadBank(server, await adminCookie(server, dataDir));
    const cookies: string[] = [];
    for (let i = 0; i < STUDENTS; i += 10) {
      cookies.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, STUDENTS - i) }, (_, j) =>
            account(server, dataDir, `bench-${i + j}@preparena.test`),
          ),
        )),
      );
    }
    const start = JSON.stringify({ examType: 'jamb', subject: 'economics', level: 1 });
    // One start as a phone makes it, to measure the bytes it downloads (gzipped by the server).
    const probe = await request(
      new Client(server.url),
      server.url,
      cookies[0]!,
      '/api/practice/quizzes',
      start,
    );
    const probeQuiz = JSON.parse(probe.text) as { attemptId: string; questions: unknown[] };
    const payloadGzip = probe.wireBytes;
    if (
      [...probe.text.matchAll(QUESTION_ID)].length !== probeQuiz.questions.length ||
      ATTEMPT_ID.exec(probe.text)?.[1] !== probeQuiz.attemptId
    )
      throw new Error('the load generator would misread a start answer');
    await fetch(`${server.url}/api/practice/quizzes/${probeQuiz.attemptId}/submit`, {
      method: 'POST',
      headers: { cookie: cookies[0]!, origin: server.url, 'content-type': 'application/json' },
      body: '{}',
    });

    const run = (seconds: number, submissionsPerSecond?: number) =>
      runStudents({
        url: server.url,
        cookies,
        seconds,
        loopsPerSecond: submissionsPerSecond,
        // One loop: start a quiz, answer every question, submit.
        loop: async (send) => {
          const started = await send('/api/practice/quizzes', start);
          if (started.status !== 200 && started.status !== 201) return false;
          // What a phone needs from the answer, read without building the whole object (the
          // load generator shares the server's two cores): the attempt id and question ids.
          const attemptId = ATTEMPT_ID.exec(started.text)![1]!;
          const ids = [...started.text.matchAll(QUESTION_ID)].map((m) => m[1]!);
          const answers = JSON.stringify({
            answers: Object.fromEntries(ids.map((id, i) => [id, 'ABCD'[i % 4]])),
          });
          const submitted = await send(`/api/practice/quizzes/${attemptId}/submit`, answers, false);
          return submitted.status === 200;
        },
      });
    await run(3); // warm-up
    /** One measured phase: throughput, latency and the CPU each part of the machine spent. */
    const phase = async (rate?: number) => {
      const before = cpuSnapshot(server.child.pid!);
      const result = await run(SECONDS, rate);
      const cpu = cpuDelta(before, cpuSnapshot(server.child.pid!));
      const pct = (q: number) =>
        Math.round(
          result.latencies[
            Math.min(result.latencies.length - 1, Math.floor(q * result.latencies.length))
          ]!,
        );
      return {
        ...(rate ? { offeredSubmissionsPerSecond: rate } : {}),
        submissionsPerSecond: Math.round(result.loops / SECONDS),
        requests: result.latencies.length,
        errors: result.errors,
        ...(Object.keys(result.statuses).some((c) => c >= '300')
          ? { statusCodes: result.statuses }
          : {}),
        // Per request; in the open loop counted from when a quiz start was due, not when sent.
        latencyMs: {
          p50: pct(0.5),
          p90: pct(0.9),
          p99: pct(0.99),
          max: Math.round(result.latencies.at(-1)!),
        },
        cpuMsPerSubmission: Object.fromEntries(
          Object.entries(cpu).map(([k, ms]) => [
            k,
            Math.round((ms / Math.max(1, result.loops)) * 100) / 100,
          ]),
        ),
      };
    };
    return {
      database: kind,
      serverProcesses: kind === 'postgres' ? Number(process.env.WEB_CONCURRENCY ?? 1) : 1,
      students: STUDENTS,
      seconds: SECONDS,
      // The target: 500 submissions/s offered by 100 students, answered with p99 <= 100 ms.
      atTarget: await phase(TARGET_RATE),
      // Capacity: every student starts the next request as soon as the last one is answered.
      capacity: await phase(),
      startPayloadGzipBytes: payloadGzip,
      questionsPerQuiz: probeQuiz.questions.length,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU time (ms) used so far by the server, PostgreSQL's processes and this process (the load). */
export function cpuSnapshot(serverPid: number) {
  const { server, postgres, load } = cpuReading(serverPid);
  return { server, postgres: [...postgres.values()].reduce((s, ms) => s + ms, 0), load };
}
export function cpuDelta(a: ReturnType<typeof cpuSnapshot>, b: ReturnType<typeof cpuSnapshot>) {
  // PostgreSQL backends that ended during the run are lost; those that started count from zero.
  return { server: b.server - a.server, postgres: b.postgres - a.postgres, load: b.load - a.load };
}

export async function benchQuizLoad() {
  const only = process.env.BENCH_DATABASE; // pglite | postgres: one of the two
  const results: unknown[] = only === 'postgres' ? [] : [await run('pglite', {})];
  if (only === 'pglite')
    return {
      name: 'quiz start + submit under load',
      targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 },
      results,
    };
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `preparena_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    results.push({ database: 'postgres', skipped: `no PostgreSQL at ${admin}` });
    return {
      name: 'quiz start + submit under load',
      targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 },
      results,
    };
  }
  await client.query(`create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    results.push(
      await run('postgres', {
        DATABASE_URL: url.toString(),
        ...(process.env.BENCH_WORKERS ? { WEB_CONCURRENCY: process.env.BENCH_WORKERS } : {}),
      }),
    );
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  return {
    name: 'quiz start + submit under load',
    targets: { submissionsPerSecond: 500, p99Ms: 100, startPayloadGzipBytes: 30720 },
    results,
  };
}

export type Answer = { status: number; text: string; wireBytes: number };

/** One POST on a student's connection, as a phone sends it (gzip accepted, JSON body). */
export async function request(
  client: Client,
  origin: string,
  cookie: string,
  path: string,
  body: string,
  read = true,
): Promise<Answer> {
  const res = await client.request({
    method: 'POST',
    path,
    headers: { cookie, origin, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body,
  });
  const raw = Buffer.from(await res.body.arrayBuffer()); // a view, not a copy
  if (!read) return { status: res.statusCode, text: '', wireBytes: raw.length };
  const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(
    'utf8',
  );
  return { status: res.statusCode, text, wireBytes: raw.length };
}

type LoadResult = {
  loops: number;
  errors: number;
  statuses: Record<string, number>;
  latencies: number[];
};

/**
 * Students, each on its own keep-alive connection with its own session, repeating `loop`.
 * With `loopsPerSecond` the load is offered on a schedule (open loop, like students who do not
 * wait for each other): student i begins a loop every students/rate seconds, staggered evenly;
 * the first request's latency counts from when the loop was due, so a server that falls behind
 * shows it (no coordinated omission). Without a rate each student loops back to back (closed
 * loop): the capacity.
 */
async function runStudents({
  url,
  cookies,
  seconds,
  loopsPerSecond,
  loop,
}: {
  url: string;
  cookies: string[];
  seconds: number;
  loopsPerSecond?: number;
  /** `read: false` skips decoding an answer the scenario does not look into. */
  loop: (send: (path: string, body: string, read?: boolean) => Promise<Answer>) => Promise<boolean>;
}): Promise<LoadResult> {
  const result: LoadResult = { loops: 0, errors: 0, statuses: {}, latencies: [] };
  const t0 = performance.now() + 50;
  const end = t0 + seconds * 1000;
  const period = loopsPerSecond ? (cookies.length / loopsPerSecond) * 1000 : 0;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const client = new Client(url, { pipelining: 1, keepAliveTimeout: 60_000 });
      let due = t0 + (period * i) / cookies.length;
      try {
        for (;;) {
          const wait = due - performance.now();
          if (period && wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (performance.now() >= end) break;
          let first = true;
          const ok = await loop(async (path, body, read) => {
            const from = first && period ? due : performance.now();
            first = false;
            try {
              const answer = await request(client, url, cookie, path, body, read);
              result.latencies.push(performance.now() - from);
              result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
              return answer;
            } catch {
              result.errors++;
              return { status: 0, text: '', wireBytes: 0 };
            }
          });
          if (ok && performance.now() <= end) result.loops++;
          else if (!ok) result.errors++;
          due += period;
        }
      } finally {
        await client.close();
      }
    }),
  );
  result.latencies.sort((a, b) => a - b);
  return result;
}
