import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

export { schema };
export type Schema = typeof schema;
/** The database handle every service receives: PGlite and node-postgres share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Databases opened on embedded PGlite: one session in this process, so a transaction holds it. */
const embedded = new WeakSet<object>();
/** True for a PGlite handle: any transaction there makes every other query wait until it ends. */
export const isEmbedded = (db: Db): boolean => embedded.has(db);

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when migrations found an empty database (nothing applied before). */
  fresh: boolean;
  close: () => Promise<void>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
// Beside this file in the sources; beside the bundle (or one level up from its chunks) in dist.
const migrationsFolder =
  [path.join(here, 'migrations'), path.join(here, '..', 'migrations')].find((dir) =>
    fs.existsSync(path.join(dir, 'meta', '_journal.json')),
  ) ?? path.join(here, 'migrations');

export type OpenOptions =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; max?: number };

/**
 * Opens the database and applies pending migrations.
 * PGlite on disk takes a lock file first: two processes on one data directory corrupt it.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.max);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  let pgDir: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireDataDirLock(dataDir);
    pgDir = path.join(dataDir, 'pglite');
  }
  try {
    // PGlite starts postgres with -F (fsync off). Drop it so a commit is on disk when it returns.
    const startParams = PGlite.defaultStartParams.filter((p: string) => p !== '-F');
    const client = new PGlite(pgDir, { startParams: pgDir ? startParams : undefined });
    await client.waitReady;
    const db = drizzle({ client, schema }) as unknown as Db;
    embedded.add(db);
    const fresh = !(await hasMigrations(db));
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      fresh,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, max = 20): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection that the server ends (a restart, an administrator, a dropped database)
  // is an 'error' on the pool; unheard, it would crash the process. The pool opens a new
  // connection for the next query, and that query reports any real outage.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  try {
    const fresh = !(await hasMigrations(db));
    await migrate(drizzle({ client: pool, schema }), { migrationsFolder });
    return { db, kind: 'postgres', fresh, close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function hasMigrations(db: Db): Promise<boolean> {
  const { sql } = await import('drizzle-orm');
  const result = await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  // Both drivers return a result with `rows`.
  return Boolean((result as unknown as { rows: { exists: boolean }[] }).rows[0]?.exists);
}
