import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { STATE_ENV, type Credentials, type E2EState } from './support/state';
import { freePort } from '../src/server/testing/free-port';
import { startFakePaystack } from '../src/server/testing/fake-paystack';
import { fakeQuestionWriter, startFakeLlm } from '../src/server/testing/fake-llm';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.mjs');
const READY_TIMEOUT_MS = 90_000;

/**
 * Starts the built server once for the whole run, on a fresh embedded database in a temp
 * directory (so the demo users are created and their passwords logged), and returns the
 * teardown that stops it.
 */
export default async function globalSetup(_config: FullConfig) {
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    throw new Error('No build found: run `npm run build` first (or `npm run test:e2e`).');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, 'server.log');
  const log = fs.createWriteStream(logFile);
  // Payments go to the local fake Paystack (issue 11), whose signed webhooks come back here.
  const paystack = await startFakePaystack({ webhookUrl: `${baseURL}/api/webhooks/paystack` });
  // Question generation goes to a local fake OpenAI-compatible endpoint (issue 13).
  const llm = await startFakeLlm(fakeQuestionWriter());

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
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
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      AI_BASE_URL: llm.url,
      AI_MODEL: 'fake-e2e-model',
      AI_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });

  const stop = async () => {
    await stopServer(child, log);
    await paystack.close();
    await llm.close();
  };
  try {
    const { student, admin } = await waitForReady(child, logFile);
    const state: E2EState = {
      baseURL,
      dataDir,
      outboxDir: path.join(dataDir, 'outbox'),
      demoStudent: student,
      demoAdmin: admin,
      paystackUrl: paystack.url,
    };
    const stateFile = path.join(tmp, 'state.json');
    fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
    process.env[STATE_ENV] = stateFile;
  } catch (error) {
    await stop();
    throw error;
  }

  return async () => {
    await stop();
    if (process.env.E2E_KEEP_DATA) console.log(`e2e data kept in ${tmp}`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  };
}

/** Resolves with the demo credentials once the server prints its ready line. */
function waitForReady(
  child: ChildProcess,
  logFile: string,
): Promise<{ student: Credentials; admin: Credentials }> {
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

/** SIGTERM (the server closes its database on it), SIGKILL if it hangs; waits for the exit. */
async function stopServer(child: ChildProcess, log: fs.WriteStream) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await new Promise<void>((resolve) => log.end(() => resolve()));
}
