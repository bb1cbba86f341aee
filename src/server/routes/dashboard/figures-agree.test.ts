import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { levelWithKey, type Level } from '../../testing/quiz-fixtures';
import { examSettings } from '../../db/schema';
import type { Dashboard } from '../../services/dashboard/get-dashboard';
import type { Profile } from '../../services/progress/get-profile';
import type { AchievementsPage } from '../../services/achievements/list-achievements';
import type { SubjectSummary } from '../../services/practice/list-subjects';
import { PRACTICE_STRIDE } from '../../../domain/profile-progress';

/**
 * One definition per figure (issue 21 item 11, ADR 0034): for one student with a mix of
 * attempts, the dashboard, the profile, the achievements page and the subject cards report the
 * same average score, the same count of quizzes and the same levels completed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const get = async <T>(u: TestUser, path: string) => {
  const res = await u.client.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

/** Starts a practice quiz of the level; answers the first `right` questions right, if asked. */
async function quiz(u: TestUser, where: Level, key: Map<string, string>, right?: number) {
  const started = await u.client.fetch('/api/practice/quizzes', { json: where });
  expect(started.status).toBe(201);
  const { attemptId } = (await started.json()) as { attemptId: string };
  if (right === undefined) return;
  const answers = Object.fromEntries(
    [...key].map(([id, a], i) => [id, i < right ? a : a === 'A' ? 'B' : 'A']),
  );
  const res = await u.client.fetch(`/api/practice/quizzes/${attemptId}/submit`, {
    json: { answers },
  });
  expect(res.status).toBe(200);
}

// Level 1 of Literature in each exam (level 1: nothing below it to complete first).
const A: Level = { examType: 'jamb', subject: 'literature', level: 1 };
const B: Level = { examType: 'waec', subject: 'literature', level: 1 };
const C: Level = { examType: 'neco', subject: 'literature', level: 1 };
const OPEN: Level = { examType: 'jamb', subject: 'government', level: 1 };

describe('the figures every screen shows about a student agree', () => {
  it('average score, quizzes completed and levels completed, for one student', async () => {
    const student = await app.createUser();
    const keyA = await levelWithKey(app.db, A, 10);
    const keyB = await levelWithKey(app.db, B, 10);
    const keyC = await levelWithKey(app.db, C, 13);
    const keyOpen = await levelWithKey(app.db, OPEN, 10);

    await quiz(student, A, keyA, 9); // 90 %
    await quiz(student, A, keyA, 5); // a retake: 50 %, the level's latest score
    await quiz(student, B, keyB, 7); // 70 %
    await quiz(student, C, keyC, 10); // 10/13 → 77 %

    // A retry-my-mistakes quiz of A's mistakes: another measure, never a practice quiz.
    const retry = await student.client.fetch('/api/mistakes/quizzes', {
      json: { examType: A.examType, subject: A.subject },
    });
    expect(retry.status).toBe(201);
    const { attemptId } = (await retry.json()) as { attemptId: string };
    expect(
      (
        await student.client.fetch(`/api/mistakes/quizzes/${attemptId}/submit`, {
          json: { answers: {} },
        })
      ).status,
    ).toBe(200);

    // B is withdrawn after the student completed it: no longer a level to practise (ADR 0030).
    await app.db
      .update(examSettings)
      .set({ isActive: false })
      .where(
        and(
          eq(examSettings.examType, B.examType),
          eq(examSettings.subject, B.subject),
          eq(examSettings.level, B.level),
        ),
      );

    // A quiz started and never submitted counts nowhere.
    await quiz(student, OPEN, keyOpen);

    const [dashboard, profile, page] = await Promise.all([
      get<Dashboard>(student, '/api/dashboard'),
      get<Profile>(student, '/api/me/profile'),
      get<AchievementsPage>(student, '/api/me/achievements'),
    ]);
    const subjectCards = (
      await Promise.all(
        ['jamb', 'waec', 'neco'].map((e) =>
          get<SubjectSummary[]>(student, `/api/practice/exams/${e}/subjects`),
        ),
      )
    ).flat();
    const achievement = (code: string) => page.achievements.find((a) => a.code === code)!;

    // Average score: the latest score of each completed level, (50 + 70 + 77) / 3 = 65.67 → 66.
    expect(dashboard.stats.averageScore).toBe(66);
    expect(profile.stats.averageScore).toBe(66);
    expect(achievement('master').progress.label).toBe('66% of 90% average');

    // Quizzes completed: the four submitted practice quizzes (not the retry, not the open one).
    const profileQuizzes = profile.progress.practice.reduce(
      (sum, n, i) => (i % PRACTICE_STRIDE === 2 ? sum + n : sum),
      0,
    );
    expect(dashboard.stats.totalExams).toBe(4);
    expect(profileQuizzes).toBe(4);
    expect(achievement('scholar').progress.label).toBe('4/50 quizzes');

    // Levels completed, of the levels there are to practise: A and C (B is withdrawn).
    const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((s, r) => s + f(r), 0);
    expect(dashboard.stats.levelsCompleted).toBe(2);
    expect(sum(dashboard.continueLearning, (c) => c.completedLevels)).toBe(2);
    expect(sum(subjectCards, (s) => s.completedLevels)).toBe(2);
    expect(profile.header.completedLevels).toBe(2);
    expect(sum(dashboard.continueLearning, (c) => c.totalLevels)).toBe(
      sum(subjectCards, (s) => s.totalLevels),
    );
  });
});
