import fs from 'node:fs';

/** What global setup hands to the tests: where the server is and who the demo users are. */
export type Credentials = { email: string; password: string };
export type E2EState = {
  baseURL: string;
  dataDir: string;
  outboxDir: string;
  demoStudent: Credentials;
  demoAdmin: Credentials;
  /** The fake Paystack the server is configured with (issue 11). */
  paystackUrl: string;
};

/** Set by global setup; workers inherit it from the runner process. */
export const STATE_ENV = 'PREPARENA_E2E_STATE';

let cached: E2EState | undefined;

export function readState(): E2EState {
  if (cached) return cached;
  const file = process.env[STATE_ENV];
  if (!file)
    throw new Error(
      `${STATE_ENV} is not set: run the tests with \`npx playwright test\` (global setup starts the server).`,
    );
  cached = JSON.parse(fs.readFileSync(file, 'utf8')) as E2EState;
  return cached;
}
