import { sql, type Column, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A value bound when a statement runs: `${param('userId')}`. */
export const param = (name: string) => sql.placeholder(name);

/**
 * `json_build_object('key', column, …)` over schema columns (`getTableColumns(table)` or a pick of
 * it): a row as one JSON value, its keys the schema's property names. Column lists of the hot
 * path come from here, never by hand.
 */
export function jsonObject(columns: Record<string, Column | SQL>): SQL {
  const pairs = Object.entries(columns).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** Renders SQL to text and parameters; the same rendering every drizzle database uses. */
const dialect = new PgDialect();

type Config = PreparedQueryConfig & { execute: { rows: unknown[] } };
type Prepared = PgPreparedQuery<Config>;

/**
 * One hand-written statement of a hot path, built once and prepared under a stable name. On
 * PostgreSQL (node-postgres) it is parsed and planned once per connection and afterwards only
 * bound and executed; PGlite runs it as an ordinary extended-protocol query. Values come in as
 * `param`s; statements answer JSON as text (`... ::text as j`) so both drivers give the same
 * values (timestamps as ISO text, numbers as numbers).
 *
 * Only Drizzle's typed, exported API is used: `PgDialect.sqlToQuery` and the database's
 * `_.session.prepareQuery` (what Drizzle's own `.prepare(name)` calls). A Drizzle upgrade that
 * changes either fails `npm run typecheck`; `statements.test.ts` checks the behaviour (a named
 * server-side statement on PostgreSQL, placeholders bound per run).
 */
export class Statement<Params extends Record<string, unknown>> {
  private readonly prepared = new WeakMap<Db, Prepared>();
  private rendered: { sql: string; params: unknown[] } | undefined;

  constructor(
    readonly name: string,
    private readonly query: SQL,
  ) {}

  /** The SQL text and its parameters (placeholders by name), as sent to the server. */
  get text(): { sql: string; params: unknown[] } {
    return (this.rendered ??= dialect.sqlToQuery(this.query));
  }

  /** The driver's rows as they are. */
  async rows<Row>(db: Db, values: Params): Promise<Row[]> {
    let prepared = this.prepared.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery<Config>(this.text, undefined, this.name, false);
      this.prepared.set(db, prepared);
    }
    return (await prepared.execute(values)).rows as Row[];
  }

  /** The rows' `j` column, parsed. */
  async json<T>(db: Db, values: Params): Promise<T[]> {
    return (await this.rows<{ j: string }>(db, values)).map((r) => JSON.parse(r.j) as T);
  }
}
