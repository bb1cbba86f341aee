import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { questionBankVersions, questions, quizAttempts, userProgress } from '../../db/schema';
import { createTestApp, errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import {
  addQuestions,
  clearLevel,
  completeLevel,
  givePremium,
  setSetting,
  makeReady,
  uniqueLevel,
} from '../../testing/practice-fixtures';
import { levelProgressOf } from '../../testing/progress-fixtures';

let app: TestApp;
let student: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  student = await app.createUser();
});
afterAll(() => app?.close());

type Running = {
  attemptId: string;
  questions: { id: string; options: { key: string }[] }[];
  answers: Record<string, string>;
  deadlineAt: string;
  timeLimitSeconds: number;
};
type Result = {
  status: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  questions: { id: string; correctAnswer: string; selected: string | null; explanation: string }[];
};

async function level(n = 10, setting?: { questionsPerLevel: number; timerMinutes: number }) {
  const where = uniqueLevel();
  await clearLevel(app.db, where);
  const bank = await addQuestions(app.db, where, n);
  if (setting) await setSetting(app.db, where, setting);
  await makeReady(app.db, where);
  await completeLevel(app.db, student.id, { ...where, level: where.level - 1 });
  return { where, bank, key: new Map(bank.map((q) => [q.id, q.correctAnswer])) };
}

const start = (u: TestUser, where: object) =>
  u.client.fetch('/api/practice/quizzes', { json: where });
/** A started quiz; a refusal fails the test with its code and message. */
const started = async (u: TestUser, where: object) => {
  const res = await start(u, where);
  if (res.status !== 201) throw new Error(`start ${res.status}: ${await res.text()}`);
  return (await res.json()) as Running;
};
const json = async <T>(r: Response) => (await r.json()) as T;

describe('starting a quiz', () => {
  it('returns the drawn questions without correct answers or explanations', async () => {
    const { where } = await level(12, { questionsPerLevel: 8, timerMinutes: 5 });
    const res = await start(student, where);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(/correctAnswer|explanation|SECRET-EXPLANATION/);
    const quiz = JSON.parse(text) as Running;
    expect(quiz.questions).toHaveLength(8);
    expect(quiz.timeLimitSeconds).toBe(300);
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(8);
  });

  it('resumes the open attempt (other phone, reload) with saved answers and the server deadline', async () => {
    const { where } = await level(4);
    const first = await json<Running>(await start(student, where));
    const q = first.questions[0]!;
    expect(
      (
        await student.client.fetch(`/api/practice/quizzes/${first.attemptId}/answers`, {
          method: 'PUT',
          json: { answers: { [q.id]: 'C' } },
        })
      ).status,
    ).toBe(200);
    const again = await json<Running>(await start(student, where));
    expect(again.attemptId).toBe(first.attemptId);
    expect(again.deadlineAt).toBe(first.deadlineAt);
    const resumed = await json<Running>(
      await student.client.fetch(`/api/practice/quizzes/${first.attemptId}`),
    );
    expect(resumed.answers).toEqual({ [q.id]: 'C' });
    // The start's answer (assembled from cached JSON) and a resume (serialised whole) agree.
    const { serverNow: _a, answers: _b, ...started } = first as Running & { serverNow: string };
    expect(resumed).toMatchObject(started);
    expect(Object.keys(resumed).sort()).toEqual(Object.keys(first).sort());
    expect(JSON.stringify(resumed)).not.toMatch(/correctAnswer|SECRET-EXPLANATION/);
  });

  it('opens one attempt when the same level is started twice at the same moment', async () => {
    const { where } = await level(6);
    const [a, b, c] = await Promise.all([
      start(student, where),
      start(student, where),
      start(student, where),
    ]);
    const ids = await Promise.all([a, b, c].map(async (r) => (await json<Running>(r)).attemptId));
    expect(new Set(ids).size).toBe(1);
    const open = await app.db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, student.id),
          eq(quizAttempts.examType, where.examType),
          eq(quizAttempts.subject, where.subject),
          eq(quizAttempts.level, where.level),
          isNull(quizAttempts.completedAt),
        ),
      );
    expect(open).toHaveLength(1);
  });

  it('submits an attempt left open past its deadline and starts a new one', async () => {
    const { where, key } = await level(4);
    const first = await json<Running>(await start(student, where));
    const q = first.questions[0]!;
    await student.client.fetch(`/api/practice/quizzes/${first.attemptId}/answers`, {
      method: 'PUT',
      json: { answers: { [q.id]: key.get(q.id) } },
    });
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizAttempts.id, first.attemptId));
    const second = await json<Running>(await start(student, where));
    expect(second.attemptId).not.toBe(first.attemptId);
    const [old] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, first.attemptId));
    expect(old).toMatchObject({ correctAnswers: 1, totalQuestions: 4, score: 25 });
  });

  it('keeps the bank order when the setting turns shuffling off', async () => {
    const { where, bank } = await level(6);
    await setSetting(app.db, where, {
      questionsPerLevel: 4,
      timerMinutes: 10,
      shuffleQuestions: false,
    });
    const quiz = await started(student, where);
    // The bank's order is the admin's Manage order: oldest first, then by id.
    const ordered = [...bank].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
    );
    expect(quiz.questions.map((q) => q.id)).toEqual(ordered.slice(0, 4).map((q) => q.id));
  });

  it('refuses a locked level, a level above 10 without premium, and bad parameters', async () => {
    const where = uniqueLevel();
    const below = { ...where, level: where.level - 1 };
    await clearLevel(app.db, below);
    await addQuestions(app.db, where, 3);
    await makeReady(app.db, where);
    // A level below that is not ready never blocks (ADR 0030)…
    expect((await start(student, where)).status).toBe(201);
    // …a ready one does until it is completed.
    await addQuestions(app.db, below, 3);
    await makeReady(app.db, below);
    await app.db.delete(quizAttempts).where(eq(quizAttempts.userId, student.id));
    const locked = await start(student, where); // previous level not completed
    expect(locked.status).toBe(403);
    expect(await errorCode(locked)).toBe('LEVEL_LOCKED');

    const high = { ...where, level: 11 };
    await clearLevel(app.db, high);
    await addQuestions(app.db, high, 3);
    await completeLevel(app.db, student.id, { ...where, level: 10 });
    // Not ready yet (3 questions, a draw of 20): "coming soon" to everyone, never a paywall.
    const soon = await start(student, high);
    expect(soon.status).toBe(404);
    expect(await errorCode(soon)).toBe('LEVEL_NOT_READY');
    await makeReady(app.db, high);
    const premium = await start(student, high);
    expect(premium.status).toBe(403);
    expect(await errorCode(premium)).toBe('PREMIUM_REQUIRED');
    await givePremium(app.db, student.id);
    expect((await start(student, high)).status).toBe(201);

    const bad = await start(student, { subject: 'literature', level: 1 });
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe('Invalid quiz parameters');
  });

  it('refuses a level that is not ready (empty, or under twice its draw) as coming soon, and a malformed bank', async () => {
    const where = uniqueLevel();
    await completeLevel(app.db, student.id, { ...where, level: where.level - 1 });
    const empty = await start(student, where);
    expect(empty.status).toBe(404);
    expect(await json(empty)).toMatchObject({
      code: 'LEVEL_NOT_READY',
      message: expect.stringMatching(
        /^(JAMB UTME|WAEC SSCE|NECO SSCE)\/(Literature|Government)\/Level \d+ is coming soon: it does not have enough questions yet\.$/,
      ),
    });
    // Three questions for a draw of two: one short of twice the draw.
    await addQuestions(app.db, where, 3);
    await setSetting(app.db, where, { questionsPerLevel: 2, timerMinutes: 5 });
    expect(await errorCode(await start(student, where))).toBe('LEVEL_NOT_READY');
    await addQuestions(app.db, where, 1);
    expect((await start(student, where)).status).toBe(201);

    const broken = uniqueLevel();
    await completeLevel(app.db, student.id, { ...broken, level: broken.level - 1 });
    await setSetting(app.db, broken, { questionsPerLevel: 1, timerMinutes: 5 });
    for (let i = 0; i < 2; i++)
      await app.db.execute(
        sql`insert into questions (exam_type, subject, level, question_text, options, correct_answer) values (${broken.examType}, ${broken.subject}, ${broken.level}, ${`Broken ${i}`}, '{}'::jsonb, 'A')`,
      );
    const malformed = await start(student, broken);
    expect(await json(malformed)).toMatchObject({
      code: 'NO_VALID_QUESTIONS',
      message: 'No valid questions found - questions may be malformed',
    });
  });
});

describe('submitting', () => {
  it('grades on the server, saves the attempt and progress, and a second submit changes nothing', async () => {
    const { where, key } = await level(4);
    const quiz = await json<Running>(await start(student, where));
    const [q1, q2, q3] = quiz.questions;
    const wrong = (id: string) => (key.get(id) === 'A' ? 'B' : 'A');
    const res = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
      json: {
        answers: { [q1!.id]: key.get(q1!.id), [q2!.id]: key.get(q2!.id), [q3!.id]: wrong(q3!.id) },
        score: 100,
      },
    });
    expect(res.status).toBe(200);
    const result = await json<Result>(res);
    expect(result).toMatchObject({
      status: 'completed',
      correctAnswers: 2,
      totalQuestions: 4,
      score: 50,
    });
    expect(result.questions.every((q) => q.explanation?.startsWith('SECRET-EXPLANATION'))).toBe(
      true,
    );
    expect(result.questions.find((q) => q.id === quiz.questions[3]!.id)?.selected).toBeNull();

    const [progress] = await levelProgressOf(app.db, student.id, where);
    expect(progress).toMatchObject({ completed: true, score: 50, totalQuestions: 4 });

    const again = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
      json: { answers: { [q3!.id]: key.get(q3!.id) } },
    });
    expect(await json(again)).toEqual(result);
    const [after] = await app.db
      .select()
      .from(userProgress)
      .where(eq(userProgress.id, progress!.id));
    expect(after!.updatedAt).toEqual(progress!.updatedAt);

    // The submit leaves out the texts the phone already has; the level's result page has them all.
    expect(result.questions.every((q) => !('questionText' in q) && !('options' in q))).toBe(true);
    type Full = Omit<Result, 'questions'> & {
      questions: (Result['questions'][number] & { questionText: string; options: unknown[] })[];
    };
    const latest = await json<Full>(
      await student.client.fetch(
        `/api/practice/results/${where.examType}/${where.subject}/${where.level}`,
      ),
    );
    expect(
      latest.questions.every(
        (q) => q.questionText.startsWith('Question') && q.options.length === 4,
      ),
    ).toBe(true);
    // The same result, but for the achievements the submit earned (said once, by the submit).
    const { earned, ...submitted } = result as Result & { earned: unknown[] };
    expect(Array.isArray(earned)).toBe(true);
    expect({
      ...latest,
      questions: latest.questions.map(({ questionText: _t, options: _o, ...q }) => q),
    }).toEqual(submitted);
  });

  it('ignores answers after the deadline and submits an expired attempt with what was saved', async () => {
    const { where, key } = await level(3);
    const quiz = await json<Running>(await start(student, where));
    const [q1, q2] = quiz.questions;
    await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/answers`, {
      method: 'PUT',
      json: { answers: { [q1!.id]: key.get(q1!.id) } },
    });
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizAttempts.id, quiz.attemptId));

    const late = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/answers`, {
      method: 'PUT',
      json: { answers: { [q2!.id]: key.get(q2!.id) } },
    });
    expect(late.status).toBe(409);
    expect(await errorCode(late)).toBe('DEADLINE_PASSED');
    const submitted = await json<Result>(
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
        json: { answers: { [q2!.id]: key.get(q2!.id) } },
      }),
    );
    expect(submitted).toMatchObject({ correctAnswers: 1, totalQuestions: 3, score: 33 });
  });

  it("never lets a student read, answer or submit another user's attempt", async () => {
    const { where } = await level(3);
    const quiz = await json<Running>(await start(student, where));
    const other = await app.createUser();
    for (const [method, path, body] of [
      ['GET', `/api/practice/quizzes/${quiz.attemptId}`, undefined],
      ['PUT', `/api/practice/quizzes/${quiz.attemptId}/answers`, { answers: {} }],
      ['POST', `/api/practice/quizzes/${quiz.attemptId}/submit`, {}],
    ] as const) {
      const res = await other.client.fetch(path, { method, json: body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, quiz.attemptId));
    expect(row!.completedAt).toBeNull();
  });

  it('keeps every answer when autosaves land at the same moment', async () => {
    const { where } = await level(8);
    const quiz = await json<Running>(await start(student, where));
    const saves = quiz.questions.map((q, i) =>
      student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/answers`, {
        method: 'PUT',
        json: { answers: { [q.id]: 'ABCD'[i % 4] } },
      }),
    );
    expect((await Promise.all(saves)).map((r) => r.status)).toEqual(quiz.questions.map(() => 200));
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, quiz.attemptId));
    expect(row!.answers).toEqual(
      Object.fromEntries(quiz.questions.map((q, i) => [q.id, 'ABCD'[i % 4]])),
    );

    const [first, ...rest] = quiz.questions;
    const cleared = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/answers`, {
      method: 'PUT',
      json: { answers: { [first!.id]: null } },
    });
    expect((await json<{ answers: Record<string, string> }>(cleared)).answers).toEqual(
      Object.fromEntries(rest.map((q, i) => [q.id, 'ABCD'[(i + 1) % 4]])),
    );
  });

  it('grades once when the same attempt is submitted twice at the same moment', async () => {
    const { where, key } = await level(4);
    const quiz = await json<Running>(await start(student, where));
    const answers = Object.fromEntries(quiz.questions.map((q) => [q.id, key.get(q.id)!]));
    const [a, b] = await Promise.all([
      student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, { json: { answers } }),
      student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
        json: { answers: {} },
      }),
    ]);
    const [ra, rb] = [await json<Result>(a), await json<Result>(b)];
    expect(ra).toEqual(rb);
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, quiz.attemptId));
    expect(row).toMatchObject({ score: ra.score, correctAnswers: ra.correctAnswers });
    expect(row!.completedAt).not.toBeNull();
  });

  it('requires a signed-in user', async () => {
    expect(
      (
        await app.request('/api/practice/quizzes', {
          json: { examType: 'jamb', subject: 'mathematics', level: 1 },
        })
      ).status,
    ).toBe(401);
  });
});

describe('question changes while servers hold a level in memory', () => {
  const versionOf = async (where: { examType: string; subject: string; level: number }) =>
    (
      await app.db
        .select()
        .from(questionBankVersions)
        .where(
          and(
            eq(questionBankVersions.examType, where.examType),
            eq(questionBankVersions.subject, where.subject),
            eq(questionBankVersions.level, where.level),
          ),
        )
    )[0]?.version ?? 0;

  it('raises the level version on every insert, update and delete, on both levels of a move', async () => {
    const where = uniqueLevel();
    const other = { ...where, level: where.level + 10 };
    const v0 = await versionOf(where);
    const [q] = await addQuestions(app.db, where, 2);
    expect(await versionOf(where)).toBe(v0 + 1);
    const v1 = await versionOf(where);
    await app.db.update(questions).set({ explanation: 'Edited' }).where(eq(questions.id, q!.id));
    expect(await versionOf(where)).toBe(v1 + 1);
    const o0 = await versionOf(other);
    await app.db.update(questions).set({ level: other.level }).where(eq(questions.id, q!.id));
    expect(await versionOf(where)).toBe(v1 + 2);
    expect(await versionOf(other)).toBeGreaterThan(o0);
    await app.db.delete(questions).where(eq(questions.id, q!.id));
    expect(await versionOf(where)).toBe(v1 + 2);
    expect(await versionOf(other)).toBeGreaterThan(o0 + 1);
  });

  it('grades with a key corrected after the quiz started, and never draws a question switched off since', async () => {
    const { where, bank, key } = await level(4);
    const quiz = await json<Running>(await start(student, where)); // the level is now cached
    const fixed = quiz.questions[0]!.id;
    const newKey = key.get(fixed) === 'A' ? 'B' : 'A';
    await app.db.update(questions).set({ correctAnswer: newKey }).where(eq(questions.id, fixed));
    const result = await json<Result>(
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
        json: { answers: { [fixed]: newKey } },
      }),
    );
    expect(result.questions.find((q) => q.id === fixed)).toMatchObject({
      correctAnswer: newKey,
      correct: true,
    });
    expect(result.correctAnswers).toBe(1);

    const off = bank[1]!.id;
    await app.db.update(questions).set({ isActive: false }).where(eq(questions.id, off));
    await makeReady(app.db, where); // one spare more keeps the level ready
    const next = await json<Running>(await start(student, where));
    expect(next.questions).toHaveLength(4);
    expect(next.questions.map((q) => q.id)).not.toContain(off);
  });

  it('grades the answers the database holds, though this server remembers the attempt from its start', async () => {
    const { where, key } = await level(4);
    const quiz = await json<Running>(await start(student, where)); // this process remembers it
    // Answers saved through another server process (or tab) reach only the database.
    const answers = Object.fromEntries(quiz.questions.map((q) => [q.id, key.get(q.id)!]));
    await app.db.update(quizAttempts).set({ answers }).where(eq(quizAttempts.id, quiz.attemptId));
    const result = await json<Result>(
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, { json: {} }),
    );
    expect(result).toMatchObject({ correctAnswers: 4, score: 100 });
  });

  it('still grades a question that was moved to another level during the quiz', async () => {
    const { where, key } = await level(3);
    const quiz = await json<Running>(await start(student, where));
    const moved = quiz.questions[0]!;
    await app.db
      .update(questions)
      .set({ level: where.level + 20 })
      .where(eq(questions.id, moved.id));
    const result = await json<Result>(
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
        json: { answers: { [moved.id]: key.get(moved.id) } },
      }),
    );
    expect(result.questions[0]).toMatchObject({ id: moved.id, correct: true });
    expect(result).toMatchObject({ totalQuestions: 3, correctAnswers: 1 });
  });
});

describe('reading never writes', () => {
  it('reads an attempt past its deadline as overdue, unchanged; a submit then records it', async () => {
    const { where, key } = await level(3);
    const quiz = await json<Running>(await start(student, where));
    const [q1] = quiz.questions;
    await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/answers`, {
      method: 'PUT',
      json: { answers: { [q1!.id]: key.get(q1!.id) } },
    });
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizAttempts.id, quiz.attemptId));
    const before = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, quiz.attemptId));

    const read = await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ status: 'overdue', attemptId: quiz.attemptId, ...where });
    expect(
      await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId)),
    ).toEqual(before);
    const progress = () => levelProgressOf(app.db, student.id, where);
    expect(await progress()).toEqual([]);

    const submitted = await json<Result>(
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, { json: {} }),
    );
    expect(submitted).toMatchObject({ status: 'completed', correctAnswers: 1, totalQuestions: 3 });
    expect(await progress()).toMatchObject([{ completed: true, score: submitted.score }]);
    const after = await json<Result>(
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}`),
    );
    expect(after).toMatchObject({ status: 'completed', score: submitted.score });
  });
});

describe('the level list', () => {
  type Levels = {
    serverNow: string;
    levels: { level: number; openAttempt: { attemptId: string; deadlineAt: string } | null }[];
  };
  const levelsOf = async (where: { examType: string; subject: string; level: number }) => {
    const list = await json<Levels>(
      await student.client.fetch(
        `/api/practice/exams/${where.examType}/subjects/${where.subject}/levels`,
      ),
    );
    return { ...list, card: list.levels.find((l) => l.level === where.level)! };
  };

  it('shows the open attempt with its deadline and the server clock, until it stops taking answers', async () => {
    const { where } = await level(3);
    expect((await levelsOf(where)).card.openAttempt).toBeNull();
    const quiz = await json<Running>(await start(student, where));
    const open = await levelsOf(where);
    expect(open.card.openAttempt).toEqual({
      attemptId: quiz.attemptId,
      deadlineAt: quiz.deadlineAt,
    });
    expect(Math.abs(Date.parse(open.serverNow) - Date.now())).toBeLessThan(5_000);

    // Past its deadline and grace: not offered for resuming, and reading it writes nothing.
    await app.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(quizAttempts.id, quiz.attemptId));
    const before = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, quiz.attemptId));
    expect((await levelsOf(where)).card.openAttempt).toBeNull();
    expect(
      await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, quiz.attemptId)),
    ).toEqual(before);
  });
});
