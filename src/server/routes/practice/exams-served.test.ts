import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient, type TestUser } from '../../testing/test-app';
import { startAppWithAdminAndPremiumStudent } from '../../testing/app-with-users';
import { completeLevel } from '../../testing/practice-fixtures';
import { freshLevel, type Level } from '../../testing/admin-fixtures';
import { csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';
import { examSettings, questions, syllabusTopics } from '../../db/schema';
import { CSV_MESSAGES } from '../../../domain/question-csv';
import type { UploadReportDto } from '../../services/admin/types';

/**
 * Issue 20: one question, stored once, served to every exam it lists whose syllabus holds its
 * topic — through the real upload, quiz start and Coverage over HTTP.
 */
let app: TestApp;
let admin: TestClient;
let student: TestUser;
// Premium: the test levels are 10–50.
beforeAll(async () => ({ app, admin, student } = await startAppWithAdminAndPremiumStudent()));
const used = new Set<string>();
afterAll(async () => {
  // The syllabuses these tests wrote would keep other files' fixture topics from being served.
  for (const subject of used)
    await app.db.delete(syllabusTopics).where(eq(syllabusTopics.subject, subject));
  await app?.close();
});

const EXAMS = ['jamb', 'waec', 'neco'] as const;

/** One subject and level, empty for all three exams, with a syllabus per exam. */
async function setUp(): Promise<{ subject: string; level: number; at: (exam: string) => Level }> {
  const { subject, level } = await freshLevel(app.db);
  used.add(subject);
  await app.db
    .delete(questions)
    .where(and(eq(questions.subject, subject), eq(questions.level, level)));
  await app.db
    .delete(examSettings)
    .where(and(eq(examSettings.subject, subject), eq(examSettings.level, level)));
  await app.db.delete(syllabusTopics).where(eq(syllabusTopics.subject, subject));
  await app.db.insert(syllabusTopics).values([
    { examType: 'jamb', subject, topicName: 'Statics' },
    { examType: 'jamb', subject, topicName: 'Calculus' },
    { examType: 'waec', subject, topicName: 'Statics' },
    { examType: 'waec', subject, topicName: 'Calculus' },
    { examType: 'neco', subject, topicName: 'Statics' },
  ]);
  const at = (examType: string) => ({ examType, subject, level });
  for (const e of EXAMS) await completeLevel(app.db, student.id, { ...at(e), level: level - 1 });
  return { subject, level, at };
}

const start = async (where: Level) => {
  const res = await student.client.fetch('/api/practice/quizzes', { json: where });
  return {
    status: res.status,
    body: (await res.json()) as { attemptId: string; questions: { id: string }[]; code?: string },
  };
};
const submit = (attemptId: string) =>
  student.client.fetch(`/api/practice/quizzes/${attemptId}/submit`, { json: { answers: {} } });
const topicsOf = async (ids: string[]) =>
  (
    await app.db
      .select({ topic: questions.topic })
      .from(questions)
      .where(inArray(questions.id, ids))
  ).map((r) => r.topic);

describe('a question serves the exams it lists, on their syllabus (issue 20)', () => {
  it('stores an upload once, serves it to each listed exam, and refuses a topic off an exam’s syllabus', async () => {
    const { at } = await setUp();
    const shared = Array.from({ length: 40 }, () =>
      csvRow({ topic: 'Statics', exams: 'JAMB;WAEC;NECO' }),
    );
    const calculus = Array.from({ length: 6 }, () =>
      csvRow({ topic: 'Calculus', exams: 'JAMB;WAEC' }),
    );
    const offNeco = csvRow({ topic: 'Calculus', exams: 'JAMB;NECO' });
    const notJamb = csvRow({ topic: 'Statics', exams: 'WAEC' });
    const res = await upload(admin, formFor(at('jamb'), { questionsPerLevel: '20' }), {
      content: [HEADER, ...shared, ...calculus, offNeco, notJamb].join('\n'),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as UploadReportDto;
    expect(report.inserted).toBe(46);
    expect(report.rejected).toEqual([
      { row: 48, reason: expect.stringMatching(/^Topic "Calculus" is not in the NECO syllabus/) },
      { row: 49, reason: CSV_MESSAGES.examsMissUpload('JAMB') },
    ]);

    // Stored once each, filed under JAMB.
    const stored = await app.db
      .select({
        examType: questions.examType,
        exams: questions.exams,
        text: questions.questionText,
      })
      .from(questions)
      .where(and(eq(questions.subject, at('jamb').subject), eq(questions.level, at('jamb').level)));
    expect(stored).toHaveLength(46);
    expect(new Set(stored.map((s) => s.text)).size).toBe(46);
    expect(new Set(stored.map((s) => s.examType))).toEqual(new Set(['jamb']));

    // WAEC and NECO get a setting of their own (draw 20): all three are ready.
    for (const e of ['waec', 'neco'])
      await app.db
        .insert(examSettings)
        .values({ ...at(e), questionsPerLevel: 20, timerMinutes: 30 });
    const quizzes = Object.fromEntries(
      await Promise.all(EXAMS.map(async (e) => [e, await start(at(e))] as const)),
    );
    for (const e of EXAMS) expect(quizzes[e]!.status, e).toBe(201);
    // NECO's syllabus has no Calculus: its quiz never holds one; the same ids reach every exam.
    expect(await topicsOf(quizzes.neco!.body.questions.map((q) => q.id))).not.toContain('Calculus');
    const ids = (e: string) => new Set(quizzes[e]!.body.questions.map((q) => q.id));
    const everywhere = [...ids('jamb')].filter((id) => ids('waec').has(id) || ids('neco').has(id));
    expect(everywhere.length).toBeGreaterThan(0);
    for (const e of EXAMS) await submit(quizzes[e]!.body.attemptId);
  });

  it('stops serving a question to an exam once its topic leaves that exam’s syllabus', async () => {
    const { at, subject } = await setUp();
    const rows = [
      ...Array.from({ length: 40 }, () => csvRow({ topic: 'Calculus', exams: 'JAMB;WAEC' })),
      ...Array.from({ length: 40 }, () => csvRow({ topic: 'Statics', exams: 'JAMB;WAEC' })),
    ];
    expect(
      (
        await upload(admin, formFor(at('jamb'), { questionsPerLevel: '20' }), {
          content: [HEADER, ...rows].join('\n'),
        })
      ).status,
    ).toBe(200);
    await app.db
      .insert(examSettings)
      .values({ ...at('waec'), questionsPerLevel: 20, timerMinutes: 30 });
    const first = await start(at('waec')); // the level is now cached by this server
    expect(first.status).toBe(201);
    await submit(first.body.attemptId);
    // WAEC drops Calculus from its syllabus: no WAEC quiz asks it again, whatever the cache held.
    await app.db
      .delete(syllabusTopics)
      .where(
        and(
          eq(syllabusTopics.examType, 'waec'),
          eq(syllabusTopics.subject, subject),
          eq(syllabusTopics.topicName, 'Calculus'),
        ),
      );
    for (let i = 0; i < 3; i++) {
      const quiz = await start(at('waec'));
      expect(quiz.status).toBe(201);
      expect(await topicsOf(quiz.body.questions.map((q) => q.id))).not.toContain('Calculus');
      await submit(quiz.body.attemptId);
    }
    // JAMB still serves them (the upload gave JAMB its setting).
    const jamb = await start(at('jamb'));
    expect(jamb.status).toBe(201);
    await submit(jamb.body.attemptId);
    // With 40 Statics left WAEC is still ready; with fewer it would be "coming soon".
    await app.db.execute(
      sql`delete from questions where subject = ${subject} and level = ${at('waec').level} and topic = 'Statics' and ctid in (select ctid from questions where subject = ${subject} and level = ${at('waec').level} and topic = 'Statics' limit 1)`,
    );
    expect(
      await errorCode(await student.client.fetch('/api/practice/quizzes', { json: at('waec') })),
    ).toBe('LEVEL_NOT_READY');
  });

  it('shows admins the Coverage of every exam, subject and level against the ready threshold', async () => {
    const { at } = await setUp();
    const rows = Array.from({ length: 30 }, () =>
      csvRow({ topic: 'Statics', exams: 'JAMB;WAEC;NECO' }),
    );
    await upload(admin, formFor(at('jamb'), { questionsPerLevel: '15' }), {
      content: [HEADER, ...rows].join('\n'),
    });
    const res = await admin.fetch('/api/admin/coverage');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      cells: {
        examType: string;
        subject: string;
        level: number;
        questionCount: number;
        threshold: number;
        ready: boolean;
      }[];
      plans: { premiumGives: string };
      generation: boolean;
    };
    const cell = (e: string) =>
      body.cells.find(
        (c) => c.examType === e && c.subject === at(e).subject && c.level === at(e).level,
      );
    expect(cell('jamb')).toMatchObject({ questionCount: 30, threshold: 30, ready: true });
    // WAEC and NECO have no setting: the default draw of 20 needs 40.
    expect(cell('waec')).toMatchObject({ questionCount: 30, threshold: 40, ready: false });
    expect(cell('neco')).toMatchObject({ questionCount: 30, threshold: 40, ready: false });
    expect(body.generation).toBe(false);
    expect(typeof body.plans.premiumGives).toBe('string');
    expect((await student.client.fetch('/api/admin/coverage')).status).toBe(403);
  });

  it("takes a manual entry's exams, on each exam's syllabus, and keeps them through an edit", async () => {
    const { at } = await setUp();
    const body = (over: Record<string, unknown>): Record<string, unknown> => ({
      ...at('jamb'),
      topic: 'Calculus',
      difficulty: 'medium',
      questionText: `Manual ${Date.now()}: differentiate $x^2$.`,
      options: { A: '$2x$', B: '$x$', C: '$2$', D: '$x^2$' },
      correctAnswer: 'A',
      explanation: 'The power rule gives $2x$.',
      ...over,
    });
    const refused = await admin.fetch('/api/admin/questions', {
      json: body({ exams: ['jamb', 'neco'] }),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /not in the NECO syllabus/,
    );
    const made = await admin.fetch('/api/admin/questions', {
      json: body({ exams: ['waec', 'jamb'] }),
    });
    expect(made.status).toBe(201);
    const q = (await made.json()) as { id: string; exams: string[] };
    expect(q.exams).toEqual(['jamb', 'waec']);
    const { exams: _e, ...withoutExams } = body({ questionText: 'Edited: differentiate $x^2$.' });
    const edited = await admin.fetch(`/api/admin/questions/${q.id}`, {
      method: 'PATCH',
      json: withoutExams,
    });
    expect(((await edited.json()) as { exams: string[] }).exams).toEqual(['jamb', 'waec']);
  });
});
