import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { STATE_ENV, type E2EState } from './support/state';
import { freePort } from '../src/server/testing/free-port';
import { startFakePaystack } from '../src/server/testing/fake-paystack';
import { fakeQuestionWriter, startFakeLlm } from '../src/server/testing/fake-llm';
import { baseServerEnv, startBuiltServer, type RunningServer } from './support/server';

/**
 * Starts the built server once for the whole run, on a fresh embedded database in a temp
 * directory (so the demo users are created and their passwords logged), and returns the
 * teardown that stops it.
 */
export default async function globalSetup(_config: FullConfig) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-e2e-'));
  const dataDir = path.join(tmp, 'data');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, 'server.log');
  // Payments go to the local fake Paystack (issue 11), whose signed webhooks come back here.
  const paystack = await startFakePaystack({ webhookUrl: `${baseURL}/api/webhooks/paystack` });
  // Question generation goes to a local fake OpenAI-compatible endpoint (issue 13).
  const llm = await startFakeLlm(fakeQuestionWriter());

  let server: RunningServer | undefined;
  const stop = async () => {
    await server?.stop();
    await paystack.close();
    await llm.close();
  };
  try {
    server = await startBuiltServer({
      env: {
        ...baseServerEnv(baseURL, port, dataDir),
        PAYSTACK_SECRET_KEY: paystack.secretKey,
        PAYSTACK_BASE_URL: paystack.url,
        AI_BASE_URL: llm.url,
        AI_MODEL: 'fake-e2e-model',
        AI_API_KEY: '',
      },
      logFile,
      expectDemoUsers: true,
    });
    const { student, admin } = server.demo!;
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
