import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient, type TestUser } from '../../testing/test-app';
import { startAppWithAdminAndStudent } from '../../testing/app-with-users';
import { draft, freshLevel, insertQuestions, type Level } from '../../testing/admin-fixtures';
import { insertAttempt } from '../../testing/progress-fixtures';
import { completeLevel, givePremium } from '../../testing/practice-fixtures';
import { takeQuiz } from '../../testing/quiz-fixtures';
import type { OptionKey } from '../../../domain/questions';
import type { ATTEMPT_KINDS } from '../../db/schema/practice';

type AttemptKind = (typeof ATTEMPT_KINDS)[number];
import type { QuestionStatsPageDto } from '../../services/questions/item-stats';

let app: TestApp;
let admin: TestClient;
let studentId: string;
beforeAll(async () => {
  let student: TestUser;
  ({ app, admin, student } = await startAppWithAdminAndStudent());
  studentId = student.id;
});
afterAll(() => app?.close());

const page = async (at: Level, extra = '') => {
  const res = await admin.fetch(
    `/api/admin/questions?examType=${at.examType}&subject=${at.subject}&level=${at.level}${extra}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as QuestionStatsPageDto;
};

/**
 * One attempt per entry of `choices`, each showing every question of `ids` (options shuffled,
 * answers under the questions' own keys, as the quiz stores them); null leaves it unanswered.
 */
async function seedAttempts(
  at: Level,
  ids: string[],
  choices: (OptionKey | null)[],
  { closed = true, kind = 'practice' }: { closed?: boolean; kind?: AttemptKind } = {},
) {
  const now = new Date();
  for (const choice of choices)
    await insertAttempt(app.db, {
      userId: studentId,
      ...at,
      kind,
      questions: ids.map((id) => ({ id, optionOrder: ['D', 'C', 'B', 'A'] as OptionKey[] })),
      answers: choice ? Object.fromEntries(ids.map((id) => [id, choice])) : {},
      deadlineAt: now,
      completedAt: closed ? now : null,
      totalQuestions: ids.length,
    });
}
const times = <T>(n: number, v: T): T[] => Array(n).fill(v) as T[];

describe('item statistics in GET /api/admin/questions (Manage)', () => {
  it('gives each question its attempts, facility and option shares from closed attempts', async () => {
    const at = await freshLevel(app.db);
    const [id, unseen] = await insertQuestions(app.db, [
      draft(at, { correctAnswer: 'B' }),
      draft(at),
    ]);
    await seedAttempts(at, [id!], ['B', 'B', 'C', null]);
    // Neither an open attempt nor a retry counts.
    await seedAttempts(at, [id!], ['C'], { closed: false });
    await seedAttempts(at, [id!], ['C'], { kind: 'retry' });
    const body = await page(at);
    expect(body.items.find((q) => q.id === id)!.stats).toEqual({
      attempts: 4,
      answers: 3,
      facility: 50,
      shares: { A: 0, B: 50, C: 25, D: 0 },
      unanswered: 25,
      possibleWrongKey: false,
    });
    expect(body.items.find((q) => q.id === unseen)!.stats).toMatchObject({
      attempts: 0,
      facility: null,
    });
  });

  it('counts a quiz taken over HTTP under the right option keys', async () => {
    const at = await freshLevel(app.db);
    const student = await app.createUser();
    await givePremium(app.db, student.id);
    for (let l = 1; l < at.level; l++) await completeLevel(app.db, student.id, { ...at, level: l });
    const result = await takeQuiz(app.db, student, at, { n: 2, right: 1 });
    const body = await page(at);
    // One answered right and one wrong, each under the key the student chose.
    expect(result.questions.map((q) => q.correct).sort()).toEqual([false, true]);
    for (const graded of result.questions) {
      const { stats } = body.items.find((q) => q.id === graded.id)!;
      expect(stats).toMatchObject({ attempts: 1, answers: 1, facility: graded.correct ? 100 : 0 });
      expect(stats.shares[graded.selected as OptionKey]).toBe(100);
    }
  });

  it('lists under "possible wrong key" only questions with 20 answers and a suspicious key', async () => {
    const at = await freshLevel(app.db);
    const [planted, lowFacility, tooFew, fine] = await insertQuestions(app.db, [
      draft(at, { correctAnswer: 'A' }),
      draft(at, { correctAnswer: 'D' }),
      draft(at, { correctAnswer: 'A' }),
      draft(at, { correctAnswer: 'A' }),
    ]);
    // The planted key is A but the class answers B (a distractor beats the key).
    await seedAttempts(at, [planted!], [...times(15, 'B' as const), ...times(5, 'A' as const)]);
    // Key D chosen by 5 of 25 (20 %) and no option more often: flagged for the facility alone.
    await seedAttempts(
      at,
      [lowFacility!],
      [
        ...times(5, 'D' as const),
        ...times(5, 'A' as const),
        ...times(5, 'B' as const),
        ...times(5, 'C' as const),
        ...times(5, null),
      ],
    );
    // 19 answers, all wrong, and blanks do not make up the 20.
    await seedAttempts(at, [tooFew!], [...times(19, 'C' as const), ...times(5, null)]);
    await seedAttempts(at, [fine!], [...times(18, 'A' as const), ...times(2, 'B' as const)]);

    const body = await page(at, '&wrongKey=true');
    expect(body.items.map((q) => q.id).sort()).toEqual([planted, lowFacility].sort());
    expect(body.total).toBe(2);
    expect(body.totals).toEqual({ active: 4, pending: 0, inactive: 0 });
    expect(body.items.find((q) => q.id === planted)!.stats).toMatchObject({
      answers: 20,
      facility: 25,
      shares: { A: 25, B: 75, C: 0, D: 0 },
      possibleWrongKey: true,
    });
    expect(body.items.find((q) => q.id === lowFacility)!.stats).toMatchObject({
      facility: 20,
      possibleWrongKey: true,
    });
    // Without the filter every question is listed, flagged or not.
    const all = await page(at);
    expect(all.total).toBe(4);
    expect(all.items.find((q) => q.id === tooFew)!.stats).toMatchObject({
      attempts: 24,
      answers: 19,
      facility: 0,
      possibleWrongKey: false,
    });
  });

  it('pages the flagged list and rejects a bad filter value', async () => {
    const at = await freshLevel(app.db);
    const ids = await insertQuestions(app.db, [draft(at), draft(at), draft(at)]);
    await seedAttempts(at, ids, times(20, 'C' as const));
    const second = await page(at, '&wrongKey=true&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((q) => q.id)).toEqual(ids.slice(2));
    expect((await page(at, '&wrongKey=false')).total).toBe(3);
    const bad = await admin.fetch(
      `/api/admin/questions?examType=${at.examType}&subject=${at.subject}&wrongKey=maybe`,
    );
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('VALIDATION_FAILED');
  });

  it('is for admins only: students get 403', async () => {
    const student = await app.createUser();
    const res = await student.client.fetch(
      '/api/admin/questions?examType=jamb&subject=mathematics&wrongKey=true',
    );
    expect(res.status).toBe(403);
  });
});
