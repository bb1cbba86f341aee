import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { achievements, profiles, quizAttempts } from '../../db/schema';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { clearProgress, insertAttempt, insertProgress } from '../../testing/progress-fixtures';
import {
  addQuestions,
  clearLevel,
  completeLevel,
  makeReady,
  readyLevel,
  setSetting,
} from '../../testing/practice-fixtures';
import { getProfile, type Profile } from '../../services/progress/get-profile';
import type { TopicResults } from '../../db/schema';
import { dayNumberIn } from '../../../domain/streak';
import {
  examProgress,
  PRACTICE_STRIDE,
  TOPIC_STRIDE,
  topicProgress,
} from '../../../domain/profile-progress';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const readProfile = async (r: Response) => {
  expect(r.status).toBe(200);
  return (await r.json()) as Profile;
};

type AttemptKind = 'practice' | 'retry' | 'competition' | 'mock';
/** A submitted attempt as the engine leaves it (topic results and time taken written). */
function submitted(
  userId: string,
  at: string | Date,
  o: {
    kind?: AttemptKind;
    examType?: string;
    subject?: string;
    level?: number;
    score: number;
    timeTaken?: number;
    topics?: TopicResults;
  },
) {
  return insertAttempt(app.db, {
    userId,
    kind: o.kind ?? 'practice',
    examType: o.examType ?? 'jamb',
    subject: o.subject ?? 'mathematics',
    level: o.level ?? 1,
    questions: [],
    deadlineAt: new Date(at),
    startedAt: new Date(new Date(at).getTime() - 60_000),
    completedAt: new Date(at),
    score: o.score,
    correctAnswers: 0,
    totalQuestions: 10,
    timeTaken: o.timeTaken ?? 60,
    topicResults: o.topics ?? {},
    missed: '',
  });
}

describe('GET /api/me/profile', () => {
  it('needs a signed-in user', async () => {
    const res = await app.request('/api/me/profile');
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('UNAUTHENTICATED');
  });

  it('gives a new student their name, join date and zeros, never stored by the browser', async () => {
    const u = await app.createUser({ name: 'Ada Obi' });
    const res = await u.client.fetch('/api/me/profile');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const p = await readProfile(res);
    expect(p.header).toEqual({
      fullName: 'Ada Obi',
      email: u.email,
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      completedLevels: 0, // the starter rows are not completed
    });
    expect(Math.abs(Date.parse(p.header.joinedAt) - Date.now())).toBeLessThan(60_000);
    expect(p.stats).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      studyTimeHours: 0,
      averageScore: 0,
    });
    expect(p.recentAchievements).toEqual([]);
    expect(p.progress).toEqual({ levels: [], topics: [], practice: [], topic: [] });
  });

  it('falls back to the e-mail local part when no full name is stored', async () => {
    const u = await app.createUser();
    await app.db.update(profiles).set({ fullName: '  ' }).where(eq(profiles.id, u.id));
    const p = await readProfile(await u.client.fetch('/api/me/profile'));
    expect(p.header.fullName).toBe(u.email.split('@')[0]);
  });

  it('counts completed levels, and shows the latest two achievements with their rarity', async () => {
    const u = await app.createUser();
    // Levels completed counts the ready levels (ADR 0034): both are.
    for (const level of [1, 2])
      await readyLevel(app.db, { examType: 'waec', subject: 'biology', level }, 3);
    await insertProgress(app.db, [
      { userId: u.id, examType: 'waec', subject: 'biology', level: 1, completed: true, score: 70 },
      { userId: u.id, examType: 'waec', subject: 'biology', level: 2, completed: true, score: 90 },
    ]);
    const earned = (code: string, achievementType: string, at: string) => ({
      userId: u.id,
      code,
      achievementType,
      title: `T-${code}`,
      description: `D-${code}`,
      icon: code === 'c' ? null : `icon-${code}`,
      earnedAt: new Date(at),
    });
    await app.db
      .insert(achievements)
      .values([
        earned('a', 'epic', '2026-01-01T10:00:00Z'),
        earned('b', 'legendary', '2026-01-03T10:00:00Z'),
        earned('c', 'shiny', '2026-01-02T10:00:00Z'),
      ]);
    const p = await readProfile(await u.client.fetch('/api/me/profile'));
    expect(p.header.completedLevels).toBe(2);
    expect(p.recentAchievements).toEqual([
      {
        title: 'T-b',
        description: 'D-b',
        rarity: 'legendary',
        icon: 'icon-b',
        earnedAt: '2026-01-03T10:00:00.000Z',
      },
      {
        title: 'T-c',
        description: 'D-c',
        rarity: 'common', // spec §3: anything else is Common
        icon: null,
        earnedAt: '2026-01-02T10:00:00.000Z',
      },
    ]);
  });

  it('shows a quiz submitted through the engine: streak, study time, score, topics', async () => {
    const u = await app.createUser();
    // A level no other test file uses (app.test.ts has NECO Economics 44).
    const where = { examType: 'waec', subject: 'economics', level: 9 };
    await clearLevel(app.db, where);
    const bank = await addQuestions(app.db, where, 10); // Drama (even), Poetry (odd)
    await setSetting(app.db, where, {
      questionsPerLevel: 10,
      timerMinutes: 10,
      shuffleQuestions: false,
    });
    await makeReady(app.db, where);
    await completeLevel(app.db, u.id, { ...where, level: 8 });
    const started = await u.client.fetch('/api/practice/quizzes', { json: where });
    expect(started.status).toBe(201);
    const { attemptId } = (await started.json()) as { attemptId: string };
    // Drama right, Poetry wrong: 50 %.
    const answers = Object.fromEntries(
      bank.map((q, i) => [q.id, i % 2 ? (q.correctAnswer === 'A' ? 'B' : 'A') : q.correctAnswer]),
    );
    const done = await u.client.fetch(`/api/practice/quizzes/${attemptId}/submit`, {
      json: { answers },
    });
    expect(done.status).toBe(200);

    const p = await readProfile(await u.client.fetch('/api/me/profile'));
    // The average score of ADR 0034: the latest score of each completed level, level 8's 80
    // (completed above) and this quiz's 50.
    expect(p.stats).toMatchObject({ currentStreak: 1, longestStreak: 1, averageScore: 65 });
    expect(p.stats.studyTimeHours).toBe(0); // seconds, not yet a tenth of an hour
    expect(p.recentAchievements.map((a) => a.title)).toContain('First Steps');
    const today = dayNumberIn(new Date(), 'Africa/Lagos');
    expect(p.progress).toEqual({
      levels: [['waec', 'economics', 9]],
      topics: ['Drama', 'Poetry'],
      practice: [0, today, 1, 50, 50],
      topic: [...[0, 0, today, 1, 100, 100], ...[0, 1, today, 1, 0, 0]],
    });
    const f = { exam: 'waec', subject: 'economics', level: null, topic: null };
    expect(examProgress(p.progress, f)).toMatchObject({ attempts: 1, averageScore: 50 });
    expect(topicProgress(p.progress, { ...f, topic: 'Drama' }).points).toHaveLength(1);
  });

  it('never writes: the student’s rows are the same after reading', async () => {
    const u = await app.createUser();
    await submitted(u.id, new Date(), { score: 70 });
    const snapshot = async () =>
      (
        (await app.db.execute(sql`
          select (select json_agg(t order by id) from quiz_attempts t where user_id = ${u.id}) a,
                 (select json_agg(t order by id) from user_progress t where user_id = ${u.id}) p,
                 (select json_agg(t order by id) from achievements t where user_id = ${u.id}) c,
                 (select json_agg(t order by id) from notifications t where user_id = ${u.id}) n,
                 (select json_agg(t) from profiles t where id = ${u.id}) f`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const before = await snapshot();
    await readProfile(await u.client.fetch('/api/me/profile'));
    expect(await snapshot()).toEqual(before);
  });
});

describe('getProfile', () => {
  const T = new Date('2026-03-10T12:00:00Z'); // 21:00 in Tokyo
  const ctx = (userId: string, now = T) => ({ db: app.db, userId, now });

  it('groups practice by level and day in the student time zone; every kind counts for time and streak', async () => {
    const u = await app.createUser();
    const other = await app.createUser();
    await app.db.update(profiles).set({ timeZone: 'Asia/Tokyo' }).where(eq(profiles.id, u.id));
    const tokyo = (iso: string) => dayNumberIn(new Date(iso), 'Asia/Tokyo');
    const math1 = { subject: 'mathematics', level: 1 };
    // Tokyo days: 3 March (two runs of the same day), 4 March, 5 March; then 8–10 March.
    await submitted(u.id, '2026-03-03T01:00:00Z', {
      ...math1,
      score: 40,
      timeTaken: 1800,
      topics: { Algebra: [1, 3], Geometry: [2, 2] },
    });
    // 16:30 UTC on the 2nd is 01:30 on the 3rd in Tokyo: the same day as the one above.
    await submitted(u.id, '2026-03-02T16:30:00Z', {
      ...math1,
      score: 90,
      timeTaken: 900,
      topics: { Algebra: [2, 3], Geometry: [1, 1] },
    });
    await submitted(u.id, '2026-03-04T03:00:00Z', {
      subject: 'mathematics',
      level: 2,
      score: 75,
      timeTaken: 600,
      topics: { Algebra: [1, 8] }, // 12.5 % rounds to 13
    });
    await submitted(u.id, '2026-03-05T03:00:00Z', {
      examType: 'waec',
      subject: 'biology',
      score: 100,
      timeTaken: 300,
    });
    // Retry my mistakes and a competition: study time and streak days, not scores or charts.
    await submitted(u.id, '2026-03-08T03:00:00Z', {
      kind: 'retry',
      level: 0,
      score: 0,
      timeTaken: 1200,
      topics: { Algebra: [0, 5] },
    });
    await submitted(u.id, '2026-03-09T03:00:00Z', { kind: 'competition', score: 10 });
    await submitted(u.id, '2026-03-10T03:00:00Z', { ...math1, score: 59, timeTaken: 1 });
    // Not submitted yet: nothing.
    await insertAttempt(app.db, {
      userId: u.id,
      examType: 'jamb',
      subject: 'physics',
      level: 1,
      questions: [],
      deadlineAt: T,
      totalQuestions: 10,
    });
    // Another student's quiz never shows.
    await submitted(other.id, '2026-03-10T03:00:00Z', { subject: 'chemistry', score: 5 });
    // The progress rows the submits above would have left: each level's latest score.
    const latest = (examType: string, subject: string, level: number, score: number) => ({
      userId: u.id,
      examType,
      subject,
      level,
      score,
      completed: true,
    });
    await clearProgress(app.db, u.id); // the starter rows of sign-up
    await insertProgress(app.db, [
      latest('jamb', 'mathematics', 1, 59),
      latest('jamb', 'mathematics', 2, 75),
      latest('waec', 'biology', 1, 100),
    ]);

    const p = (await getProfile({ ctx: ctx(u.id) })).toJSON();
    expect(p.stats).toEqual({
      currentStreak: 3, // 8, 9, 10 March
      longestStreak: 3, // 3–5 March, and 8–10 March
      studyTimeHours: Math.round((1800 + 900 + 600 + 300 + 1200 + 60 + 1) / 360) / 10, // 4,861 s
      // The latest score of each completed level (ADR 0034), not of every quiz.
      averageScore: Math.round((59 + 75 + 100) / 3), // 78
    });
    expect(p.stats.studyTimeHours).toBe(1.4);
    const [d3, d4, d5, d10] = [
      tokyo('2026-03-03T01:00:00Z'),
      tokyo('2026-03-04T03:00:00Z'),
      tokyo('2026-03-05T03:00:00Z'),
      tokyo('2026-03-10T03:00:00Z'),
    ];
    expect(p.progress.levels).toEqual([
      ['jamb', 'mathematics', 1], // latest first
      ['waec', 'biology', 1],
      ['jamb', 'mathematics', 2],
    ]);
    expect(p.progress.topics).toEqual(['Algebra', 'Geometry']);
    // Five numbers per level and day: level, day, quizzes, score sum, best.
    expect(p.progress.practice).toEqual([
      ...[0, d3, 2, 130, 90],
      ...[2, d4, 1, 75, 75],
      ...[1, d5, 1, 100, 100],
      ...[0, d10, 1, 59, 59],
    ]);
    // Six per level, topic and day: level, topic, day, quizzes, percent sum, best.
    expect(p.progress.topic).toEqual([
      ...[0, 0, d3, 2, 33 + 67, 67],
      ...[0, 1, d3, 2, 200, 100],
      ...[2, 0, d4, 1, 13, 13],
    ]);
    const maths = { exam: 'jamb', subject: 'mathematics', level: null, topic: null };
    expect(examProgress(p.progress, maths)).toEqual({
      attempts: 4,
      averageScore: Math.round((130 + 75 + 59) / 4),
      bestScore: 90,
      points: [
        { day: '2026-03-03', average: 65 },
        { day: '2026-03-04', average: 75 },
        { day: '2026-03-10', average: 59 },
      ],
    });
    expect(topicProgress(p.progress, { ...maths, topic: 'Algebra' })).toMatchObject({
      attempts: 3,
      averageScore: Math.round((33 + 67 + 13) / 3),
      bestScore: 67,
    });
  });

  it('the same history in Lagos splits the late-night quiz into its own day', async () => {
    const u = await app.createUser(); // Africa/Lagos by default
    await submitted(u.id, '2026-03-02T16:30:00Z', { score: 90 }); // 17:30 on the 2nd
    await submitted(u.id, '2026-03-03T01:00:00Z', { score: 40 }); // 02:00 on the 3rd
    const p = (await getProfile({ ctx: ctx(u.id, new Date('2026-03-03T12:00:00Z')) })).toJSON();
    expect(p.stats).toMatchObject({ currentStreak: 2, longestStreak: 2 });
    expect([p.progress.practice[1], p.progress.practice[6]]).toEqual([
      dayNumberIn(new Date('2026-03-02T12:00:00Z'), 'UTC'),
      dayNumberIn(new Date('2026-03-03T12:00:00Z'), 'UTC'),
    ]);
  });

  it('keeps the answer small for a student with 1,000 quizzes', async () => {
    const u = await app.createUser();
    const subjects = ['mathematics', 'physics', 'chemistry', 'biology'];
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 86_400_000 + i * 1000);
      return {
        userId: u.id,
        kind: 'practice' as const,
        examType: i % 5 ? 'jamb' : 'waec',
        subject: subjects[i % 4]!,
        level: 1 + (i % 10),
        target: 'bulk',
        questions: [],
        startedAt: at,
        deadlineAt: at,
        completedAt: at,
        score: (i * 37) % 101,
        correctAnswers: 0,
        totalQuestions: 20,
        timeTaken: 600,
        topicResults: Object.fromEntries(
          [0, 1, 2, 3].map((k) => [`Topic ${(i + k) % 12}`, [k, 5]]),
        ) as TopicResults,
        missed: '',
      };
    });
    for (let i = 0; i < rows.length; i += 250)
      await app.db.insert(quizAttempts).values(rows.slice(i, i + 250));
    const res = await u.client.fetch('/api/me/profile', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const wire = Buffer.from(await res.arrayBuffer());
    const p = JSON.parse(zlib.gunzipSync(wire).toString('utf8')) as Profile;
    const sum = (xs: number[], stride: number, at: number) =>
      xs.reduce((n, x, i) => (i % stride === at ? n + x : n), 0);
    expect(sum(p.progress.practice, PRACTICE_STRIDE, 2)).toBe(1000);
    expect(sum(p.progress.topic, TOPIC_STRIDE, 3)).toBe(4000);
    expect(p.stats.studyTimeHours).toBe(166.7);
    // ~2,700 topic rows and ~1,000 level days in under 30 KB on the wire.
    expect(wire.length).toBeLessThan(30 * 1024);
  });
});
