import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_SECRET } from './test-app';
import { getTestDatabase } from './test-db';
import { freePort } from './free-port';

/** Waits until `check` holds, polling; past `ms` it fails with what `describe` says. */
export async function until(
  check: () => boolean | Promise<boolean>,
  ms: number,
  describe: () => string = () => '',
) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out; output:\n${describe()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export type ServerProcesses = {
  url: string;
  primary: ChildProcess;
  /** Everything the processes printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM to the primary (unless it has exited), then its data folder removed. */
  stop: () => Promise<void>;
};

/**
 * The real server (`src/server/main.ts`) as two processes (WEB_CONCURRENCY=2) on the worker's
 * PostgreSQL database, on a free port with a data folder of its own; `env` adds to or replaces
 * its settings. Resolves once the primary reports both processes ready.
 */
export async function startServerProcesses(
  env: Record<string, string>,
  readyWithinMs: number,
): Promise<ServerProcesses> {
  const { url: databaseUrl } = await getTestDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-processes-'));
  let output = '';
  const primary = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl!,
      WEB_CONCURRENCY: '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      BETTER_AUTH_SECRET: TEST_SECRET,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  primary.stdout!.on('data', (d) => (output += d));
  primary.stderr!.on('data', (d) => (output += d));
  const stop = async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGTERM');
      await new Promise((r) => primary.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await until(
      () => /ready at .*\(postgres, 2 processes\)/.test(output),
      readyWithinMs,
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, primary, output: () => output, stop };
}
