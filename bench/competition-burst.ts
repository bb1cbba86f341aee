/**
 * A competition's last minute (issue 12): 10,000 registered entrants on 100–200 connections, all
 * entered, whose submits arrive over the last 60 s before the end with half in the final 10 s,
 * while 50 phones poll the leaderboard every 15 s. PostgreSQL, the built server, the load
 * generator on the same two cores. Reports submissions lost or refused (target 0), answered
 * before the deadline + grace, submit p99 (≤ 500 ms), leaderboard p99 (≤ 200 ms), and the CPU per
 * submission of the server, PostgreSQL and the load generator.
 *
 * The entrants are written straight into the database (accounts, sessions, premium,
 * registrations: signing 10,000 students up through the API would take the machine an hour of
 * password hashing); everything they then do goes through HTTP: the entry, the submit, the
 * leaderboard. The competition is created by the admin's CSV route and activated by the API.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import Papa from 'papaparse';
import { Client } from 'undici';
import { CSV_COLUMNS } from '../src/domain/question-csv';
import { SUBMIT_GRACE_SECONDS } from '../src/domain/quiz';
import { adminCookie, cpuReading, loadBenchEnv, startBuiltServer, type Server } from './lib';

const ENTRANTS = Number(process.env.BENCH_BURST_ENTRANTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_BURST_CONNECTIONS ?? 150);
const POLLERS = 50;
const POLL_EVERY_MS = 15_000;
const WINDOW_S = 60;
const FINAL_S = 10;
/** Time allowed for every entrant to start their entry before the last minute begins. */
const START_PHASE_S = Number(process.env.BENCH_BURST_START_SECONDS ?? 240);
const QUESTIONS = 20;
const SECRET = 'bench-burst-secret-0123456789-abcdefghij';
const TARGETS = { lostOrRefused: 0, submitP99Ms: 500, leaderboardP99Ms: 200 };
const ATTEMPT_ID = /"attemptId":"([0-9a-f-]{36})"/;
const QUESTION_ID = /\{"id":"([0-9a-f-]{36})"/g;

const FIRST = [
  'Chidinma',
  'Tunde',
  'Ngozi',
  'Emeka',
  'Aisha',
  'Ibrahim',
  'Funmi',
  'Kelechi',
  'Zainab',
  'Segun',
];
const LAST = [
  'Okafor',
  'Bakare',
  'Eze',
  'Obi',
  'Bello',
  'Musa',
  'Adeyemi',
  'Nwosu',
  'Lawal',
  'Okon',
];

/** Better Auth's signed session cookie for a token (better-call: `token.base64(HMAC-SHA256)`). */
const sessionCookie = (token: string) =>
  `better-auth.session_token=${encodeURIComponent(
    `${token}.${crypto.createHmac('sha256', SECRET).update(token).digest('base64')}`,
  )}`;

/** Accounts, sessions, premium and registrations, 1,000 rows a statement. */
async function seedEntrants(url: string, competitionId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const cookies: string[] = [];
  try {
    for (let from = 0; from < ENTRANTS; from += 1000) {
      const n = Math.min(1000, ENTRANTS - from);
      const ids = Array.from({ length: n }, () => crypto.randomUUID());
      const tokens = Array.from({ length: n }, () => crypto.randomBytes(24).toString('base64url'));
      const names = ids.map(
        (_, i) => `${FIRST[(from + i) % 10]} ${LAST[Math.floor((from + i) / 10) % 10]}`,
      );
      const emails = ids.map((id) => `burst-${id}@preparena.test`);
      await client.query('begin');
      await client.query(
        `insert into "user" (id, name, email, email_verified) select * , true from unnest($1::text[], $2::text[], $3::text[])`,
        [ids, names, emails],
      );
      await client.query(
        `insert into profiles (id, email, full_name) select * from unnest($1::text[], $2::text[], $3::text[])`,
        [ids, emails, names],
      );
      await client.query(
        `insert into session (id, token, expires_at, user_id)
           select gen_random_uuid()::text, t, now() + interval '1 day', u from unnest($1::text[], $2::text[]) as x(t, u)`,
        [tokens, ids],
      );
      await client.query(
        `insert into subscriptions (user_id, ends_at) select u, now() + interval '30 days' from unnest($1::text[]) as u`,
        [ids],
      );
      await client.query(
        `insert into competition_participants (competition_id, user_id) select $1::uuid, u from unnest($2::text[]) as u`,
        [competitionId, ids],
      );
      await client.query('commit');
      cookies.push(...tokens.map(sessionCookie));
    }
    await client.query('analyze');
  } finally {
    await client.end();
  }
  return cookies;
}

/** Twenty real starter-bank questions, as the admin's competition CSV. */
function competitionCsv(): string {
  const parsed = Papa.parse<Record<string, string>>(
    fs.readFileSync('content/starter-bank/mathematics/level-2.csv', 'utf8'),
    { header: true, skipEmptyLines: true },
  );
  // The competition's own exam serves them (issue 20: a row's exams must include it).
  const rows = parsed.data.map((r) => ({ ...r, exams: '' })).slice(0, QUESTIONS);
  return Papa.unparse(rows, { columns: [...CSV_COLUMNS] });
}

async function createCompetition(server: Server, cookie: string, end: number) {
  const start = Date.now() - 60_000;
  const details = {
    title: 'Burst Cup',
    examType: 'jamb',
    subject: 'mathematics',
    startTime: new Date(start).toISOString(),
    endTime: new Date(end).toISOString(),
    // Every entry's deadline is then the end (min(entry + duration, end)).
    durationMinutes: Math.floor((end - start) / 60_000),
  };
  const form = new FormData();
  form.set('details', JSON.stringify(details));
  form.set('file', new Blob([competitionCsv()], { type: 'text/csv' }), 'burst.csv');
  const headers = { cookie, origin: server.url };
  const created = await fetch(`${server.url}/api/admin/competitions/csv`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (created.status !== 201) throw new Error(`create ${created.status} ${await created.text()}`);
  const { competition } = (await created.json()) as {
    competition: { id: string; questionCount: number };
  };
  if (competition.questionCount !== QUESTIONS) throw new Error('the CSV lost questions');
  const activated = await fetch(`${server.url}/api/admin/competitions/${competition.id}/activate`, {
    method: 'POST',
    headers,
  });
  if (!activated.ok) throw new Error(`activate ${activated.status} ${await activated.text()}`);
  return competition.id;
}

type Answer = { status: number; text: string };
async function send(
  client: Client,
  origin: string,
  cookie: string,
  method: 'GET' | 'POST',
  urlPath: string,
  body?: string,
): Promise<Answer> {
  const res = await client.request({
    method,
    path: urlPath,
    headers: {
      cookie,
      origin,
      'accept-encoding': 'gzip',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body,
  });
  const raw = Buffer.from(await res.body.arrayBuffer());
  const text = (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(
    'utf8',
  );
  return { status: res.statusCode, text };
}

const percentile = (sorted: number[], q: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!)
    : null;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 0.5),
    p90: percentile(s, 0.9),
    p99: percentile(s, 0.99),
    max: percentile(s, 1),
  };
};
/**
 * CPU spent between two readings. PostgreSQL is counted per process, so one that ended between
 * them (the seeding connection, an autovacuum worker) is left out instead of making the sum
 * negative; one that started counts from zero.
 */
function cpuSpent(a: ReturnType<typeof cpuReading>, b: ReturnType<typeof cpuReading>) {
  let postgres = 0;
  for (const [pid, t] of b.postgres) postgres += Math.max(0, t - (a.postgres.get(pid) ?? 0));
  return {
    server: b.server - a.server,
    postgres,
    load: b.load - a.load,
    machine: b.machine - a.machine,
  };
}

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));

/** A seeded random source, so every run offers the same schedule. */
function seeded(seed: number) {
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

async function run(url: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bench-burst-'));
  const server = await startBuiltServer({
    ...loadBenchEnv(dataDir),
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: SECRET,
  });
  const clients: Client[] = [];
  try {
    const admin = await adminCookie(server, dataDir);
    const end = Date.now() + (START_PHASE_S + WINDOW_S + 20) * 1000;
    const competitionId = await createCompetition(server, admin, end);
    const seedStarted = performance.now();
    const cookies = await seedEntrants(url, competitionId);
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    for (let i = 0; i < CONNECTIONS + POLLERS; i++)
      clients.push(new Client(server.url, { pipelining: 1, keepAliveTimeout: 600_000 }));
    const lanes = Array.from({ length: CONNECTIONS }, (_, c) =>
      cookies.map((_, i) => i).filter((i) => i % CONNECTIONS === c),
    );

    // Every entrant enters (as fast as the server lets them), before the last minute.
    const entries: { attemptId: string; questionIds: string[] }[] = new Array(ENTRANTS);
    const startLatencies: number[] = [];
    let startErrors = 0;
    const entered = performance.now();
    await Promise.all(
      lanes.map(async (lane, c) => {
        for (const i of lane) {
          const t = performance.now();
          const res = await send(
            clients[c]!,
            server.url,
            cookies[i]!,
            'POST',
            `/api/competitions/${competitionId}/entry`,
          ).catch(() => ({ status: 0, text: '' }));
          startLatencies.push(performance.now() - t);
          if (res.status !== 201) {
            startErrors++;
            continue;
          }
          entries[i] = {
            attemptId: ATTEMPT_ID.exec(res.text)![1]!,
            questionIds: [...res.text.matchAll(QUESTION_ID)].map((m) => m[1]!),
          };
        }
      }),
    );
    const enterSeconds = (performance.now() - entered) / 1000;
    if (startErrors) throw new Error(`${startErrors} entries failed to start`);
    const burstFrom = end - WINDOW_S * 1000;
    if (Date.now() > burstFrom - 1000)
      throw new Error(
        `starting ${ENTRANTS} entries took ${enterSeconds.toFixed(0)} s: raise BENCH_BURST_START_SECONDS`,
      );

    // The schedule: half the submits over [end − 60 s, end − 10 s), half over the final 10 s.
    const random = seeded(12);
    const due = cookies.map((_, i) =>
      i % 2 === 0
        ? burstFrom + random() * (WINDOW_S - FINAL_S) * 1000
        : end - FINAL_S * 1000 + random() * FINAL_S * 1000,
    );
    const submitLatencies: number[] = [];
    const statuses: Record<string, number> = {};
    let errors = 0;
    let afterGrace = 0;
    let lastAnswer = 0;
    let submitsDone = 0;

    await sleepUntil(burstFrom - 500);
    const before = cpuReading(server.child.pid!);
    const pollLatencies: number[] = [];
    const pollStatuses: Record<string, number> = {};
    const pollers = Array.from({ length: POLLERS }, async (_, p) => {
      let next = burstFrom + (p / POLLERS) * POLL_EVERY_MS;
      while (submitsDone < ENTRANTS) {
        await sleepUntil(next);
        if (submitsDone >= ENTRANTS) break;
        const t = performance.now();
        const res = await send(
          clients[CONNECTIONS + p]!,
          server.url,
          cookies[p]!,
          'GET',
          `/api/competitions/${competitionId}/leaderboard`,
        ).catch(() => ({ status: 0, text: '' }));
        pollLatencies.push(performance.now() - t);
        pollStatuses[res.status] = (pollStatuses[res.status] ?? 0) + 1;
        next += POLL_EVERY_MS;
      }
    });
    await Promise.all(
      lanes.map(async (lane, c) => {
        const mine = [...lane].sort((a, b) => due[a]! - due[b]!);
        for (const i of mine) {
          await sleepUntil(due[i]!);
          const entry = entries[i]!;
          const answers = Object.fromEntries(
            entry.questionIds.map((id, k) => [id, 'ABCD'[(i + k) % 4]]),
          );
          const res = await send(
            clients[c]!,
            server.url,
            cookies[i]!,
            'POST',
            `/api/competitions/entries/${entry.attemptId}/submit`,
            JSON.stringify({ answers }),
          ).catch(() => null);
          const answeredAt = Date.now();
          // From when the phone meant to send it: a server (or a lane) that falls behind shows.
          submitLatencies.push(answeredAt - due[i]!);
          lastAnswer = Math.max(lastAnswer, answeredAt);
          if (answeredAt > end + SUBMIT_GRACE_SECONDS * 1000) afterGrace++;
          if (!res) errors++;
          else statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          submitsDone++;
        }
      }),
    );
    await Promise.all(pollers);
    const cpu = cpuSpent(before, cpuReading(server.child.pid!));

    // What the database holds: every submit graded and copied to its registration.
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const count = async (q: string) => Number((await check.query(q, [competitionId])).rows[0].n);
    const recorded = await count(
      `select count(*) as n from competition_participants where competition_id = $1 and score is not null`,
    );
    const open = await count(
      `select count(*) as n from quiz_attempts where kind = 'competition' and target = $1::text and completed_at is null`,
    );
    // Then the sweep: ranks published, every student told their rank.
    let publishedAfterS: number | null = null;
    let noticesAfterS: number | null = null;
    const waitFrom = Date.now();
    while (Date.now() - waitFrom < 180_000 && noticesAfterS === null) {
      await new Promise((r) => setTimeout(r, 1000));
      if (
        publishedAfterS === null &&
        (await count(
          `select count(*) as n from competitions where id = $1 and results_published_at is not null`,
        ))
      )
        publishedAfterS = Math.round((Date.now() - end) / 1000);
      if (
        publishedAfterS !== null &&
        (await count(
          `select count(*) as n from competition_participants where competition_id = $1 and result_notified_at is not null`,
        )) === ENTRANTS
      )
        noticesAfterS = Math.round((Date.now() - end) / 1000);
    }
    await check.end();

    const ok = statuses['200'] ?? 0;
    const perSubmission = (ms: number) => Math.round((ms / Math.max(1, ok)) * 100) / 100;
    return {
      entrants: ENTRANTS,
      connections: CONNECTIONS,
      pollers: POLLERS,
      questionsPerEntry: QUESTIONS,
      setup: {
        seedSeconds: Math.round(seedSeconds),
        enterSeconds: Math.round(enterSeconds),
        entriesPerSecond: Math.round(ENTRANTS / enterSeconds),
        enterLatencyMs: summary(startLatencies),
      },
      submits: {
        answered200: ok,
        refused: ENTRANTS - ok - errors,
        lost: errors + (ENTRANTS - recorded),
        statusCodes: statuses,
        recordedInDatabase: recorded,
        entriesLeftOpen: open,
        answeredAfterDeadlinePlusGrace: afterGrace,
        lastAnsweredMsAfterEnd: lastAnswer - end,
        latencyMs: summary(submitLatencies),
      },
      leaderboard: { statusCodes: pollStatuses, latencyMs: summary(pollLatencies) },
      cpuMsPerSubmission: {
        server: perSubmission(cpu.server),
        postgres: perSubmission(cpu.postgres),
        load: perSubmission(cpu.load),
        /** All CPU the machine spent in the window (the three above, the kernel, anyone else). */
        machine: perSubmission(cpu.machine),
      },
      resultsPublishedSecondsAfterEnd: publishedAfterS,
      allResultNoticesSecondsAfterEnd: noticesAfterS,
    };
  } finally {
    await Promise.all(clients.map((c) => c.close().catch(() => {})));
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchCompetitionBurst() {
  const name = 'competition burst: the last minute of a 10,000-entrant competition';
  const admin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return { name, targets: TARGETS, skipped: `no PostgreSQL at ${admin}` };
  }
  const db = `preparena_bench_${Date.now().toString(36)}`;
  await client.query(`create database ${db}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${db}`;
    return { name, targets: TARGETS, result: await run(url.toString()) };
  } finally {
    await client.query(`drop database if exists ${db} with (force)`);
    await client.end();
  }
}
