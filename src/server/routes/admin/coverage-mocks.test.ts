import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdminAndStudent } from '../../testing/app-with-users';
import { draft, freshSubject, insertQuestions, insertTopic } from '../../testing/admin-fixtures';
import { examSettings, questions } from '../../db/schema';
import { AVAILABLE_EXAM_CODES } from '../../../domain/catalogue';
import { COMPETITION_QUESTION_SOURCE } from '../../../domain/competitions';
import type { Coverage } from '../../services/admin/get-coverage';
import type { BlueprintDto } from '../../services/admin/types';

let app: TestApp;
let admin: TestClient;
let student: TestClient;
beforeAll(
  async () =>
    ({
      app,
      admin,
      student: { client: student },
    } = await startAppWithAdminAndStudent()),
);
afterAll(() => app?.close());

const coverage = async () => {
  const res = await admin.fetch('/api/admin/coverage');
  expect(res.status).toBe(200);
  return (await res.json()) as Coverage;
};

/**
 * An exam × subject of its own, with nothing serving it, a syllabus of one topic and three levels
 * whose settings draw 5 (ready from 10 served questions): level 10 ready, level 11 too thin,
 * level 12 switched off.
 */
async function setUp() {
  const pair = await freshSubject(app.db);
  const { examType, subject } = pair;
  await app.db
    .delete(questions)
    .where(and(eq(questions.subject, subject), sql`${examType} = any(${questions.exams})`));
  await app.db
    .delete(examSettings)
    .where(and(eq(examSettings.examType, examType), eq(examSettings.subject, subject)));
  await app.db.insert(examSettings).values(
    [10, 11, 12].map((level) => ({
      ...pair,
      level,
      questionsPerLevel: 5,
      isActive: level !== 12,
    })),
  );
  await insertTopic(app.db, { ...pair, topicName: 'Algebra' });
  const other = AVAILABLE_EXAM_CODES.find((e) => e !== examType)!;
  const at = (level: number) => ({ ...pair, level });
  await insertQuestions(app.db, [
    // Level 10: 11 served and drawable.
    ...Array.from({ length: 10 }, () => draft(at(10))),
    { ...draft({ ...at(10), examType: other }), exams: [other, examType] },
    // Level 10, not drawable or not served: pending, inactive, a competition's, off the syllabus,
    // another exam's only.
    { ...draft(at(10)), pendingReview: true },
    { ...draft(at(10)), isActive: false },
    { ...draft(at(10)), source: COMPETITION_QUESTION_SOURCE },
    draft(at(10), { topic: 'Optics' }),
    { ...draft({ ...at(10), examType: other }), exams: [other] },
    // Level 11: 4 served, not ready. Level 12: 12 served, its setting off.
    ...Array.from({ length: 4 }, () => draft(at(11))),
    ...Array.from({ length: 12 }, () => draft(at(12))),
  ]);
  return pair;
}

describe('Coverage: mock papers (issue 23)', () => {
  it('lists each blueprint with the drawable questions of its ready levels, as the bank holds them', async () => {
    const pair = await setUp();
    const created = await admin.fetch('/api/admin/blueprints', {
      json: { ...pair, totalQuestionsRealExam: 11, totalTimeRealExam: 30 },
    });
    expect(created.status).toBe(201);
    const bp = (await created.json()) as BlueprintDto;

    const paperOf = (c: Coverage) =>
      c.mocks.find((m) => m.exam === pair.examType && m.subject === pair.subject);
    const first = await coverage();
    expect(paperOf(first)).toMatchObject({
      questionCount: 11,
      minutes: 30,
      available: 11,
      fillable: true,
    });
    // The same count as the grid's ready cells of the pair.
    const readyCells = first.cells.filter(
      (c) => c.examType === pair.examType && c.subject === pair.subject && c.ready,
    );
    expect(readyCells.map((c) => [c.level, c.questionCount])).toEqual([[10, 11]]);

    // One more question than the bank holds: short by one.
    await admin.fetch(`/api/admin/blueprints/${bp.id}`, {
      method: 'PATCH',
      json: { totalQuestionsRealExam: 12 },
    });
    expect(paperOf(await coverage())).toMatchObject({
      questionCount: 12,
      available: 11,
      fillable: false,
    });

    // Level 11 becomes ready with 6 more: its 10 count too.
    await insertQuestions(
      app.db,
      Array.from({ length: 6 }, () => draft({ ...pair, level: 11 })),
    );
    expect(paperOf(await coverage())).toMatchObject({ available: 21, fillable: true });

    // No blueprint, no paper.
    await admin.fetch(`/api/admin/blueprints/${bp.id}`, { method: 'DELETE' });
    expect(paperOf(await coverage())).toBeUndefined();
  });

  it('is for admins only', async () => {
    expect((await student.fetch('/api/admin/coverage')).status).toBe(403);
  });
});
