import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  achievements,
  notifications,
  questions,
  quizAttempts,
  userProgress,
} from '../../db/schema';
import { createTestApp, errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import {
  addQuestions,
  clearLevel,
  completeLevel,
  setSetting,
  makeReady,
  uniqueLevel,
} from '../../testing/practice-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

type Where = { examType: string; subject: string; level: number };
type Running = {
  status: string;
  attemptId: string;
  examType: string;
  subject: string;
  level: number;
  questions: { id: string; options: { key: string }[] }[];
  timeLimitSeconds: number;
};
type Result = {
  status: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  questions: { id: string; correct: boolean; selected: string | null }[];
};
type Summary = {
  questionCount: number;
  timeLimitSeconds: number;
  openAttempt: { attemptId: string } | null;
};
type Mark = 'right' | 'wrong' | 'skip';

/** The key of every question these tests added. */
const keys = new Map<string, string>();
const json = async <T>(r: Response) => (await r.json()) as T;

/** A level of its own with `n` questions, asked all at once in the bank's order. */
async function bankLevel(n: number, where: Where = uniqueLevel()) {
  await clearLevel(app.db, where);
  for (const q of await addQuestions(app.db, where, n)) keys.set(q.id, q.correctAnswer);
  await setSetting(app.db, where, {
    questionsPerLevel: n,
    timerMinutes: 30,
    shuffleQuestions: false,
  });
  await makeReady(app.db, where); // spares after the n: the quiz asks exactly these
  return where;
}

/** Answers per mark, in the order the quiz shows its questions (`skip` leaves one unanswered). */
function answersFor(ids: string[], marks: Record<string, Mark> | Mark[]) {
  const answers: Record<string, string> = {};
  ids.forEach((id, i) => {
    const mark = Array.isArray(marks) ? marks[i] : marks[id];
    const key = keys.get(id)!;
    if (mark === 'right') answers[id] = key;
    if (mark === 'wrong') answers[id] = key === 'A' ? 'B' : 'A';
  });
  return answers;
}

const submit = async (u: TestUser, area: 'practice' | 'mistakes', id: string, answers: object) => {
  const res = await u.client.fetch(`/api/${area}/quizzes/${id}/submit`, { json: { answers } });
  expect(res.status).toBe(200);
  return json<Result>(res);
};

/** A practice quiz of the level, answered as marked; returns the question ids in quiz order. */
async function practise(u: TestUser, where: Where, marks: Mark[] | Record<string, Mark>) {
  await completeLevel(app.db, u.id, { ...where, level: where.level - 1 });
  const res = await u.client.fetch('/api/practice/quizzes', { json: where });
  expect(res.status).toBe(201);
  const quiz = await json<Running>(res);
  const ids = quiz.questions.map((q) => q.id);
  await submit(u, 'practice', quiz.attemptId, answersFor(ids, marks));
  return ids;
}

const startRetry = (u: TestUser, where: Where) =>
  u.client.fetch('/api/mistakes/quizzes', {
    json: { examType: where.examType, subject: where.subject },
  });

async function retry(u: TestUser, where: Where, marks: Record<string, Mark>) {
  const res = await startRetry(u, where);
  expect(res.status).toBe(201);
  const quiz = await json<Running>(res);
  const ids = quiz.questions.map((q) => q.id);
  const result = await submit(u, 'mistakes', quiz.attemptId, answersFor(ids, marks));
  return { ids, result };
}

const summary = async (u: TestUser, where: Where) =>
  json<Summary>(
    await u.client.fetch(`/api/mistakes/exams/${where.examType}/subjects/${where.subject}`),
  );

const rowsOf = (u: TestUser) =>
  Promise.all([
    app.db.select().from(userProgress).where(eq(userProgress.userId, u.id)),
    app.db.select().from(achievements).where(eq(achievements.userId, u.id)),
    app.db.select().from(notifications).where(eq(notifications.userId, u.id)),
  ]);

describe('retry my mistakes', () => {
  it('draws exactly the questions a practice quiz missed, without keys, and changes no progress', async () => {
    const student = await app.createUser();
    const where = await bankLevel(6);
    const ids = await practise(student, where, [
      'right',
      'wrong',
      'skip',
      'right',
      'wrong',
      'skip',
    ]);
    const missed = [ids[1], ids[2], ids[4], ids[5]];

    const attemptsBefore = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.userId, student.id));
    expect(await summary(student, where)).toEqual({
      examType: where.examType,
      subject: where.subject,
      questionCount: 4,
      timeLimitSeconds: 480,
      openAttempt: null,
    });
    // Reading what a retry would be writes nothing.
    expect(
      await app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, student.id)),
    ).toEqual(attemptsBefore);

    const before = await rowsOf(student);
    const res = await startRetry(student, where);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(/correctAnswer|explanation|SECRET-EXPLANATION/);
    const quiz = JSON.parse(text) as Running;
    expect(quiz).toMatchObject({
      status: 'in_progress',
      examType: where.examType,
      subject: where.subject,
      level: 0,
      timeLimitSeconds: 4 * 120,
    });
    expect(quiz.questions.map((q) => q.id)).toEqual(missed);
    expect(quiz.questions.every((q) => q.options.length === 4)).toBe(true);

    // Started again: the open retry quiz is resumed, and the summary names it.
    expect((await json<Running>(await startRetry(student, where))).attemptId).toBe(quiz.attemptId);
    expect((await summary(student, where)).openAttempt?.attemptId).toBe(quiz.attemptId);

    const save = await student.client.fetch(`/api/mistakes/quizzes/${quiz.attemptId}/answers`, {
      method: 'PUT',
      json: { answers: { [missed[0]!]: keys.get(missed[0]!) } },
    });
    expect(save.status).toBe(200);
    const resumed = await json<Running & { answers: object }>(
      await student.client.fetch(`/api/mistakes/quizzes/${quiz.attemptId}`),
    );
    expect(resumed.answers).toEqual({ [missed[0]!]: keys.get(missed[0]!) });
    expect(JSON.stringify(resumed)).not.toMatch(/correctAnswer|SECRET-EXPLANATION/);

    const result = await submit(
      student,
      'mistakes',
      quiz.attemptId,
      answersFor(missed as string[], ['right', 'right', 'right', 'wrong']),
    );
    expect(result).toMatchObject({ status: 'completed', correctAnswers: 3, totalQuestions: 4 });
    expect(result.score).toBe(75);

    // No level progress, no achievement, no notification: only the attempt itself.
    expect(await rowsOf(student)).toEqual(before);
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, quiz.attemptId));
    expect(row).toMatchObject({
      kind: 'retry',
      target: `${where.examType}/${where.subject}`,
      level: 0,
      score: 75,
      missed: '0001',
    });
    const full = await json<Result>(
      await student.client.fetch(`/api/mistakes/quizzes/${quiz.attemptId}`),
    );
    expect(full).toMatchObject({ status: 'completed', score: 75 });
  });

  it('lets a question go once answered right in two different quizzes, and a new miss brings it back', async () => {
    const student = await app.createUser();
    const where = await bankLevel(4);
    const [q0, q1, q2, q3] = (await practise(student, where, ['skip', 'skip', 'skip', 'skip'])) as [
      string,
      string,
      string,
      string,
    ];

    // Retry 1: q0, q1 right once; q2 wrong, q3 unanswered (missed again, so they come first).
    const first = await retry(student, where, { [q0]: 'right', [q1]: 'right', [q2]: 'wrong' });
    expect(first.ids).toEqual([q0, q1, q2, q3]);
    expect((await summary(student, where)).questionCount).toBe(4);

    // Practice: q0 right a second time (out); q1 missed (back, most recent); q2, q3 right once.
    await practise(student, where, { [q0]: 'right', [q1]: 'wrong', [q2]: 'right', [q3]: 'right' });
    const second = await retry(student, where, { [q1]: 'right', [q2]: 'right', [q3]: 'right' });
    expect(second.ids).toEqual([q1, q2, q3]);

    // q2 and q3 now have two right answers in two quizzes; q1 one since its last miss.
    const third = await retry(student, where, { [q1]: 'right' });
    expect(third.ids).toEqual([q1]);

    expect(await summary(student, where)).toMatchObject({ questionCount: 0, openAttempt: null });
    const empty = await startRetry(student, where);
    expect(empty.status).toBe(404);
    expect(await json(empty)).toMatchObject({
      code: 'NO_MISTAKES',
      message: expect.stringMatching(/^No mistakes to retry in .+\. Questions you answer wrong/),
    });
  });

  it('draws across the levels of the subject, only active questions, at most 20, newest misses first', async () => {
    const student = await app.createUser();
    const low = await bankLevel(25);
    const high = await bankLevel(3, { ...low, level: low.level + 1 });
    await completeLevel(app.db, student.id, low);
    const lowIds = await practise(student, low, Array(25).fill('skip'));
    const highIds = await practise(student, high, ['wrong', 'skip', 'wrong']);

    // An inactive question and one waiting for review are never asked.
    await app.db.update(questions).set({ isActive: false }).where(eq(questions.id, highIds[1]!));
    await app.db.update(questions).set({ pendingReview: true }).where(eq(questions.id, lowIds[0]!));

    const res = await startRetry(student, low);
    const quiz = await json<Running>(res);
    expect(quiz.questions.map((q) => q.id)).toEqual([
      highIds[0],
      highIds[2],
      ...lowIds.slice(1, 19),
    ]);
    expect(quiz.timeLimitSeconds).toBe(20 * 120);

    // A question of the subject edited while the quiz runs: the submit grades it as it is now.
    await app.db
      .update(questions)
      .set({ questionText: 'Edited meanwhile' })
      .where(eq(questions.id, highIds[0]!));
    const ids = quiz.questions.map((q) => q.id);
    const result = await submit(
      student,
      'mistakes',
      quiz.attemptId,
      answersFor(
        ids,
        ids.map(() => 'right'),
      ),
    );
    expect(result).toMatchObject({ correctAnswers: 20, totalQuestions: 20, score: 100 });
  });

  it("refuses another user's retry quiz, and keeps kinds apart", async () => {
    const student = await app.createUser();
    const where = await bankLevel(3);
    await practise(student, where, ['wrong', 'right', 'right']);
    const quiz = await json<Running>(await startRetry(student, where));
    const other = await app.createUser();
    for (const [method, path, body] of [
      ['GET', `/api/mistakes/quizzes/${quiz.attemptId}`, undefined],
      ['PUT', `/api/mistakes/quizzes/${quiz.attemptId}/answers`, { answers: {} }],
      ['POST', `/api/mistakes/quizzes/${quiz.attemptId}/submit`, {}],
    ] as const) {
      const res = await other.client.fetch(path, { method, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await errorCode(res)).toBe('NOT_FOUND');
    }
    // The practice routes do not take a retry attempt either.
    const asPractice = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}`);
    expect(asPractice.status).toBe(404);
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, quiz.attemptId), inArray(quizAttempts.kind, ['retry'])));
    expect(row!.completedAt).toBeNull();
    // The other student has nothing to retry.
    expect((await summary(other, where)).questionCount).toBe(0);
  });

  it('validates the exam and subject, and needs a signed-in student', async () => {
    const student = await app.createUser();
    const bad = await student.client.fetch('/api/mistakes/quizzes', {
      json: { examType: 'jamb', subject: 'astrology' },
    });
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('VALIDATION_FAILED');
    const badParams = await student.client.fetch('/api/mistakes/exams/toefl/subjects/mathematics');
    expect(badParams.status).toBe(400);
    const anonymous = await app.request('/api/mistakes/exams/jamb/subjects/mathematics');
    expect(anonymous.status).toBe(401);
  });
});
