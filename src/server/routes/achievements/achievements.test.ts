import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { achievements } from '../../db/schema';
import { createTestApp, errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import { takeQuiz } from '../../testing/quiz-fixtures';
import { ACHIEVEMENTS } from '../../../domain/achievements';
import type { AchievementsPage } from '../../services/achievements/list-achievements';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const read = async (u: TestUser) => {
  const res = await u.client.fetch('/api/me/achievements');
  expect(res.status).toBe(200);
  return (await res.json()) as AchievementsPage;
};
const progressOf = (page: AchievementsPage) =>
  Object.fromEntries(page.achievements.map((a) => [a.code, a.progress]));
const earnedOf = (page: AchievementsPage) =>
  page.achievements.filter((a) => a.earned).map((a) => a.code);

// Level 1 of subjects outside the starter bank, each taken by one student of this file.
const WAEC_ECONOMICS = { examType: 'waec', subject: 'economics', level: 1 };
const NECO_ECONOMICS = { examType: 'neco', subject: 'economics', level: 1 };
const WAEC_GOVERNMENT = { examType: 'waec', subject: 'government', level: 1 };

describe('GET /api/me/achievements', () => {
  it('asks for a signed-in user', async () => {
    const res = await app.request('/api/me/achievements');
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('UNAUTHENTICATED');
  });

  it('a new student: all six, none unlocked, every bar at zero, with the exact rules', async () => {
    const student = await app.createUser();
    const page = await read(student);
    expect(page).toMatchObject({ unlocked: 0, total: 6, percent: 0 });
    expect(page.achievements.map((a) => a.code)).toEqual(ACHIEVEMENTS.map((a) => a.code));
    for (const [i, a] of page.achievements.entries()) {
      const def = ACHIEVEMENTS[i]!;
      expect(a).toMatchObject({
        title: def.title,
        description: def.description,
        rule: def.rule,
        rarity: def.rarity,
        icon: def.icon,
        earned: false,
        earnedAt: null,
      });
    }
    expect(progressOf(page)).toEqual({
      'first-steps': { current: 0, target: 1, percent: 0, label: '0/1 quiz' },
      'speed-demon': { current: 0, target: 1, percent: 0, label: '0/1 quiz' },
      'perfect-score': { current: 0, target: 1, percent: 0, label: '0/1 quiz' },
      'week-warrior': { current: 0, target: 7, percent: 0, label: '0/7 days' },
      scholar: { current: 0, target: 50, percent: 0, label: '0/50 quizzes' },
      master: { current: 0, target: 3, percent: 0, label: '0/3 subjects' },
    });
  });

  it('follows real submits: 3 unlocked (50 %) after a fast perfect quiz, then Scholar, the streak and Master move', async () => {
    const student = await app.createUser();
    const first = await takeQuiz(app.db, student, WAEC_ECONOMICS);
    expect(first.earned.map((e) => e.code).sort()).toEqual([
      'first-steps',
      'perfect-score',
      'speed-demon',
    ]);

    let page = await read(student);
    expect(page).toMatchObject({ unlocked: 3, total: 6, percent: 50 });
    expect(earnedOf(page)).toEqual(['first-steps', 'speed-demon', 'perfect-score']);
    const stored = await app.db
      .select({ code: achievements.code, earnedAt: achievements.earnedAt })
      .from(achievements)
      .where(eq(achievements.userId, student.id));
    for (const row of stored)
      expect(page.achievements.find((a) => a.code === row.code)?.earnedAt).toBe(
        row.earnedAt.toISOString(),
      );
    expect(progressOf(page)).toEqual({
      'first-steps': { current: 1, target: 1, percent: 100, label: '1/1 quiz' },
      'speed-demon': { current: 1, target: 1, percent: 100, label: '1/1 quiz' },
      'perfect-score': { current: 1, target: 1, percent: 100, label: '1/1 quiz' },
      'week-warrior': { current: 1, target: 7, percent: 14, label: '1/7 days' },
      scholar: { current: 1, target: 50, percent: 2, label: '1/50 quizzes' },
      master: { current: 1, target: 3, percent: 16, label: '1/3 subjects' },
    });

    // A second subject at 50 %: Scholar 2/50, Master 2 of its 3 subjects.
    const second = await takeQuiz(app.db, student, NECO_ECONOMICS, { right: 5 });
    expect(second.earned).toEqual([]);
    page = await read(student);
    expect(page).toMatchObject({ unlocked: 3, percent: 50 });
    expect(progressOf(page)).toMatchObject({
      'week-warrior': { current: 1, label: '1/7 days' },
      scholar: { current: 2, percent: 4, label: '2/50 quizzes' },
      master: { current: 2, target: 3, percent: 33, label: '2/3 subjects' },
    });

    // A third subject: Master now measures the average, (100 + 50 + 100) / 3 = 83.3 → 83 of 90.
    await takeQuiz(app.db, student, WAEC_GOVERNMENT);
    page = await read(student);
    expect(earnedOf(page)).not.toContain('master');
    expect(progressOf(page)).toMatchObject({
      scholar: { current: 3, percent: 6, label: '3/50 quizzes' },
      master: { current: 83, target: 90, percent: 96, label: '83% of 90% average' },
    });
  });

  it('is read-only and per student: reading changes nothing, another student sees their own', async () => {
    const [a, b] = [await app.createUser(), await app.createUser()];
    await takeQuiz(app.db, a, WAEC_ECONOMICS, { right: 3 });
    const before = await read(a);
    expect(await read(a)).toEqual(before);
    expect(earnedOf(before)).toEqual(['first-steps']);
    expect((await read(b)).unlocked).toBe(0);
  });
});
