import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { achievements, notifications, profiles, quizAttempts, userProgress } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  addQuestions,
  clearLevel,
  completeLevel,
  setSetting,
  upsertProgress,
  makeReady,
} from '../../testing/practice-fixtures';
import type { UserCtx } from '../context';
import { startAttempt } from '../attempts/start-attempt';
import { submitAttempt } from '../attempts/submit-attempt';
import { submittedResult, type RunningAttempt } from '../attempts/attempt-views';
import { practiceAttempt } from '../practice/practice-kind';
import { ACHIEVEMENT_LIMITS as L, earnedBy, isMaster } from '../../../domain/achievements';
import { roundedMean } from '../../../domain/student-figures';

/**
 * The award SQL (award-sql.ts) against the domain's rules (domain/achievements.ts), at every
 * boundary: each case submits a real practice quiz through the engine at a chosen server time,
 * after setting up the history the rule reads, and compares what the statement awarded with
 * what `earnedBy` says for the same facts.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const T0 = new Date('2026-06-15T10:00:00.000Z');
const ctxOf = (userId: string, now: Date): UserCtx => ({ db: app.db, userId, now });
/** A start's answer as the client reads it (the engine may answer pre-serialised JSON). */
const running = (answer: unknown) => JSON.parse(JSON.stringify(answer)) as RunningAttempt;
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

let levels = 0;
/**
 * A level of `n` questions (all drawn, in order) in a subject of its own (so that no other test
 * file's levels meet these), its previous level completed by `userId`.
 */
async function level(userId: string, n = 10, nextReady = false) {
  const where = {
    examType: (['jamb', 'waec', 'neco'] as const)[levels % 3]!,
    subject: `award-test-${levels++}`,
    level: 2,
  };
  await clearLevel(app.db, where);
  const bank = await addQuestions(app.db, where, n);
  await setSetting(app.db, where, {
    questionsPerLevel: n,
    timerMinutes: 30,
    shuffleQuestions: false,
  });
  await makeReady(app.db, where); // spares after the n: the quiz still draws exactly these
  if (nextReady) {
    const next = { ...where, level: where.level + 1 };
    await addQuestions(app.db, next, 2);
    await makeReady(app.db, next);
  }
  await completeLevel(app.db, userId, { ...where, level: where.level - 1 });
  return { where, bank };
}

/** Starts at T0 and submits at T0 + `seconds`, answering `right` questions right. */
async function takeQuiz(
  userId: string,
  {
    n = 10,
    right = n,
    seconds = 100,
    nextReady = false,
  }: { n?: number; right?: number; seconds?: number; nextReady?: boolean } = {},
) {
  const { where, bank } = await level(userId, n, nextReady);
  const started = running(
    await startAttempt({ ctx: ctxOf(userId, T0), kind: practiceAttempt, input: where }),
  );
  const answers = Object.fromEntries(
    bank.map((q, i) => [q.id, i < right ? q.correctAnswer : q.correctAnswer === 'A' ? 'B' : 'A']),
  );
  const result = await submitAttempt({
    ctx: ctxOf(userId, at(seconds)),
    kind: practiceAttempt,
    input: { attemptId: started.attemptId, answers },
    format: submittedResult,
  });
  return { where, result, earned: result.earned.map((e) => e.code).sort() };
}

async function newStudent() {
  return (await app.createUser()).id;
}

const rowsOf = (userId: string) =>
  app.db.select().from(achievements).where(eq(achievements.userId, userId));

/** A submitted practice attempt of `userId` at `completedAt` (history for the streak rules). */
async function pastAttempt(userId: string, completedAt: Date) {
  await app.db.insert(quizAttempts).values({
    userId,
    kind: 'practice',
    target: `jamb/biology/${completedAt.getTime()}`,
    examType: 'jamb',
    subject: 'biology',
    level: 1,
    questions: [],
    startedAt: new Date(completedAt.getTime() - 60_000),
    deadlineAt: completedAt,
    completedAt,
    score: 50,
    correctAnswers: 5,
    totalQuestions: 10,
    timeTaken: 60,
  });
  // A submitted practice quiz counts on its level's progress row, as the submit statement does.
  await upsertProgress(
    app.db,
    {
      userId,
      examType: 'jamb',
      subject: 'biology',
      level: 1,
      score: 50,
      completed: true,
      attempts: 1,
    },
    { attempts: sql`${userProgress.attempts} + 1` },
  );
}

describe('achievements awarded by the submit statement', () => {
  it('a first perfect quiz of 10 in under 3 minutes: First Steps, Speed Demon, Perfect Score, and their notifications', async () => {
    const userId = await newStudent();
    const { earned, where } = await takeQuiz(userId, {
      seconds: L.speedSeconds - 1,
      nextReady: true, // "Level N unlocked" only for a level that can start (issue 20)
    });
    expect(earned).toEqual(['first-steps', 'perfect-score', 'speed-demon']);
    expect(
      earnedBy({
        quizzes: 1,
        currentStreak: 1,
        levelAverage: 90,
        subjectsCompleted: 1,
        quiz: { score: 100, totalQuestions: 10, timeTakenSeconds: L.speedSeconds - 1 },
      }).sort(),
    ).toEqual(earned);
    expect((await rowsOf(userId)).map((r) => r.code).sort()).toEqual(earned);

    const notes = await app.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notes.map((n) => n.title).sort()).toEqual([
      'Achievement unlocked: First Steps',
      'Achievement unlocked: Perfect Score',
      'Achievement unlocked: Speed Demon',
      `Level ${where.level + 1} unlocked`,
    ]);
    expect(notes.find((n) => n.type === 'level')!.description).toMatch(
      new RegExp(`level ${where.level + 1} is open`),
    );
  });

  it('Speed Demon: under 180 s, at least 10 questions and a pass (50 %), each boundary', async () => {
    const cases: [{ n?: number; right?: number; seconds: number }, boolean][] = [
      [{ seconds: L.speedSeconds }, false], // exactly 3 minutes is not under 3 minutes
      [{ seconds: L.speedSeconds - 1 }, true],
      [{ n: L.minQuestions - 1, seconds: 30 }, false], // 9 questions
      [{ right: 5, seconds: 30 }, true], // 50 %
      [{ right: 4, seconds: 30 }, false], // 40 %
    ];
    for (const [quiz, expected] of cases) {
      const { earned } = await takeQuiz(await newStudent(), quiz);
      expect(earned.includes('speed-demon'), JSON.stringify(quiz)).toBe(expected);
      const n = quiz.n ?? 10;
      const score = Math.round(((quiz.right ?? n) / n) * 100);
      expect(
        earnedBy({
          quizzes: 1,
          currentStreak: 1,
          levelAverage: 0,
          subjectsCompleted: 0,
          quiz: { score, totalQuestions: n, timeTakenSeconds: quiz.seconds },
        }).includes('speed-demon'),
      ).toBe(expected);
    }
  });

  it('Perfect Score: 100 % on at least 10 questions', async () => {
    expect((await takeQuiz(await newStudent(), { n: 9, seconds: 600 })).earned).toEqual([
      'first-steps',
    ]);
    expect((await takeQuiz(await newStudent(), { right: 9, seconds: 600 })).earned).toEqual([
      'first-steps',
    ]);
    expect((await takeQuiz(await newStudent(), { seconds: 600 })).earned).toEqual([
      'first-steps',
      'perfect-score',
    ]);
  });

  it('Week Warrior: the six days before today in a row (student time zone), not five, not with a gap', async () => {
    // Lagos is UTC+1: 23:30 UTC is already the next day there.
    const lateEvening = (daysBefore: number) =>
      new Date(Date.UTC(2026, 5, 15 - daysBefore - 1, 23, 30));
    const six = await newStudent();
    for (let d = 1; d <= 6; d++) await pastAttempt(six, lateEvening(d));
    expect((await takeQuiz(six, { seconds: 600, right: 1 })).earned).toContain('week-warrior');

    const five = await newStudent();
    for (let d = 1; d <= 5; d++) await pastAttempt(five, lateEvening(d));
    expect((await takeQuiz(five, { seconds: 600, right: 1 })).earned).not.toContain('week-warrior');

    const gap = await newStudent();
    for (const d of [1, 2, 3, 5, 6, 7]) await pastAttempt(gap, lateEvening(d));
    expect((await takeQuiz(gap, { seconds: 600, right: 1 })).earned).not.toContain('week-warrior');

    // In UTC the same six evenings fall on the six days before yesterday: no streak there.
    const utc = await newStudent();
    await app.db.update(profiles).set({ timeZone: 'UTC' }).where(eq(profiles.id, utc));
    for (let d = 1; d <= 6; d++) await pastAttempt(utc, lateEvening(d));
    expect((await takeQuiz(utc, { seconds: 600, right: 1 })).earned).not.toContain('week-warrior');
  });

  it('Scholar: the 50th submitted practice quiz, not the 49th', async () => {
    const almost = await newStudent();
    for (let i = 0; i < L.scholarQuizzes - 2; i++)
      await pastAttempt(almost, new Date(T0.getTime() - (i + 10) * 86_400_000 * 3));
    expect((await takeQuiz(almost, { seconds: 600, right: 1 })).earned).not.toContain('scholar');
    expect((await takeQuiz(almost, { seconds: 600, right: 1 })).earned).toContain('scholar');
  });

  it('Master: 90 % average over completed levels in at least 3 subjects', async () => {
    const setProgress = async (userId: string, rows: [string, number, number][]) => {
      for (const [subject, level, score] of rows)
        await app.db.insert(userProgress).values({
          userId,
          examType: 'waec',
          subject,
          level,
          score,
          completed: true,
          totalQuestions: 10,
          timeTaken: 60,
        });
    };
    // takeQuiz completes the level before its own (score 80) and scores 100 on its level.
    const twoSubjects = await newStudent();
    await setProgress(twoSubjects, [['physics', 1, 100]]);
    expect((await takeQuiz(twoSubjects, { seconds: 600 })).earned).not.toContain('master');

    const three = await newStudent();
    await setProgress(three, [
      ['physics', 1, 100],
      ['chemistry', 1, 100],
      ['chemistry', 2, 70],
    ]);
    // (80 + 100 + 100 + 100 + 70) / 5 = 90
    expect((await takeQuiz(three, { seconds: 600 })).earned).toContain('master');

    // The average as every screen shows it, rounded half up (ADR 0034): 448 / 5 = 89.6 → 90.
    const rounded = await newStudent();
    await setProgress(rounded, [
      ['physics', 1, 100],
      ['chemistry', 1, 100],
      ['chemistry', 2, 68],
    ]);
    expect((await takeQuiz(rounded, { seconds: 600 })).earned).toContain('master');
    expect(isMaster({ levelAverage: roundedMean(448, 5), subjectsCompleted: 3 })).toBe(true);

    const below = await newStudent();
    await setProgress(below, [
      ['physics', 1, 100],
      ['chemistry', 1, 100],
      ['chemistry', 2, 67],
    ]);
    // 447 / 5 = 89.4 → 89
    expect((await takeQuiz(below, { seconds: 600 })).earned).not.toContain('master');
    expect(isMaster({ levelAverage: roundedMean(447, 5), subjectsCompleted: 3 })).toBe(false);
  });

  it('awards each achievement once: 20 quizzes of one student submitted at once', async () => {
    const userId = await newStudent();
    const quizzes = [];
    for (let i = 0; i < 20; i++) {
      const { where, bank } = await level(userId, 10);
      const started = running(
        await startAttempt({ ctx: ctxOf(userId, T0), kind: practiceAttempt, input: where }),
      );
      quizzes.push({ attemptId: started.attemptId, bank });
    }
    const results = await Promise.all(
      quizzes.map(({ attemptId, bank }) =>
        submitAttempt({
          ctx: ctxOf(userId, at(60)),
          kind: practiceAttempt,
          input: {
            attemptId,
            answers: Object.fromEntries(bank.map((q) => [q.id, q.correctAnswer])),
          },
          format: submittedResult,
        }),
      ),
    );
    const said = results.flatMap((r) => r.earned.map((e) => e.code)).sort();
    // Each said once, by one of the twenty answers. Master (twenty subjects at 100 %, their
    // previous levels at 80 %) needs the other nineteen committed first: on PostgreSQL the
    // submits really overlap, so it may wait for the student's next submit (ADR 0019).
    expect(new Set(said).size).toBe(said.length);
    expect(said.filter((c) => c !== 'master')).toEqual([
      'first-steps',
      'perfect-score',
      'speed-demon',
    ]);
    const rows = await rowsOf(userId);
    expect(rows.map((r) => r.code).sort()).toEqual(said);
    const achievementNotes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'achievement')));
    expect(achievementNotes).toHaveLength(said.length);
  });

  it('a second submit of the same attempt awards nothing more', async () => {
    const userId = await newStudent();
    const { result } = await takeQuiz(userId, { seconds: 60 });
    const again = await submitAttempt({
      ctx: ctxOf(userId, at(61)),
      kind: practiceAttempt,
      input: { attemptId: result.attemptId },
      format: submittedResult,
    });
    expect(again.earned).toEqual([]);
    expect(await rowsOf(userId)).toHaveLength(3);
  });
});

describe('the notification cap', () => {
  it('keeps the latest 50 notifications of each user, whoever inserts them', async () => {
    const [a, b] = [await newStudent(), await newStudent()];
    const rows = (userId: string, from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        userId,
        type: 'level' as const,
        title: `n${from + i}`,
        description: '-',
        createdAt: new Date(T0.getTime() + (from + i) * 1000),
      }));
    await app.db.insert(notifications).values(rows(a, 0, 45));
    await app.db.insert(notifications).values([...rows(a, 45, 10), ...rows(b, 0, 3)]);
    const kept = await app.db.select().from(notifications).where(eq(notifications.userId, a));
    expect(kept).toHaveLength(50);
    expect(kept.map((n) => n.title)).not.toContain('n4');
    expect(kept.map((n) => n.title)).toContain('n5');
    expect(
      await app.db.select().from(notifications).where(eq(notifications.userId, b)),
    ).toHaveLength(3);
  });
});
