import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../testing/test-app';
import {
  clearProgress,
  insertAttempt,
  insertProgress,
  progressOf as storedProgressOf,
  userIdByEmail,
  type ProgressRow,
} from '../../testing/progress-fixtures';
import type { Dashboard } from '../../services/dashboard/get-dashboard';
import {
  addQuestions,
  clearLevel,
  completeLevel,
  readyLevel,
} from '../../testing/practice-fixtures';
import { examSettings, quizAttempts } from '../../db/schema';
import type { SubjectSummary } from '../../services/practice/list-subjects';
import type { LevelCard } from '../../services/practice/list-levels';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const STARTER_ROWS = ['jamb/english/1/false', 'jamb/mathematics/1/false', 'jamb/physics/1/false'];

const progressOf = (userId: string) => storedProgressOf(app.db, userId);
/** A completed WAEC Biology level's progress row (10 questions in 100 s). */
const biologyDone = (
  userId: string,
  level: number,
  over: { score: number; attempts?: number },
) => ({
  userId,
  examType: 'waec',
  subject: 'biology',
  level,
  completed: true,
  totalQuestions: 10,
  timeTaken: 100,
  ...over,
});
const keysOf = (rows: ProgressRow[]) =>
  rows.map((r) => `${r.examType}/${r.subject}/${r.level}/${r.completed}`).sort();

describe('starter progress (written with the account, never by a GET)', () => {
  it('exists right after sign-up, before the dashboard is ever read', async () => {
    const email = uniqueEmail('starter');
    const signedUp = await app.signUp({ email, password: 'pw-starter-1', name: 'Starter' });
    expect(signedUp.status).toBe(200);
    const userId = await userIdByEmail(app.db, email);
    expect(keysOf(await progressOf(userId!))).toEqual(STARTER_ROWS);
  });

  it('GET /api/dashboard leaves user_progress as it was', async () => {
    const u = await app.createUser();
    const before = await progressOf(u.id);
    expect(before).toHaveLength(3);
    expect((await u.client.fetch('/api/dashboard')).status).toBe(200);
    expect(await progressOf(u.id)).toEqual(before);

    // Even a student with no rows at all gets none from reading the dashboard.
    await clearProgress(app.db, u.id);
    const d = (await (await u.client.fetch('/api/dashboard')).json()) as Dashboard;
    expect(d.continueLearning).toEqual([]);
    expect(await progressOf(u.id)).toEqual([]);
  });

  it('is repaired on sign-in when missing, and never added to a student who has progress', async () => {
    const u = await app.createUser();
    await clearProgress(app.db, u.id);
    expect((await app.signIn({ email: u.email, password: u.password })).status).toBe(200);
    expect(keysOf(await progressOf(u.id))).toEqual(STARTER_ROWS);

    const v = await app.createUser();
    await clearProgress(app.db, v.id);
    await insertProgress(app.db, [biologyDone(v.id, 1, { score: 80 })]);
    expect((await app.signIn({ email: v.email, password: v.password })).status).toBe(200);
    expect(keysOf(await progressOf(v.id))).toEqual(['waec/biology/1/true']);
  });
});

describe('GET /api/dashboard', () => {
  it('gives a new student the three starter rows once, and zero stats', async () => {
    const u = await app.createUser();
    const first = (await (await u.client.fetch('/api/dashboard')).json()) as Dashboard;
    await u.client.fetch('/api/dashboard');
    const rows = await progressOf(u.id);
    expect(rows.map((r) => `${r.examType}/${r.subject}/${r.level}/${r.completed}`).sort()).toEqual([
      'jamb/english/1/false',
      'jamb/mathematics/1/false',
      'jamb/physics/1/false',
    ]);
    expect(first.stats).toEqual({
      levelsCompleted: 0,
      averageScore: 0,
      totalExams: 0,
      activeExams: 0,
    });
    expect(first.streak).toEqual({ current: 0, longest: 0 });
    expect(first.hasPremium).toBe(false);
    expect(first.lastMock).toBeNull();
    expect(first.continueLearning).toMatchObject([
      { examType: 'jamb', name: 'JAMB UTME', completedLevels: 0 },
    ]);
  });

  it('computes stats and the streak from completed work only', async () => {
    const u = await app.createUser();
    for (const level of [1, 2])
      await readyLevel(app.db, { examType: 'waec', subject: 'biology', level }, 3);
    // This student's progress is exactly the rows below (not the starter rows of sign-up).
    await clearProgress(app.db, u.id);
    await insertProgress(app.db, [
      biologyDone(u.id, 1, { score: 80, attempts: 1 }),
      biologyDone(u.id, 2, { score: 61, attempts: 2 }),
      {
        userId: u.id,
        examType: 'neco',
        subject: 'physics',
        level: 1,
        completed: false,
        score: 0,
        totalQuestions: 0,
        timeTaken: 0,
      },
    ]);
    await insertAttempt(app.db, {
      userId: u.id,
      examType: 'waec',
      subject: 'biology',
      level: 2,
      questions: [],
      totalQuestions: 10,
      deadlineAt: new Date(),
      completedAt: new Date(),
      score: 61,
    });
    const d = (await (await u.client.fetch('/api/dashboard')).json()) as Dashboard;
    // The figures of ADR 0034: both levels are ready; (80 + 61) / 2 = 70.5 → 71; the practice
    // quizzes the progress rows count.
    expect(d.stats).toEqual({
      levelsCompleted: 2,
      averageScore: 71,
      totalExams: 3,
      activeExams: 1,
    });
    expect(d.streak.current).toBe(1);
    expect(d.continueLearning.map((c) => c.examType).sort()).toEqual(['neco', 'waec']);
  });

  it("shows the last completed mock's scores (issue 23), not an open one's", async () => {
    const u = await app.createUser();
    const paper = (subject: string, count: number) => ({
      exam: 'waec',
      sections: [{ subject, name: subject, count }],
      seconds: {},
    });
    const mock = (at: number, over: Partial<typeof quizAttempts.$inferInsert>) => ({
      userId: u.id,
      kind: 'mock' as const,
      target: 'mock/waec',
      examType: 'waec',
      subject: 'physics',
      level: 0,
      questions: [],
      startedAt: new Date(at - 3_600_000),
      deadlineAt: new Date(at),
      totalQuestions: 4,
      ...over,
    });
    const day = 86_400_000;
    const now = Date.now();
    await app.db.insert(quizAttempts).values([
      mock(now - 2 * day, {
        completedAt: new Date(now - 2 * day),
        missed: '0000',
        paper: paper('physics', 4),
      }),
      // The latest: 3 of 4 right in Chemistry.
      mock(now - day, {
        subject: 'chemistry',
        completedAt: new Date(now - day),
        missed: '0100',
        paper: paper('chemistry', 4),
      }),
      mock(now + day, { target: 'mock/jamb', examType: 'jamb', paper: paper('physics', 4) }),
    ]);
    const d = (await (await u.client.fetch('/api/dashboard')).json()) as Dashboard;
    expect(d.lastMock).toMatchObject({
      exam: 'waec',
      completedAt: new Date(now - day).toISOString(),
      total: 75,
      maxTotal: 100,
      sections: [{ subject: 'chemistry', score: 75 }],
    });
  });

  it('requires a signed-in user', async () => {
    expect((await app.request('/api/dashboard')).status).toBe(401);
  });
});

describe('one meaning of "levels" (ADR 0014)', () => {
  it('the dashboard, the subject cards and the level list count the same levels', async () => {
    const u = await app.createUser();
    const at = (level: number) => ({ examType: 'neco', subject: 'literature', level });
    await readyLevel(app.db, at(40), 3);
    for (const l of [41, 42]) await clearLevel(app.db, at(l));
    // A level whose setting is switched off is not a level to practise…
    await addQuestions(app.db, at(41), 3);
    await app.db
      .insert(examSettings)
      .values({ ...at(41), isActive: false })
      .onConflictDoUpdate({
        target: [examSettings.examType, examSettings.subject, examSettings.level],
        set: { isActive: false },
      });
    await completeLevel(app.db, u.id, at(40));
    // Completed once, since emptied: not counted.
    await completeLevel(app.db, u.id, at(42));

    const subjects = (await (
      await u.client.fetch('/api/practice/exams/neco/subjects')
    ).json()) as SubjectSummary[];
    const list = (await (
      await u.client.fetch('/api/practice/exams/neco/subjects/literature/levels')
    ).json()) as { levels: LevelCard[] };
    const card = subjects.find((s) => s.subject === 'literature')!;
    const listed = list.levels.map((l) => l.level);
    expect(listed).toContain(40);
    expect(listed).not.toContain(41);
    expect(listed).not.toContain(42);
    expect(card.totalLevels).toBe(list.levels.length);
    expect(card.completedLevels).toBe(list.levels.filter((l) => l.state === 'completed').length);
    expect(card.levelsAvailable).toBe(card.totalLevels - card.completedLevels);

    const d = (await (await u.client.fetch('/api/dashboard')).json()) as Dashboard;
    const neco = d.continueLearning.find((c) => c.examType === 'neco')!;
    const sum = (f: (s: SubjectSummary) => number) => subjects.reduce((a, s) => a + f(s), 0);
    expect(neco.totalLevels).toBe(sum((s) => s.totalLevels));
    expect(neco.completedLevels).toBe(sum((s) => s.completedLevels));
    expect(neco.completedLevels).toBe(1);
    expect(neco.percent).toBe(Math.round((1 / neco.totalLevels) * 100));
  });
});
