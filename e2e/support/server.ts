import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Credentials } from './state';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.mjs');
const READY_TIMEOUT_MS = 90_000;

/** The environment every e2e server runs with (no SMTP, no Google, generous sign-in limits). */
export function baseServerEnv(baseURL: string, port: number, dataDir: string) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
    SIGN_UP_RATE_LIMIT: '1000',
    // Never mail anyone: the outbox directory is the mailbox the tests read.
    SMTP_URL: '',
    NO_DEMO_USERS: '',
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    DATABASE_URL: '',
  };
}

export type RunningServer = {
  child: ChildProcess;
  /** The demo users, printed only when the data directory was fresh. */
  demo: { student: Credentials; admin: Credentials } | null;
  /** SIGTERM (the server closes its database), SIGKILL after 10 s; or SIGKILL at once. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
};

/**
 * Starts the built server (dist/server/main.mjs) and resolves once it prints its ready line,
 * with the demo credentials if it created them. Its output goes to `logFile` (appended).
 */
export async function startBuiltServer(opts: {
  env: NodeJS.ProcessEnv;
  logFile: string;
  expectDemoUsers: boolean;
}): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(path.join(ROOT, 'dist/web/index.html')))
    throw new Error('No build found: run `npm run build` first (or `npm run test:e2e`).');
  const log = fs.createWriteStream(opts.logFile, { flags: 'a' });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: opts.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise<void>((resolve) => log.end(() => resolve()));
  };
  try {
    const demo = await waitForReady(child, opts.logFile, opts.expectDemoUsers);
    return { child, demo, stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
}

/** Resolves once the server prints its ready line (with the demo credentials, if expected). */
function waitForReady(
  child: ChildProcess,
  logFile: string,
  expectDemoUsers: boolean,
): Promise<{ student: Credentials; admin: Credentials } | null> {
  return new Promise((resolve, reject) => {
    let out = '';
    let student: Credentials | undefined;
    let admin: Credentials | undefined;
    const fail = (why: string) => {
      cleanup();
      reject(new Error(`${why}\nServer log (${logFile}):\n${out}`));
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      student ??= match(out, /^Demo student: (\S+) (\S+)$/m);
      admin ??= match(out, /^Demo admin: (\S+) (\S+)$/m);
      if (/^PrepArena ready at /m.test(out)) {
        if (!expectDemoUsers) {
          cleanup();
          return resolve(null);
        }
        if (!student || !admin)
          return fail(
            'The server started without logging the demo users (is the data directory fresh?).',
          );
        cleanup();
        resolve({ student, admin });
      }
    };
    const onExit = (code: number | null, signal: string | null) =>
      fail(`The server exited before it was ready (code ${code}, signal ${signal}).`);
    const timer = setTimeout(
      () => fail(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s.`),
      READY_TIMEOUT_MS,
    );
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
  });
}

function match(text: string, re: RegExp): Credentials | undefined {
  const m = re.exec(text);
  return m ? { email: m[1]!, password: m[2]! } : undefined;
}
