import crypto from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { TEST_DB_PREFIX, createTestDatabase, databaseUrl } from './test-db-admin';

/** The worker's database; `url` is set when it lives on a PostgreSQL server. */
export type TestDatabase = Database & { url: string | null };

const KEY = Symbol.for('preparena.testDatabase');
type Holder = { [KEY]?: Promise<TestDatabase> };

/**
 * One database per worker, shared by that worker's test files (vitest runs with isolate: false,
 * so this module state outlives a file). Tests isolate themselves by creating their own users.
 * Default: in-memory PGlite. With TEST_DATABASE_URL: a fresh database on that server, dropped by
 * the global teardown.
 */
export function getTestDatabase(): Promise<TestDatabase> {
  const holder = globalThis as Holder;
  holder[KEY] ??= open().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

/** The worker's database if a test file has opened it, else undefined (nothing is opened). */
export function openedTestDatabase(): Promise<TestDatabase> | undefined {
  return (globalThis as Holder)[KEY];
}

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}

async function open(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { ...(await openDatabase({ kind: 'pglite', dataDir: null })), url: null };
  const name = `${TEST_DB_PREFIX}${inject('testRunId')}_${crypto.randomBytes(4).toString('hex')}`;
  await createTestDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  return { ...(await openDatabase({ kind: 'postgres', url, max: 5 })), url };
}
