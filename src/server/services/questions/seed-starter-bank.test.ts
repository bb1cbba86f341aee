import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { findStarterBankDir, seedStarterBank } from './seed-starter-bank';

// Its own database: the starter bank fills every exam, which would disturb shared-database tests.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(() => database?.close());
const ctx = () => ({ db: database.db, now: new Date() });

// Both drivers return `{ rows }`; the shared Db type leaves the result unknown.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('starter bank', () => {
  it('loads every exam × subject × level 1–3 with ≥ 20 keyed, explained, topic-linked questions', async () => {
    const dir = findStarterBankDir();
    expect(dir).not.toBeNull();
    const result = await seedStarterBank({ ctx: ctx(), input: { dir: dir! } });
    expect(result.questions).toBeGreaterThanOrEqual(900);

    const perLevel = await rows<{ exam_type: string; subject: string; level: number; n: number }>(
      sql`select exam_type, subject, level, count(*)::int as n from questions group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(perLevel).toHaveLength(3 * 5 * 3);
    for (const r of perLevel)
      expect(r.n, `${r.exam_type}/${r.subject}/${r.level}`).toBeGreaterThanOrEqual(20);
    expect(new Set(perLevel.map((r) => r.subject))).toEqual(
      new Set(['mathematics', 'english', 'physics', 'chemistry', 'biology']),
    );

    const [distinct] = await rows<{ n: number }>(
      sql`select count(distinct question_text)::int as n from questions`,
    );
    expect(distinct!.n).toBeGreaterThanOrEqual(300);

    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int as n from questions
      where topic_id is null or coalesce(trim(explanation), '') = '' or correct_answer not in ('A','B','C','D')
         or not is_active or pending_review`);
    expect(bad!.n).toBe(0);

    const settings = await rows<{ n: number }>(
      sql`select count(*)::int as n from exam_settings where is_active and questions_per_level = 20`,
    );
    expect(settings[0]!.n).toBe(45);
  });

  it('gets harder with the level', async () => {
    const avg = await rows<{ level: number; score: number }>(sql`
      select level, avg(case difficulty when 'easy' then 1 when 'medium' then 2 else 3 end)::float as score
      from questions where exam_type = 'jamb' group by level order by level`);
    expect(avg.map((a) => a.level)).toEqual([1, 2, 3]);
    expect(avg[0]!.score).toBeLessThan(avg[1]!.score);
    expect(avg[1]!.score).toBeLessThan(avg[2]!.score);
  });

  it('is idempotent: seeding again replaces the levels instead of duplicating them', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from questions`);
    await seedStarterBank({ ctx: ctx(), input: { dir: findStarterBankDir()! } });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from questions`);
    expect(after!.n).toBe(before!.n);
  });
});
