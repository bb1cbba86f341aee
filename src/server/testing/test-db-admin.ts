import pg from 'pg';

/** Every test database is named `preparena_test_<runId>_<worker>`; runId starts with a base-36 time. */
export const TEST_DB_PREFIX = 'preparena_test_';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(
  serverUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (c) => c.query(`create database "${name}"`));
}

/**
 * Drops this run's databases, and any left more than a day ago by a run that was killed.
 * Connections are terminated first (a worker's pool may still hold some).
 */
export async function dropTestDatabases(serverUrl: string, runId: string): Promise<string[]> {
  return withAdminClient(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [TEST_DB_PREFIX],
    );
    const names = rows
      .map((r) => r.datname)
      .filter((n) => n.startsWith(`${TEST_DB_PREFIX}${runId}_`) || isStale(n));
    for (const name of names) {
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        name,
      ]);
      await c.query(`drop database if exists "${name}" with (force)`);
    }
    return names;
  });
}

function isStale(name: string): boolean {
  const started = parseInt(name.slice(TEST_DB_PREFIX.length, TEST_DB_PREFIX.length + 8), 36);
  return Number.isFinite(started) && Date.now() - started > STALE_AFTER_MS;
}
