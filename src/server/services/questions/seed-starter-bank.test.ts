import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { findStarterBankDir, seedStarterBank } from './seed-starter-bank';
import { levelSupply } from '../practice/practice-levels';
import { levelBank } from '../attempts/question-cache';

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
  it('loads the bank once and makes levels 1–10 of the core subjects ready for every exam (1–3 of the arts ones)', async () => {
    const dir = findStarterBankDir();
    expect(dir).not.toBeNull();
    const result = await seedStarterBank({ ctx: ctx(), input: { dir: dir! } });
    expect(result.questions).toBeGreaterThanOrEqual(2000);

    // Stored once: no question text twice, however many exams it serves (issue 20).
    const [stored] = await rows<{ n: number; distinct: number; shared: number }>(sql`
      select count(*)::int as n, count(distinct question_text)::int as distinct,
             count(*) filter (where cardinality(exams) = 3)::int as shared from questions`);
    expect(stored!.distinct).toBe(stored!.n);
    expect(stored!.shared).toBeGreaterThan(stored!.n * 0.8);

    const CORE = ['mathematics', 'english', 'physics', 'chemistry', 'biology'];
    const ARTS = ['economics', 'government', 'literature'];
    const supply = await levelSupply(database.db, { examTypes: ['jamb', 'waec', 'neco'] });
    for (const exam of ['jamb', 'waec', 'neco'])
      for (const subject of [...CORE, ...ARTS]) {
        const levels = supply.filter((r) => r.examType === exam && r.subject === subject);
        expect(
          levels.filter((r) => r.ready).map((r) => r.level),
          `${exam}/${subject}`,
        ).toEqual(Array.from({ length: CORE.includes(subject) ? 10 : 3 }, (_, i) => i + 1));
        for (const r of levels) {
          expect(r.questionCount, `${exam}/${subject}/${r.level}`).toBeGreaterThanOrEqual(
            r.threshold,
          );
          if (CORE.includes(subject)) expect(r.drawSize).toBe(20);
        }
      }

    const [bad] = await rows<{ n: number }>(sql`
      select count(*)::int as n from questions
      where topic_id is null or coalesce(trim(explanation), '') = '' or correct_answer not in ('A','B','C','D')
         or not is_active or pending_review`);
    expect(bad!.n).toBe(0);
  });

  it("times each exam's levels at its paper's pace (ADR 0031)", async () => {
    const timers = await rows<{ exam_type: string; subject: string; timer: number; n: number }>(sql`
      select exam_type, subject, min(timer_minutes)::int as timer, count(*)::int as n from exam_settings
       where level = 1 and questions_per_level = 20 group by 1, 2 order by 1, 2`);
    const timer = (exam: string, subject: string) =>
      timers.find((t) => t.exam_type === exam && t.subject === subject)?.timer;
    expect(timer('jamb', 'mathematics')).toBe(14);
    expect(timer('waec', 'mathematics')).toBe(36);
    expect(timer('neco', 'biology')).toBe(20);
  });

  it('never serves WAEC or NECO Mathematics a topic outside their syllabus (no calculus), nor JAMB modular arithmetic', async () => {
    for (const [exam, banned] of [
      ['waec', 'Calculus'],
      ['neco', 'Calculus'],
      ['jamb', 'Modular arithmetic'],
    ] as const) {
      const syllabus = new Set(
        (
          await rows<{ name: string }>(
            sql`select lower(topic_name) as name from syllabus_topic where exam_type = ${exam} and subject = 'mathematics'`,
          )
        ).map((r) => r.name),
      );
      expect(syllabus.has(banned.toLowerCase())).toBe(false);
      for (let level = 1; level <= 10; level++) {
        const [v] = await rows<{ version: number }>(
          sql`select version::int from question_bank_versions where exam_type = ${exam} and subject = 'mathematics' and level = ${level}`,
        );
        const bank = await levelBank(
          database.db,
          { examType: exam, subject: 'mathematics', level },
          v!.version,
        );
        expect(bank.questions.length).toBeGreaterThanOrEqual(40);
        const off = bank.questions.filter((q) => !syllabus.has((q.topic ?? '').toLowerCase()));
        expect(
          off.map((q) => q.topic),
          `${exam} level ${level}`,
        ).toEqual([]);
      }
    }
    // …while one stored question serves all three exams under one id.
    const [shared] = await rows<{ id: string }>(
      sql`select id from questions where subject = 'mathematics' and level = 1 and exams = '{jamb,waec,neco}' limit 1`,
    );
    for (const exam of ['jamb', 'waec', 'neco']) {
      const [v] = await rows<{ version: number }>(
        sql`select version::int from question_bank_versions where exam_type = ${exam} and subject = 'mathematics' and level = 1`,
      );
      const bank = await levelBank(
        database.db,
        { examType: exam, subject: 'mathematics', level: 1 },
        v!.version,
      );
      expect(bank.byId.has(shared!.id), exam).toBe(true);
    }
  });

  it('gets harder with the level: level 10 well above level 1 in every subject, never a big drop', async () => {
    const avg = await rows<{ subject: string; level: number; score: number }>(sql`
      select subject, level, avg(case difficulty when 'easy' then 1 when 'medium' then 2 else 3 end)::float as score
      from questions where 'jamb' = any(exams) group by 1, 2 order by 1, 2`);
    for (const subject of new Set(avg.map((a) => a.subject))) {
      const s = avg.filter((a) => a.subject === subject).map((a) => a.score);
      // The ramp (ADR 0032) rises about 0.4 from level 1 to 3 and 1.0 from level 1 to 10.
      expect(s[s.length - 1]!, subject).toBeGreaterThan(s[0]! + (s.length >= 10 ? 0.5 : 0.2));
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

  it('stores the bank’s diagrams once each and links them with their descriptions, for every exam', async () => {
    const [linked] = await rows<{
      questions: number;
      images: number;
      described: number;
      exams: number;
    }>(sql`
      select count(*)::int as questions, count(distinct image_id)::int as images,
             count(*) filter (where length(image_alt) >= 40)::int as described,
             count(*) filter (where cardinality(exams) = 3)::int as exams
        from questions where image_id is not null`);
    expect(linked).toEqual({ questions: 19, images: 19, described: 19, exams: 19 });
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
