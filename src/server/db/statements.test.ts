import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableColumns, sql } from 'drizzle-orm';
import { getTestDatabase, type TestDatabase } from '../testing/test-db';
import { openDatabase, type Database } from './client';
import { questions } from './schema';
import { jsonObject, param, Statement } from './statements';

/**
 * `Statement` prepares through Drizzle's exported API only (ADR 0012). These checks fail if a
 * Drizzle upgrade changes how it renders placeholders or prepares named statements.
 */
let database: TestDatabase;
let single: Database | null = null;
beforeAll(async () => {
  database = await getTestDatabase();
  // One connection, so the statement and the look-up of prepared statements share a session.
  if (database.url) single = await openDatabase({ kind: 'postgres', url: database.url, max: 1 });
});
afterAll(() => single?.close());

const probe = new Statement<{ n: number; word: string }>(
  'statements_test_probe',
  sql`select json_build_object('next', ${param('n')}::int + 1, 'word', ${param('word')}::text)::text as j`,
);

describe('Statement', () => {
  it('renders named placeholders as positional parameters and binds them per run', async () => {
    expect(probe.text.sql).toMatch(/\$1::int \+ 1, 'word', \$2::text/);
    expect(await probe.json(database.db, { n: 1, word: 'one' })).toEqual([
      { next: 2, word: 'one' },
    ]);
    expect(await probe.json(database.db, { n: 41, word: 'two' })).toEqual([
      { next: 42, word: 'two' },
    ]);
  });

  it('is a named server-side prepared statement on PostgreSQL', async (ctx) => {
    if (!single) return ctx.skip();
    expect(await probe.json(single.db, { n: 2, word: 'x' })).toEqual([{ next: 3, word: 'x' }]);
    const prepared = await single.db.execute<{ name: string; parameter_types: string }>(
      sql`select name, parameter_types::text from pg_prepared_statements where name = 'statements_test_probe'`,
    );
    expect((prepared as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'statements_test_probe', parameter_types: '{integer,text}' },
    ]);
  });

  it('builds JSON rows from schema columns under their property names', async () => {
    const { id, questionText } = getTableColumns(questions);
    const s = new Statement<Record<string, never>>(
      'statements_test_columns',
      sql`select ${jsonObject({ id, questionText })}::text as j from ${questions} limit 0`,
    );
    expect(s.text.sql).toContain(`'questionText', "questions"."question_text"`);
    expect(await s.json(database.db, {})).toEqual([]);
  });
});
