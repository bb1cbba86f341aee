import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropTestDatabases } from './test-db-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}

/**
 * Gives the run an id that prefixes every per-worker PostgreSQL database it creates, and drops
 * those databases when the run ends (workers have exited by then; FORCE ends any connection).
 */
export default function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  project.provide('testRunId', runId);
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTestDatabases(url, runId);
  };
}
