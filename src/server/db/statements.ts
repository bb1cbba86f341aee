import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
type Internals = {
  dialect: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } };
  session: {
    prepareQuery: (
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ) => Prepared;
  };
};

/** A value bound when a statement runs: `${param('userId')}`. */
export const param = (name: string) => sql.placeholder(name);

/**
 * One hand-written statement of a hot path, built once and prepared under a stable name. On
 * PostgreSQL (node-postgres) it is parsed and planned once per connection and afterwards only
 * bound and executed; PGlite runs it as an ordinary extended-protocol query. Values come in as
 * `param`s; statements answer JSON as text (`... ::text as j`) so both drivers give the same
 * values (timestamps as ISO text, numbers as numbers).
 */
export class Statement<Params extends Record<string, unknown>> {
  private readonly prepared = new WeakMap<Db, Prepared>();

  constructor(
    readonly name: string,
    private readonly query: SQL,
  ) {}

  /** The driver's rows as they are. */
  async rows<Row>(db: Db, values: Params): Promise<Row[]> {
    let prepared = this.prepared.get(db);
    if (!prepared) {
      const internals = db as unknown as Internals;
      prepared = internals.session.prepareQuery(
        internals.dialect.sqlToQuery(this.query),
        undefined,
        this.name,
        false,
      );
      this.prepared.set(db, prepared);
    }
    return ((await prepared.execute(values)) as { rows: Row[] }).rows;
  }

  /** The rows' `j` column, parsed. */
  async json<T>(db: Db, values: Params): Promise<T[]> {
    return (await this.rows<{ j: string }>(db, values)).map((r) => JSON.parse(r.j) as T);
  }
}
