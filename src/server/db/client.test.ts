import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTestDatabase, type TestDatabase } from '../testing/test-db';
import { openDatabase } from './client';

let database: TestDatabase;
beforeAll(async () => {
  database = await getTestDatabase();
});

const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

describe('the PostgreSQL pool', () => {
  it('outlives the server ending one of its idle connections', async (ctx) => {
    if (!database.url) return ctx.skip();
    const own = await openDatabase({ kind: 'postgres', url: database.url, max: 1 });
    try {
      const [{ pid }] = rows(await own.db.execute(sql`select pg_backend_pid() as pid`)) as [
        { pid: number },
      ];
      await database.db.execute(sql`select pg_terminate_backend(${pid}::int)`);
      // Let the FATAL message reach the idle connection: unheard, it crashed the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(rows(await own.db.execute(sql`select 1 as ok`))).toEqual([{ ok: 1 }]);
    } finally {
      await own.close();
    }
  });
});
