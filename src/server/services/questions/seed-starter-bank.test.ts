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
  it('loads every exam × the free levels (1–10 core, 1–3 arts and commercial) with ≥ 20 keyed, explained, topic-linked questions', async () => {
    const dir = findStarterBankDir();
    expect(dir).not.toBeNull();
    const result = await seedStarterBank({ ctx: ctx(), input: { dir: dir! } });
    expect(result.questions).toBeGreaterThanOrEqual(3 * 1500);

    const perLevel = await rows<{ exam_type: string; subject: string; level: number; n: number }>(
      sql`select exam_type, subject, level, count(*)::int as n from questions group by 1, 2, 3 order by 1, 2, 3`,
    );
    const CORE = ['mathematics', 'english', 'physics', 'chemistry', 'biology'];
    const ARTS = ['economics', 'government', 'literature'];
    expect(perLevel).toHaveLength(3 * (5 * 10 + 3 * 3));
    for (const r of perLevel)
      expect(r.n, `${r.exam_type}/${r.subject}/${r.level}`).toBeGreaterThanOrEqual(20);
    for (const exam of ['jamb', 'waec', 'neco'])
      for (const subject of [...CORE, ...ARTS])
        expect(
          perLevel.filter((r) => r.exam_type === exam && r.subject === subject).map((r) => r.level),
          `${exam}/${subject}`,
        ).toEqual(Array.from({ length: CORE.includes(subject) ? 10 : 3 }, (_, i) => i + 1));

    const [distinct] = await rows<{ n: number }>(
      sql`select count(distinct question_text)::int as n from questions`,
    );
    expect(distinct!.n).toBeGreaterThanOrEqual(1500);

    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int as n from questions
      where topic_id is null or coalesce(trim(explanation), '') = '' or correct_answer not in ('A','B','C','D')
         or not is_active or pending_review`);
    expect(bad!.n).toBe(0);

    const settings = await rows<{ n: number }>(
      sql`select count(*)::int as n from exam_settings where is_active and questions_per_level = 20`,
    );
    expect(settings[0]!.n).toBe(3 * (5 * 10 + 3 * 3));
  });

  it('gets harder with the level: level 10 well above level 1 in every subject, never a big drop', async () => {
    const avg = await rows<{ subject: string; level: number; score: number }>(sql`
      select subject, level, avg(case difficulty when 'easy' then 1 when 'medium' then 2 else 3 end)::float as score
      from questions where exam_type = 'jamb' group by 1, 2 order by 1, 2`);
    for (const subject of new Set(avg.map((a) => a.subject))) {
      const s = avg.filter((a) => a.subject === subject).map((a) => a.score);
      expect(s[s.length - 1]!, subject).toBeGreaterThan(s[0]! + 0.5);
      for (let i = 1; i < s.length; i++)
        expect(s[i]!, `${subject} level ${i + 1}`).toBeGreaterThan(s[i - 1]! - 0.75);
    }
  });

  it('links a passage’s questions to one stored passage (English, from level 3)', async () => {
    const [linked] = await rows<{ passages: number; questions: number }>(sql`
      select count(distinct passage_id)::int as passages, count(*)::int as questions
        from questions where exam_type = 'jamb' and subject = 'english' and passage_id is not null`);
    expect(linked!.passages).toBeGreaterThanOrEqual(8 * 5);
    expect(linked!.questions).toBeGreaterThanOrEqual(8 * 5 * 4);
    const [passages] = await rows<{ n: number }>(
      sql`select count(*)::int as n from passages where exam_type = 'jamb' and subject = 'english'`,
    );
    expect(passages!.n).toBe(linked!.passages);
  });

  it('stores the bank’s diagrams once each and links them with their descriptions on every exam', async () => {
    const [linked] = await rows<{ questions: number; images: number; described: number }>(sql`
      select count(*)::int as questions, count(distinct image_id)::int as images,
             count(*) filter (where length(image_alt) >= 40)::int as described
        from questions where image_id is not null`);
    expect(linked).toEqual({ questions: 19 * 3, images: 19, described: 19 * 3 });
    const [stored] = await rows<{ n: number; max: number }>(
      sql`select count(*)::int as n, max(bytes)::int as max from question_images`,
    );
    expect(stored!.n).toBeGreaterThanOrEqual(19);
    expect(stored!.max).toBeLessThanOrEqual(30 * 1024);
  });

  it('is idempotent: seeding again replaces the levels instead of duplicating them', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from questions`);
    await seedStarterBank({ ctx: ctx(), input: { dir: findStarterBankDir()! } });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from questions`);
    expect(after!.n).toBe(before!.n);
  });
});
