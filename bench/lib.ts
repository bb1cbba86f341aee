import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/server/testing/free-port';
import { SERVER_V8_FLAGS } from '../src/server/cluster';

export type Server = {
  child: ChildProcess;
  url: string;
  readyMs: number;
  log: () => string;
  stop: () => Promise<void>;
};

/** Starts the built server and measures spawn → first successful HTTP answer. */
export async function startBuiltServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const started = performance.now();
  // As `npm start` runs it (package.json): with the server's V8 flags.
  const profile = process.env.BENCH_SERVER_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`]
    : [];
  const extra = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []; // e.g. --perf-basic-prof
  const child = spawn(
    process.execPath,
    [...SERVER_V8_FLAGS, ...profile, ...extra, 'dist/server/main.mjs'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
    if (performance.now() - started > 30_000) throw new Error(`server not ready: ${output}`);
  }
  const readyMs = performance.now() - started;
  return {
    child,
    url,
    readyMs,
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
};

/** The admin of the load benches' servers (ADMIN_EMAILS in `loadBenchEnv`). */
const BENCH_ADMIN = 'bench-admin@preparena.test';

/**
 * The environment of a load bench's server: its own data directory, no demo users, BENCH_ADMIN
 * as the admin, sign-in and sign-up limits far above the load, quiet logs.
 */
export const loadBenchEnv = (dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  NO_DEMO_USERS: '1',
  ADMIN_EMAILS: BENCH_ADMIN,
  SIGN_IN_RATE_LIMIT: '100000',
  SIGN_IN_ADDRESS_RATE_LIMIT: '100000',
  SIGN_UP_RATE_LIMIT: '100000',
  LOG_LEVEL: 'warn',
});

/**
 * Signs an account up through the API, follows its verification mail from the outbox and signs
 * it in: its session cookie.
 */
export async function account(server: Server, dataDir: string, email: string): Promise<string> {
  const password = 'bench-password-1';
  const headers = { 'content-type': 'application/json', origin: server.url };
  const up = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: email.split('@')[0] }),
  });
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
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** BENCH_ADMIN's account on a `loadBenchEnv` server, signed in: its session cookie. */
export const adminCookie = (server: Server, dataDir: string) =>
  account(server, dataDir, BENCH_ADMIN);

/** CPU time (ms) a process has used so far: utime + stime (100 ticks a second); 0 once gone. */
function processCpuMs(pid: string | number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}

/** The worker processes of the server (cluster mode); none when it runs alone. */
function workerPids(serverPid: number): string[] {
  try {
    return fs
      .readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** PostgreSQL's processes on this machine. */
function postgresPids(): string[] {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // gone already
      }
    });
}

/**
 * CPU time (ms) used so far by the server (and its workers), by each PostgreSQL process (by pid,
 * so a difference of two readings can leave out one that ended between them), by this process
 * (the load generator) and by the whole machine.
 */
export function cpuReading(serverPid: number) {
  const postgres = new Map(postgresPids().map((pid) => [pid, processCpuMs(pid)]));
  const workers = workerPids(serverPid).reduce((s, c) => s + processCpuMs(c), 0);
  const self = process.cpuUsage();
  // Everything the machine's CPUs did (user, nice, system, irq, softirq), whoever did it.
  const cpu = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const machine = (cpu[0]! + cpu[1]! + cpu[2]! + cpu[5]! + cpu[6]!) * 10;
  return {
    server: processCpuMs(serverPid) + workers,
    postgres,
    load: (self.user + self.system) / 1000,
    machine,
  };
}
