import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { quizAttempts, userProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Dashboard } from '../../services/dashboard/get-dashboard';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('GET /api/dashboard', () => {
  it('gives a new student the three starter rows once, and zero stats', async () => {
    const u = await app.createUser();
    const first = (await (await u.client.fetch('/api/dashboard')).json()) as Dashboard;
    await u.client.fetch('/api/dashboard');
    const rows = await app.db.select().from(userProgress).where(eq(userProgress.userId, u.id));
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
    expect(first.continueLearning).toMatchObject([
      { examType: 'jamb', name: 'JAMB UTME', completedLevels: 0 },
    ]);
  });

  it('computes stats and the streak from completed work only', async () => {
    const u = await app.createUser();
    await app.db.insert(userProgress).values([
      {
        userId: u.id,
        examType: 'waec',
        subject: 'biology',
        level: 1,
        completed: true,
        score: 80,
        totalQuestions: 10,
        timeTaken: 100,
      },
      {
        userId: u.id,
        examType: 'waec',
        subject: 'biology',
        level: 2,
        completed: true,
        score: 61,
        totalQuestions: 10,
        timeTaken: 100,
      },
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
    await app.db.insert(quizAttempts).values({
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
    expect(d.stats).toEqual({
      levelsCompleted: 2,
      averageScore: 71,
      totalExams: 1,
      activeExams: 1,
    });
    expect(d.streak.current).toBe(1);
    expect(d.continueLearning.map((c) => c.examType).sort()).toEqual(['neco', 'waec']);
  });

  it('requires a signed-in user', async () => {
    expect((await app.request('/api/dashboard')).status).toBe(401);
  });
});
