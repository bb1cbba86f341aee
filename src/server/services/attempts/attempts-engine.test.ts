import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, quizAttempts } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { addQuestions, clearLevel, uniqueLevel } from '../../testing/practice-fixtures';
import { mockExamKind } from '../../testing/mock-exam-kind';
import type { UserCtx } from '../context';
import { readAttempt } from './read-attempt';
import { saveAnswers } from './save-answers';
import { startAttempt } from './start-attempt';
import { submitAttempt } from './submit-attempt';

/**
 * The engine runs any kind: a "mock exam" kind declared for tests only (its own target, draw,
 * time and effect: a notification row written by the submit statement itself) goes through the
 * same start, autosave, read, deadline and submit as practice, with none of practice's rules.
 */
let app: TestApp;
let student: TestUser;
let mockExam: ReturnType<typeof mockExamKind>;
beforeAll(async () => {
  app = await createTestApp();
  student = await app.createUser();
  const where = uniqueLevel();
  await clearLevel(app.db, where);
  await addQuestions(app.db, where, 6);
  mockExam = mockExamKind(where);
});
afterAll(() => app?.close());

const ctx = (now = new Date()): UserCtx => ({ db: app.db, userId: student.id, now });
const ownNotifications = () =>
  app.db.select().from(notifications).where(eq(notifications.userId, student.id));

describe('the attempts engine with another kind', () => {
  it('starts, resumes, autosaves, refuses late answers and submits once with its own effect', async () => {
    const input = { paper: `p-${Date.now()}`, minutes: 5 };
    const started = JSON.parse(
      JSON.stringify(await startAttempt({ ctx: ctx(), kind: mockExam, input })),
    );
    expect(started.status).toBe('in_progress');
    expect(started.questions).toHaveLength(4);
    expect(JSON.stringify(started)).not.toMatch(/correctAnswer|SECRET-EXPLANATION/);
    const again = JSON.parse(
      JSON.stringify(await startAttempt({ ctx: ctx(), kind: mockExam, input })),
    );
    expect(again.attemptId).toBe(started.attemptId);

    const [q1, q2] = started.questions as { id: string }[];
    const attemptId = started.attemptId as string;
    await saveAnswers({
      ctx: ctx(),
      kind: mockExam,
      input: { attemptId, answers: { [q1!.id]: 'A' } },
    });
    const later = new Date(Date.now() + 6 * 60_000);
    await expect(
      saveAnswers({
        ctx: ctx(later),
        kind: mockExam,
        input: { attemptId, answers: { [q2!.id]: 'A' } },
      }),
    ).rejects.toMatchObject({ code: 'DEADLINE_PASSED' });

    const result = await submitAttempt({ ctx: ctx(later), kind: mockExam, input: { attemptId } });
    expect(result.status).toBe('completed');
    expect(result.questions.find((q) => q.id === q1!.id)?.selected).toBe('A');
    expect(result.questions.find((q) => q.id === q2!.id)?.selected).toBeNull();
    const twice = await submitAttempt({ ctx: ctx(later), kind: mockExam, input: { attemptId } });
    expect(twice).toEqual(result);
    const effects = (await ownNotifications()).filter((n) => n.title === 'Mock exam submitted');
    expect(effects).toHaveLength(1);
    expect(effects[0]!.description).toBe(`Score ${result.score}%`);
  });

  it('keeps kinds apart: a practice read of a mock attempt finds nothing', async () => {
    const { practiceAttempt } = await import('../practice/practice-kind');
    const input = { paper: `q-${Date.now()}`, minutes: 5 };
    const started = JSON.parse(
      JSON.stringify(await startAttempt({ ctx: ctx(), kind: mockExam, input })),
    );
    await expect(
      readAttempt({ ctx: ctx(), kind: practiceAttempt, input: { attemptId: started.attemptId } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      submitAttempt({ ctx: ctx(), kind: practiceAttempt, input: { attemptId: started.attemptId } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads an overdue attempt as overdue without writing, and submits it with what was saved', async () => {
    const input = { paper: `r-${Date.now()}`, minutes: 1 };
    const started = JSON.parse(
      JSON.stringify(await startAttempt({ ctx: ctx(), kind: mockExam, input })),
    );
    const attemptId = started.attemptId as string;
    const [q1] = started.questions as { id: string }[];
    await saveAnswers({
      ctx: ctx(),
      kind: mockExam,
      input: { attemptId, answers: { [q1!.id]: 'B' } },
    });
    const before = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    const overdue = new Date(Date.now() + 10 * 60_000);
    expect(
      await readAttempt({ ctx: ctx(overdue), kind: mockExam, input: { attemptId } }),
    ).toMatchObject({
      status: 'overdue',
      attemptId,
    });
    const after = await app.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(after).toEqual(before);
    const result = await submitAttempt({ ctx: ctx(overdue), kind: mockExam, input: { attemptId } });
    expect(result.questions.find((q) => q.id === q1!.id)?.selected).toBe('B');
    expect(new Date(result.endTime).getTime()).toBe(new Date(started.deadlineAt).getTime());
  });
});
