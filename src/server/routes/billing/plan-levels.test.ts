import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addQuestions, makeReady } from '../../testing/practice-fixtures';
import { questions, syllabusTopics } from '../../db/schema';
import type { PlanLevels } from '../../services/practice/level-offers';

/**
 * Issue 20: every text about what a plan opens is built from the bank. GET /api/plans' numbers
 * are compared with a count made straight from the tables, and follow the bank as levels become
 * ready (or do not: too few questions, off the exam's syllabus).
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const planLevels = async () =>
  ((await (await app.request('/api/plans')).json()) as { levels: PlanLevels }).levels;

/** Ready premium levels and their subjects per exam, counted from the tables. */
async function fromTables(): Promise<Record<string, { levels: number; subjects: number }>> {
  const result = await app.db.execute(sql`
    with served as (
      select e as exam, q.subject, q.level, count(*)::int as n
        from questions q cross join lateral unnest(q.exams) as e
       where q.is_active and not q.pending_review and q.source <> 'competition-upload'
         and (exists (select 1 from syllabus_topic st where st.exam_type = e and st.subject = q.subject
                        and lower(st.topic_name) = lower(coalesce(q.topic, '')))
              or not exists (select 1 from syllabus_topic st where st.exam_type = e and st.subject = q.subject))
       group by 1, 2, 3)
    select s.exam, count(*)::int as levels, count(distinct s.subject)::int as subjects
      from served s
      left join exam_settings es on es.exam_type = s.exam and es.subject = s.subject and es.level = s.level
     where s.level > 10 and coalesce(es.is_active, true) and s.n >= 2 * coalesce(es.questions_per_level, 20)
     group by 1`);
  const rows = (result as unknown as { rows: { exam: string; levels: number; subjects: number }[] })
    .rows;
  return Object.fromEntries(
    ['jamb', 'waec', 'neco'].map((e) => {
      const r = rows.find((x) => x.exam === e);
      return [e, { levels: r?.levels ?? 0, subjects: r?.subjects ?? 0 }];
    }),
  );
}

function expectTextsMatch(levels: PlanLevels, counts: Awaited<ReturnType<typeof fromTables>>) {
  expect(levels.premium).toEqual(
    ['jamb', 'waec', 'neco'].map((examType) => ({ examType, ...counts[examType] })),
  );
  const numbers = (t: string | null) => (t?.match(/\d+/g) ?? []).map(Number);
  const open = Object.values(counts).filter((c) => c.levels > 0);
  if (open.length === 0) {
    expect(levels.premiumText).toBeNull();
    expect(levels.premiumGives).not.toMatch(/\d|level/i);
  } else {
    // Every number the text states is one of the counts, and each open exam's count is stated.
    const stated = numbers(levels.premiumText);
    for (const c of open) expect(stated).toContain(c.levels);
    for (const n of stated) expect(open.flatMap((c) => [c.levels, c.subjects])).toContain(n);
    expect(levels.premiumGives.startsWith(levels.premiumText!)).toBe(true);
  }
}

describe('GET /api/plans: what each plan opens, from the bank', () => {
  it('states the numbers the tables hold, and follows the bank as a level becomes ready', async () => {
    const before = await planLevels();
    expectTextsMatch(before, await fromTables());

    const subject = `plans-${crypto.randomBytes(4).toString('hex')}`;
    // A WAEC level with too few questions is not sold…
    const thin = { examType: 'waec', subject, level: 13 };
    await addQuestions(app.db, thin, 3);
    expectTextsMatch(await planLevels(), await fromTables());
    expect((await planLevels()).premium).toEqual(before.premium);

    // …nor one whose questions are off WAEC's syllabus for the subject…
    const off = { examType: 'waec', subject, level: 14 };
    await app.db.insert(syllabusTopics).values({ examType: 'waec', subject, topicName: 'Statics' });
    await addQuestions(app.db, off, 2);
    await makeReady(app.db, off);
    await app.db
      .update(questions)
      .set({ topic: 'Calculus' })
      .where(sql`${questions.subject} = ${subject} and ${questions.level} = 14`);
    expect((await planLevels()).premium).toEqual(before.premium);

    // …but a ready one is, for WAEC only, with one more subject.
    const ready = { examType: 'waec', subject, level: 12 };
    await addQuestions(app.db, ready, 2);
    await makeReady(app.db, ready);
    await app.db
      .update(questions)
      .set({ topic: 'Statics' })
      .where(sql`${questions.subject} = ${subject} and ${questions.level} = 12`);
    const after = await planLevels();
    expectTextsMatch(after, await fromTables());
    const waec = (l: PlanLevels) => l.premium.find((o) => o.examType === 'waec')!;
    expect(waec(after)).toEqual({
      examType: 'waec',
      levels: waec(before).levels + 1,
      subjects: waec(before).subjects + 1,
    });
    expect(after.premium.find((o) => o.examType === 'jamb')).toEqual(
      before.premium.find((o) => o.examType === 'jamb'),
    );
    expect(after.premiumText).toMatch(/^Premium opens /);
  });
});
