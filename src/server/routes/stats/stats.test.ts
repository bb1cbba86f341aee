import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertAttempt } from '../../testing/progress-fixtures';
import { quizAttempts } from '../../db/schema';
import { shownSessionCount } from '../../../domain/public-stats';
import type { PublicStatsDto } from '../../services/stats/get-public-stats';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** Submitted practice attempts, as the database holds them now. */
const completedPractice = async () => {
  const [row] = await app.db
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.kind, 'practice'), isNotNull(quizAttempts.completedAt)));
  return row!.n;
};

describe('GET /api/stats', () => {
  it('shows the completed practice sessions rounded down, to anyone signed in or not', async () => {
    const { id: userId } = await app.createUser();
    const base = {
      userId,
      examType: 'jamb',
      subject: 'mathematics',
      questions: [],
      deadlineAt: new Date(Date.now() + 60_000),
      totalQuestions: 20,
    };
    // Open attempts and other kinds are not completed practice sessions.
    await insertAttempt(app.db, { ...base, level: 1 });
    await insertAttempt(app.db, {
      ...base,
      level: 2,
      kind: 'competition',
      completedAt: new Date(),
    });
    await app.db.insert(quizAttempts).values(
      Array.from({ length: 150 }, () => ({
        ...base,
        level: 3,
        target: 'jamb/mathematics/3',
        completedAt: new Date(),
        score: 50,
      })),
    );

    const before = await completedPractice();
    const res = await app.newClient().fetch('/api/stats');
    const after = await completedPractice();
    expect(res.status).toBe(200);
    const body = (await res.json()) as PublicStatsDto;
    expect(before).toBeGreaterThanOrEqual(150);
    expect(body.practiceSessions).not.toBeNull();
    expect([shownSessionCount(before), shownSessionCount(after)]).toContain(body.practiceSessions);
    expect(body.practiceSessions!).toBeLessThanOrEqual(after);
  });
});
