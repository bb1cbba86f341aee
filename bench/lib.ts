import { spawn, type ChildProcess } from 'node:child_process';
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
