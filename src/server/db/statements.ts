import type { SQL } from 'drizzle-orm';
import type { Tx } from './client';

type Internals = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false) => { execute: () => Promise<unknown> };
  };
};

/**
 * Runs one hand-written statement of a hot path under a stable name. On PostgreSQL
 * (node-postgres) a named statement is parsed and planned once per connection and afterwards only
 * bound and executed; PGlite runs it as an ordinary extended-protocol query. The SQL text must not
 * vary between calls with the same name (parameters carry every value).
 *
 * Works on the database and inside a transaction alike. Returns the driver's rows as they are:
 * statements answer JSON as text (`... ::text as j`) so both drivers give the same values.
 */
export async function runNamed<Row>(db: Tx, name: string, query: SQL): Promise<Row[]> {
  const internals = db as unknown as Internals;
  const prepared = internals.session.prepareQuery(internals.dialect.sqlToQuery(query), undefined, name, false);
  return ((await prepared.execute()) as { rows: Row[] }).rows;
}

/** `runNamed` for statements that answer one `j` column of JSON text per row. */
export async function jsonRows<T>(db: Tx, name: string, query: SQL): Promise<T[]> {
  const rows = await runNamed<{ j: string }>(db, name, query);
  return rows.map((r) => JSON.parse(r.j) as T);
}
