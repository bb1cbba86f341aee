import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { examBlueprints, notifications, quizAttempts } from '../../db/schema';
import { createTestApp, errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import { clearLevel, givePremium } from '../../testing/practice-fixtures';
import { clearServed, keysOf, mockLevel, setBlueprint } from '../../testing/mock-paper-fixtures';
import { DEFAULT_MOCK_BLUEPRINTS, sectionScore } from '../../../domain/mock-exams';
import { SUBMIT_GRACE_SECONDS } from '../../../domain/quiz';
import type { MockResult, RunningMock, SubmittedMock } from '../../services/mocks/mock-results';
import type { MockOverview } from '../../services/mocks/get-mock-overview';
import type { Dashboard } from '../../services/dashboard/get-dashboard';

let app: TestApp;
const UTME = ['english', 'mathematics', 'physics', 'chemistry'];
const defaults = (exam: string, subject: string) =>
  DEFAULT_MOCK_BLUEPRINTS.find((b) => b.examType === exam && b.subject === subject)!;

/** What each paper's subject holds in these tests (ready, the whole supply). */
const SUPPLY = { english: 60, mathematics: 60, physics: 50, chemistry: 50 };

beforeAll(async () => {
  app = await createTestApp();
  // Every paper these tests sit, with the seeded blueprint (another test file may have changed
  // or deleted it), and nothing but a ready level of the tests' own in each subject.
  for (const subject of UTME) await setBlueprint(app.db, defaults('jamb', subject));
  await setBlueprint(app.db, defaults('waec', 'mathematics'));
  await app.db
    .delete(examBlueprints)
    .where(and(eq(examBlueprints.examType, 'neco'), eq(examBlueprints.subject, 'mathematics')));
  for (const subject of UTME) await clearServed(app.db, 'jamb', subject);
  await clearServed(app.db, 'waec', 'mathematics');
  // English: exactly a paper's 60, five of them on one passage.
  await mockLevel(app.db, { exam: 'jamb', subject: 'english', n: SUPPLY.english, passage: 5 });
  // Mathematics serves JAMB and WAEC alike (one question, two exams: issue 20).
  await mockLevel(app.db, {
    exam: 'jamb',
    subject: 'mathematics',
    n: SUPPLY.mathematics,
    serves: ['jamb', 'waec'],
  });
  await mockLevel(app.db, { exam: 'jamb', subject: 'physics', n: SUPPLY.physics });
  await mockLevel(app.db, { exam: 'jamb', subject: 'chemistry', n: SUPPLY.chemistry });
});
afterAll(() => app?.close());

const json = async <T>(r: Response) => (await r.json()) as T;
const start = (u: TestUser, exam: string, subjects: string[]) =>
  u.client.fetch('/api/mocks/papers', { json: { exam, subjects } });

async function started(u: TestUser, exam = 'jamb', subjects = UTME) {
  const res = await start(u, exam, subjects);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<RunningMock>(res);
}

const paperUrl = (id: string, rest = '') => `/api/mocks/papers/${id}${rest}`;
const submit = (u: TestUser, id: string, body: object = {}) =>
  u.client.fetch(paperUrl(id, '/submit'), { json: body });
const attemptsOf = (u: TestUser) =>
  app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, u.id));

/** Answers: per section, the first `right[i]` questions right, the next `wrong[i]` wrong. */
async function answersFor(paper: RunningMock, right: number[], wrong: number[]) {
  const ids = paper.questions.map((q) => q.id);
  const keys = await keysOf(app.db, ids);
  const answers: Record<string, string> = {};
  let from = 0;
  paper.paper.sections.forEach((section, i) => {
    const own = ids.slice(from, from + section.count);
    from += section.count;
    own.forEach((id, j) => {
      const key = keys.get(id)!;
      if (j < right[i]!) answers[id] = key;
      else if (j < right[i]! + wrong[i]!) answers[id] = key === 'A' ? 'B' : 'A';
    });
  });
  return answers;
}

/** Each section's score recomputed from the stored answers and the stored keys. */
async function recomputed(attemptId: string) {
  const [row] = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  const ids = row!.questions.map((q) => q.id);
  const keys = await keysOf(app.db, ids);
  let from = 0;
  return row!.paper!.sections.map((section) => {
    const own = ids.slice(from, from + section.count);
    from += section.count;
    const correct = own.filter((id) => row!.answers[id] === keys.get(id)).length;
    return { subject: section.subject, correct, score: sectionScore(correct, section.count) };
  });
}

describe('a UTME paper', () => {
  it('has 180 questions in four sections of 60/40/40/40 under one 120-minute deadline, without keys', async () => {
    const u = await app.createUser();
    const res = await start(u, 'jamb', ['english', 'mathematics', 'physics', 'chemistry']);
    expect(res.status).toBe(201);
    const text = await res.text();
    const paper = JSON.parse(text) as RunningMock;
    expect(paper).toMatchObject({ status: 'in_progress', examType: 'jamb', level: 0 });
    expect(paper.subject).toBe('english+mathematics+physics+chemistry');
    expect(paper.questions).toHaveLength(180);
    expect(new Set(paper.questions.map((q) => q.id)).size).toBe(180);
    expect(paper.paper).toEqual({
      exam: 'jamb',
      sections: [
        { subject: 'english', name: 'Use of English', count: 60 },
        { subject: 'mathematics', name: 'Mathematics', count: 40 },
        { subject: 'physics', name: 'Physics', count: 40 },
        { subject: 'chemistry', name: 'Chemistry', count: 40 },
      ],
      seconds: {},
    });
    expect(paper.timeLimitSeconds).toBe(120 * 60);
    expect(Date.parse(paper.deadlineAt) - Date.parse(paper.startedAt)).toBe(120 * 60_000);
    for (const leak of ['correctAnswer', 'explanation', 'SECRET-EXPLANATION'])
      expect(text).not.toContain(leak);
    // The passage's questions are drawn together and the passage is sent once.
    expect(paper.passages).toHaveLength(1);
    expect(text.split('PASSAGE-TEXT-').length - 1).toBe(1);
    const shared = paper.questions.flatMap((q, i) => (q.passageId ? [i] : []));
    expect(shared).toHaveLength(5);
    expect(shared.at(-1)! - shared[0]!).toBe(4);

    // The same read back (a reload): running, the paper, and still no key.
    const read = await u.client.fetch(paperUrl(paper.attemptId));
    const readText = await read.text();
    expect(read.status).toBe(200);
    const again = JSON.parse(readText) as RunningMock;
    expect(again.questions.map((q) => q.id)).toEqual(paper.questions.map((q) => q.id));
    expect(again.paper).toEqual(paper.paper);
    for (const leak of ['correctAnswer', 'explanation', 'SECRET-EXPLANATION'])
      expect(readText).not.toContain(leak);
  });

  it('saves answers, grades each section from the stored answers and keys, and ignores a forged score', async () => {
    const u = await app.createUser();
    const paper = await started(u);
    // Mathematics 23/40 right: 57.5 % exactly, which JavaScript's rounding makes 57.
    const answers = await answersFor(paper, [45, 23, 40, 0], [10, 10, 0, 40]);
    const ids = Object.keys(answers);
    const half = Object.fromEntries(ids.slice(0, 90).map((id) => [id, answers[id]!]));
    const saved = await u.client.fetch(paperUrl(paper.attemptId, '/answers'), {
      method: 'PUT',
      json: { answers: half },
    });
    expect(saved.status).toBe(200);
    const rest = Object.fromEntries(ids.slice(90).map((id) => [id, answers[id]!]));
    await u.client.fetch(paperUrl(paper.attemptId, '/answers'), {
      method: 'PUT',
      json: { answers: rest },
    });

    const res = await submit(u, paper.attemptId, {
      answers: {},
      score: 100,
      correctAnswers: 180,
      timeTaken: 1,
      paper: { total: 400 },
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    const result = JSON.parse(text) as SubmittedMock;
    const expected = await recomputed(paper.attemptId);
    expect(expected.map((s) => s.correct)).toEqual([45, 23, 40, 0]);
    expect(result.paper.sections.map((s) => s.score)).toEqual(expected.map((s) => s.score));
    expect(result.paper.sections[1]!.score).toBe(sectionScore(23, 40));
    expect(result.paper.total).toBe(expected.reduce((sum, s) => sum + s.score, 0));
    expect(result.paper.maxTotal).toBe(400);
    expect(result.paper.sections.map((s) => [s.correct, s.wrong, s.unanswered])).toEqual([
      [45, 10, 5],
      [23, 10, 7],
      [40, 0, 0],
      [0, 40, 0],
    ]);
    const topics = result.paper.sections[2]!.topics;
    expect(topics.reduce((n, t) => n + t.total, 0)).toBe(40);
    expect(topics.reduce((n, t) => n + t.correct, 0)).toBe(40);
    // Keys and explanations now, without the texts the phone holds (ADR 0011).
    expect(result.questions).toHaveLength(180);
    expect(result.questions.every((q) => q.correctAnswer && q.explanation !== undefined)).toBe(
      true,
    );
    expect(result.correctAnswers).toBe(108);
    for (const held of ['questionText', 'options', 'PASSAGE-TEXT-'])
      expect(text).not.toContain(held);

    // A second submit changes nothing and answers the same.
    const second = await submit(u, paper.attemptId, { answers: {} });
    expect(second.status).toBe(200);
    expect(await json<SubmittedMock>(second)).toEqual(result);
    // Reading it gives the whole review: the same keys and scores, with the texts.
    const review = await json<MockResult>(await u.client.fetch(paperUrl(paper.attemptId)));
    const { questions: reviewed, passages, ...reviewHead } = review;
    const { questions: keyed, earned: _none, ...head } = result;
    expect(reviewHead).toEqual(head);
    const keysOnly = reviewed.map(
      ({ questionText: _t, options: _o, passageId: _p, image: _i, ...q }) => q,
    );
    expect(keysOnly).toEqual(keyed);
    expect(reviewed.every((q) => q.questionText && q.options.length === 4)).toBe(true);
    expect(passages).toHaveLength(1);

    // The notification says the same total.
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.title, 'Mock exam submitted')));
    expect(notes.map((n) => n.description)).toEqual([`JAMB UTME mock: ${result.paper.total}/400`]);

    // The dashboard and the overview show it.
    const dashboard = await json<Dashboard>(await u.client.fetch('/api/dashboard'));
    expect(dashboard.lastMock).toEqual({
      attemptId: paper.attemptId,
      exam: 'jamb',
      completedAt: result.endTime,
      total: result.paper.total,
      maxTotal: 400,
      sections: result.paper.sections.map((s) => ({ subject: s.subject, score: s.score })),
    });
    const overview = await json<MockOverview>(await u.client.fetch('/api/mocks'));
    expect(overview.history).toEqual([dashboard.lastMock]);
    expect(overview.open).toBeNull();
  });

  it('keeps the time per subject at the larger count, capped by the time the server measured', async () => {
    const u = await app.createUser();
    const paper = await started(u);
    const time = (seconds: Record<string, number>, who = u) =>
      who.client.fetch(paperUrl(paper.attemptId, '/time'), { method: 'PUT', json: { seconds } });
    const stored = async () =>
      (await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, paper.attemptId)))[0]!
        .paper!.seconds;

    // Seconds after the start: a count of an hour is cut to what has passed.
    expect((await time({ english: 3600 })).status).toBe(204);
    expect((await stored()).english).toBeLessThanOrEqual(5);

    // Ten minutes in (the start moved back).
    const startedAt = new Date(Date.now() - 600_000);
    await app.db
      .update(quizAttempts)
      .set({ startedAt })
      .where(eq(quizAttempts.id, paper.attemptId));
    expect((await time({ english: 300, mathematics: 120 })).status).toBe(204);
    expect(await stored()).toEqual({ english: 300, mathematics: 120 });
    // An older count never lowers it.
    expect((await time({ english: 100 })).status).toBe(204);
    expect((await stored()).english).toBe(300);
    // More than has passed: the rise is cut so the sum stays within the ten minutes.
    expect((await time({ physics: 5000 })).status).toBe(204);
    const capped = await stored();
    expect(capped.english).toBe(300);
    expect(capped.mathematics).toBe(120);
    expect(Object.values(capped).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(601);
    expect(capped.physics).toBeGreaterThanOrEqual(175);

    // Validation: a subject not on the paper, a negative or fractional count.
    expect(await errorCode(await time({ biology: 5 }))).toBe('VALIDATION_FAILED');
    expect((await time({ english: -1 })).status).toBe(400);
    expect((await time({ english: 1.5 })).status).toBe(400);

    // The result reports them; a submitted paper takes no more.
    const result = await json<SubmittedMock>(await submit(u, paper.attemptId));
    expect(result.paper.sections.map((s) => s.seconds)).toEqual([300, 120, capped.physics, null]);
    const late = await time({ chemistry: 5 });
    expect(late.status).toBe(409);
    expect(await errorCode(late)).toBe('ATTEMPT_CLOSED');
  });

  it('is resumed by a second start of the same exam, and belongs to its owner alone', async () => {
    const u = await app.createUser();
    const paper = await started(u);
    const resumed = await started(u, 'jamb', ['english', 'biology', 'physics', 'chemistry']);
    expect(resumed.attemptId).toBe(paper.attemptId);
    expect(resumed.paper).toEqual(paper.paper);
    expect(await attemptsOf(u)).toHaveLength(1);

    const other = await app.createUser();
    const id = paper.attemptId;
    const question = paper.questions[0]!.id;
    for (const res of [
      await other.client.fetch(paperUrl(id)),
      await other.client.fetch(paperUrl(id, '/answers'), {
        method: 'PUT',
        json: { answers: { [question]: 'A' } },
      }),
      await other.client.fetch(paperUrl(id, '/time'), {
        method: 'PUT',
        json: { seconds: { english: 1 } },
      }),
      await submit(other, id, { answers: { [question]: 'A' } }),
    ]) {
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe('NOT_FOUND');
    }
    const [row] = await attemptsOf(u);
    expect(row!.completedAt).toBeNull();
    expect(row!.answers).toEqual({});
  });

  it('is graded on what was saved once read after its deadline and grace', async () => {
    const u = await app.createUser();
    const paper = await started(u);
    const answers = await answersFor(paper, [10, 0, 0, 0], [0, 0, 0, 0]);
    await u.client.fetch(paperUrl(paper.attemptId, '/answers'), {
      method: 'PUT',
      json: { answers },
    });
    // The two hours (and the grace) ran out while the phone was off.
    const now = Date.now();
    await app.db
      .update(quizAttempts)
      .set({
        startedAt: new Date(now - 120 * 60_000 - (SUBMIT_GRACE_SECONDS + 5) * 1000),
        deadlineAt: new Date(now - (SUBMIT_GRACE_SECONDS + 5) * 1000),
      })
      .where(eq(quizAttempts.id, paper.attemptId));

    const read = await json<{ status: string }>(await u.client.fetch(paperUrl(paper.attemptId)));
    expect(read.status).toBe('overdue');
    const late = await answersFor(paper, [60, 40, 40, 40], [0, 0, 0, 0]);
    const result = await json<SubmittedMock>(await submit(u, paper.attemptId, { answers: late }));
    expect(result.paper.sections.map((s) => s.correct)).toEqual([10, 0, 0, 0]);
    expect(result.timeTaken).toBe(120 * 60);
    expect(result.paper.total).toBe(sectionScore(10, 60));
  });
});

describe('the weekly allowance', () => {
  it("refuses a free student's second mock within 7 days, with when the next opens", async () => {
    const u = await app.createUser();
    const first = await started(u, 'waec', ['mathematics']);
    // Another exam while the first is open is a second start.
    const res = await start(u, 'jamb', UTME);
    expect(res.status).toBe(403);
    const body = await json<{ code: string; details: { nextAt: string } }>(res);
    expect(body.code).toBe('MOCK_LIMIT');
    expect(body.details.nextAt).toBe(
      new Date(Date.parse(first.startedAt) + 7 * 86_400_000).toISOString(),
    );
    // Resuming the open one is not a new start.
    expect((await started(u, 'waec', ['mathematics'])).attemptId).toBe(first.attemptId);
    await submit(u, first.attemptId);
    expect(await errorCode(await start(u, 'waec', ['mathematics']))).toBe('MOCK_LIMIT');
    expect(await attemptsOf(u)).toHaveLength(1);

    const overview = await json<MockOverview>(await u.client.fetch('/api/mocks'));
    expect(overview.allowance).toEqual({
      allowed: false,
      limit: 1,
      used: 1,
      nextAt: body.details.nextAt,
      premium: false,
    });

    // Eight days later the week has passed.
    await app.db
      .update(quizAttempts)
      .set({ startedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(quizAttempts.id, first.attemptId));
    expect((await start(u, 'waec', ['mathematics'])).status).toBe(201);
  });

  it('lets a premium student start as many as they like', async () => {
    const u = await app.createUser();
    await givePremium(app.db, u.id);
    for (let i = 0; i < 3; i++) {
      const paper = await started(u, 'waec', ['mathematics']);
      expect((await submit(u, paper.attemptId)).status).toBe(200);
    }
    const overview = await json<MockOverview>(await u.client.fetch('/api/mocks'));
    expect(overview.allowance).toMatchObject({
      allowed: true,
      limit: null,
      used: 3,
      premium: true,
    });
    expect(overview.history).toHaveLength(3);
  });
});

describe('papers', () => {
  it("a WAEC Mathematics objective paper has WAEC's count and minutes", async () => {
    const u = await app.createUser();
    const paper = await started(u, 'waec', ['Mathematics']);
    const waec = defaults('waec', 'mathematics');
    expect(paper.questions).toHaveLength(waec.questionCount);
    expect(paper.timeLimitSeconds).toBe(waec.minutes * 60);
    expect(paper.paper.sections).toEqual([
      { subject: 'mathematics', name: 'Mathematics', count: waec.questionCount },
    ]);
    const result = await json<SubmittedMock>(await submit(u, paper.attemptId));
    expect(result.paper).toMatchObject({ exam: 'waec', total: 0, maxTotal: 100 });
    const [note] = await app.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(note!.description).toBe('WAEC Mathematics mock: 0/100');
  });

  it.each([
    ['jamb', ['english', 'mathematics', 'physics']],
    ['jamb', ['mathematics', 'physics', 'chemistry', 'biology']],
    ['jamb', ['english', 'mathematics', 'mathematics', 'physics']],
    ['jamb', ['english', 'mathematics', 'physics', 'chemistry', 'biology']],
    ['waec', ['mathematics', 'physics']],
    ['waec', []],
    ['toefl', ['english']],
    ['jamb', ['english', 'mathematics', 'physics', 'astrology']],
    ['neco', ['mathematics']],
  ])('refuses %s %j (400) and writes nothing', async (exam, subjects) => {
    const u = await app.createUser();
    const res = await start(u, exam, subjects);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('VALIDATION_FAILED');
    expect(await attemptsOf(u)).toEqual([]);
  });

  it('refuses a paper the bank cannot fill before any attempt is written (409)', async () => {
    const u = await app.createUser();
    const chemistry = defaults('jamb', 'chemistry');
    await setBlueprint(app.db, { ...chemistry, questionCount: 5000 });
    try {
      const overview = await json<MockOverview>(await u.client.fetch('/api/mocks'));
      const row = overview.exams
        .find((e) => e.exam === 'jamb')!
        .subjects.find((s) => s.subject === 'chemistry')!;
      expect(row).toMatchObject({ questionCount: 5000, fillable: false });

      const res = await start(u, 'jamb', UTME);
      expect(res.status).toBe(409);
      const body = await json<{
        code: string;
        details: { subjects: { subject: string; needed: number; available: number }[] };
      }>(res);
      expect(body.code).toBe('MOCK_UNFILLABLE');
      expect(body.details.subjects).toEqual([
        { subject: 'chemistry', needed: 5000, available: row.available },
      ]);
      expect(await attemptsOf(u)).toEqual([]);
      // It was refused before it counted: the student still has this week's mock.
      expect((await start(u, 'waec', ['mathematics'])).status).toBe(201);
    } finally {
      await setBlueprint(app.db, chemistry);
    }
  });

  it("draws from ready levels only, highest first, spread by the blueprint's topic weights", async () => {
    const chemistry = defaults('waec', 'chemistry');
    await clearServed(app.db, 'waec', 'chemistry');
    const high = await mockLevel(app.db, { exam: 'waec', subject: 'chemistry', n: 30 });
    await mockLevel(app.db, { exam: 'waec', subject: 'chemistry', n: 10, level: 48 });
    // Twenty more where a quiz draws 20: not ready, so not drawn from.
    await mockLevel(app.db, {
      exam: 'waec',
      subject: 'chemistry',
      n: 20,
      level: 47,
      drawSize: 20,
    });
    try {
      await setBlueprint(app.db, chemistry);
      const u = await app.createUser();
      const res = await start(u, 'waec', ['chemistry']);
      expect(res.status).toBe(409);
      expect((await json<{ details: unknown }>(res)).details).toEqual({
        subjects: [{ subject: 'chemistry', needed: chemistry.questionCount, available: 40 }],
      });
      expect(await attemptsOf(u)).toEqual([]);

      await setBlueprint(
        app.db,
        { ...chemistry, questionCount: 8 },
        { 'topic a': 3, 'Topic B': 1 },
      );
      const paper = await started(u, 'waec', ['chemistry']);
      expect(paper.questions.map((q) => q.topic).sort()).toEqual([
        ...Array<string>(6).fill('Topic A'),
        'Topic B',
        'Topic B',
      ]);
      const top = new Set(high.map((q) => q.id));
      expect(paper.questions.every((q) => top.has(q.id))).toBe(true);
    } finally {
      await setBlueprint(app.db, chemistry);
    }
  });

  it('avoids the questions of the last papers where the bank allows', async () => {
    const u = await app.createUser();
    await givePremium(app.db, u.id);
    const physicsOf = (paper: RunningMock) => paper.questions.slice(100, 140).map((q) => q.id);
    const first = await started(u);
    await submit(u, first.attemptId);
    const second = await started(u);
    // Physics holds 50: the second paper asks the 10 the first did not, and 30 again.
    const unseen = physicsOf(second).filter((id) => !physicsOf(first).includes(id));
    expect(unseen).toHaveLength(SUPPLY.physics - 40);
  });

  it('lists each paper with what the bank holds for it, counting ready levels only', async () => {
    const u = await app.createUser();
    const overview = async () => json<MockOverview>(await u.client.fetch('/api/mocks'));
    const jambOf = (o: MockOverview) => o.exams.find((e) => e.exam === 'jamb')!;
    const first = await overview();
    expect(first.exams.map((e) => [e.exam, e.minutes])).toEqual([
      ['jamb', 120],
      ['waec', null],
      ['neco', null],
    ]);
    const jamb = jambOf(first);
    expect(jamb.name).toBe('JAMB UTME');
    expect(jamb.subjects[0]).toEqual({
      subject: 'english',
      name: 'Use of English',
      questionCount: 60,
      minutes: 45,
      available: SUPPLY.english,
      fillable: true,
    });
    expect(first.allowance).toEqual({
      allowed: true,
      limit: 1,
      used: 0,
      nextAt: null,
      premium: false,
    });
    expect(first.open).toBeNull();
    expect(first.history).toEqual([]);
    const physics = (o: MockOverview) => jambOf(o).subjects.find((s) => s.subject === 'physics')!;
    expect(physics(first)).toMatchObject({ available: SUPPLY.physics, fillable: true });

    // Ten questions where a quiz draws 20: not ready, offered nowhere.
    await mockLevel(app.db, { exam: 'jamb', subject: 'physics', n: 10, level: 49, drawSize: 20 });
    expect(physics(await overview()).available).toBe(SUPPLY.physics);
    await mockLevel(app.db, { exam: 'jamb', subject: 'physics', n: 10, level: 49, drawSize: 5 });
    expect(physics(await overview()).available).toBe(SUPPLY.physics + 10);
    await clearLevel(app.db, { examType: 'jamb', subject: 'physics', level: 49 });

    // The open paper.
    const paper = await started(u, 'waec', ['mathematics']);
    expect((await overview()).open).toEqual({
      attemptId: paper.attemptId,
      exam: 'waec',
      subjects: ['mathematics'],
      deadlineAt: paper.deadlineAt,
    });
  });
});
