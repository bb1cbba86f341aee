import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, quizAttempts } from '../../db/schema';
import { createTestApp, errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import { givePremium } from '../../testing/practice-fixtures';
import {
  createCompetition,
  moveCompetition,
  moveEntry,
  registerDirectly,
  registration,
  type CompetitionFixture,
} from '../../testing/competition-fixtures';
import { COMPETITION_MESSAGES } from '../../../domain/competitions';
import { SUBMIT_GRACE_SECONDS } from '../../../domain/quiz';
import type { CompetitionList } from '../../services/competitions/list-competitions';
import type { CompetitionDetail } from '../../services/competitions/get-competition';
import type { FinishedEntry, SubmittedEntry } from '../../services/competitions/entry-views';
import type { StandingsPage } from '../../services/competitions/get-standings';

let app: TestApp;
let free: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  free = await app.createUser();
});
afterAll(() => app?.close());

const json = async <T>(r: Response) => (await r.json()) as T;
async function premiumStudent(name = 'Test Student') {
  const u = await app.createUser({ name });
  await givePremium(app.db, u.id);
  return u;
}
type Running = {
  attemptId: string;
  competitionId?: string;
  questions: { id: string }[];
  deadlineAt: string;
  serverNow: string;
  startedAt: string;
  timeLimitSeconds: number;
};
const enter = (u: TestUser, c: CompetitionFixture) =>
  u.client.fetch(`/api/competitions/${c.id}/entry`, { method: 'POST' });
const submit = (u: TestUser, attemptId: string, body: object = {}) =>
  u.client.fetch(`/api/competitions/entries/${attemptId}/submit`, { json: body });
const save = (u: TestUser, attemptId: string, answers: Record<string, string | null>) =>
  u.client.fetch(`/api/competitions/entries/${attemptId}/answers`, {
    method: 'PUT',
    json: { answers },
  });
const register = (u: TestUser, c: { id: string }) =>
  u.client.fetch(`/api/competitions/${c.id}/register`, { method: 'POST' });
/**
 * Student i registers, enters, is moved `plan[i].seconds` into the run and submits
 * `plan[i].answers`; then the first student reads the leaderboard.
 */
async function playAndReadBoard(
  c: CompetitionFixture,
  students: TestUser[],
  plan: { answers: Record<string, string>; seconds: number }[],
) {
  for (const [i, u] of students.entries()) {
    await registerDirectly(app.db, c.id, u.id);
    const run = await json<Running>(await enter(u, c));
    await moveEntry(app.db, run.attemptId, { startedSecondsAgo: plan[i]!.seconds });
    await submit(u, run.attemptId, { answers: plan[i]!.answers });
  }
  return json<StandingsPage>(
    await students[0]!.client.fetch(`/api/competitions/${c.id}/leaderboard`),
  );
}
const refusal = async (r: Response) => {
  const body = (await r.json()) as { code: string; message: string };
  return [r.status, body.code, body.message];
};

describe('the premium gate', () => {
  it('refuses every competition route to a student without premium (the web shows its gate)', async () => {
    const c = await createCompetition(app.db);
    for (const [path, method] of [
      ['/api/competitions', 'GET'],
      [`/api/competitions/${c.id}`, 'GET'],
      [`/api/competitions/${c.id}/register`, 'POST'],
      [`/api/competitions/${c.id}/entry`, 'POST'],
      [`/api/competitions/${c.id}/leaderboard`, 'GET'],
      [`/api/competitions/${c.id}/results`, 'GET'],
    ] as const) {
      const res = await free.client.fetch(path, { method });
      expect([path, res.status, await errorCode(res)]).toEqual([path, 403, 'PREMIUM_REQUIRED']);
    }
    const anonymous = await app.request(`/api/competitions/${c.id}/register`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('refuses writes from another origin before anything else (ADR 0018)', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db, { startMin: 30, endMin: 90 });
    const res = await s.client.fetch(`/api/competitions/${c.id}/register`, {
      method: 'POST',
      headers: { origin: 'http://evil.test' },
    });
    expect(await errorCode(res)).toBe('FORBIDDEN_ORIGIN');
    expect(await registration(app.db, c.id, s.id)).toBeUndefined();
  });
});

describe('the list and its tabs (student §4)', () => {
  it('puts each competition in the tab of §4 from the server clock, with counts', async () => {
    const s = await premiumStudent();
    const upcoming = await createCompetition(app.db, { startMin: 30, endMin: 90 });
    const live = await createCompetition(app.db);
    const ended = await createCompetition(app.db, { startMin: -90, endMin: -30 });
    const completed = await createCompetition(app.db, { status: 'completed' });
    const draft = await createCompetition(app.db, { status: 'draft' });
    const cancelled = await createCompetition(app.db, { status: 'cancelled' });
    await registerDirectly(app.db, live.id, s.id);
    const list = await json<CompetitionList>(await s.client.fetch('/api/competitions'));
    const card = (c: { id: string }) => list.competitions.find((x) => x.id === c.id);
    expect(card(upcoming)).toMatchObject({
      tab: 'upcoming',
      displayStatus: 'upcoming',
      button: 'register',
    });
    expect(card(live)).toMatchObject({
      tab: 'live',
      statusLabel: 'Live Now',
      registered: true,
      button: 'enter',
      buttonLabel: 'Enter Competition Now',
      participantCount: 1,
      questionCount: 4,
    });
    expect(card(ended)).toMatchObject({
      tab: 'completed',
      displayStatus: 'ended',
      button: 'completed',
    });
    expect(card(completed)).toMatchObject({ tab: 'completed', displayStatus: 'completed' });
    expect(card(draft)).toBeUndefined();
    expect(card(cancelled)).toBeUndefined();
    for (const tab of ['upcoming', 'live', 'completed'] as const)
      expect(list.counts[tab]).toBe(list.competitions.filter((c) => c.tab === tab).length);
    expect(list.anyLive).toBe(true);
    expect(Date.parse(list.serverNow)).toBeGreaterThan(Date.now() - 5000);
  });

  it('answers Competition not found for a draft, a cancelled or an unknown competition', async () => {
    const s = await premiumStudent();
    for (const c of [
      await createCompetition(app.db, { status: 'draft' }),
      await createCompetition(app.db, { status: 'cancelled' }),
      { id: crypto.randomUUID() },
    ]) {
      expect(await refusal(await s.client.fetch(`/api/competitions/${c.id}`))).toEqual([
        404,
        'NOT_FOUND',
        'Competition not found',
      ]);
      expect((await refusal(await register(s, c)))[2]).toBe('Competition not found');
    }
  });
});

describe('registration (student §4–§5, every §8 text)', () => {
  it('registers before the start, confirms it in the bell, and refuses a second time', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db, { startMin: 30, endMin: 90 });
    const res = await register(s, c);
    expect(res.status).toBe(201);
    const detail = await json<CompetitionDetail & { message: string }>(res);
    expect(detail).toMatchObject({
      message: 'Successfully registered for the competition!',
      registered: true,
      button: 'registered',
      buttonLabel: 'Registered',
      participantCount: 1,
    });
    const bell = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.id), eq(notifications.type, 'competition')));
    expect(bell.map((n) => n.title)).toEqual(['Registration confirmed']);
    expect(await refusal(await register(s, c))).toEqual([
      409,
      'ALREADY_REGISTERED',
      'You have already registered for this competition',
    ]);
  });

  it('closes at the registration deadline, or at the start when there is none', async () => {
    const s = await premiumStudent();
    const deadline = await createCompetition(app.db, {
      startMin: 30,
      endMin: 90,
      registrationDeadlineMin: -1,
    });
    const started = await createCompetition(app.db, { startMin: -1, endMin: 60 });
    const completed = await createCompetition(app.db, {
      status: 'completed',
      startMin: 30,
      endMin: 90,
    });
    for (const c of [deadline, started, completed])
      expect(await refusal(await register(s, c))).toEqual([
        409,
        'REGISTRATION_CLOSED',
        'Registration deadline has passed',
      ]);
    const open = await createCompetition(app.db, {
      startMin: 30,
      endMin: 90,
      registrationDeadlineMin: 10,
    });
    expect((await register(s, open)).status).toBe(201);
  });

  it('refuses a full competition and paid entry with the spec texts', async () => {
    const [a, b] = [await premiumStudent(), await premiumStudent()];
    const full = await createCompetition(app.db, { startMin: 30, endMin: 90, maxParticipants: 1 });
    expect((await register(a, full)).status).toBe(201);
    expect(await refusal(await register(b, full))).toEqual([
      409,
      'COMPETITION_FULL',
      'Competition is full',
    ]);
    const paid = await createCompetition(app.db, {
      startMin: 30,
      endMin: 90,
      entryFeeKobo: 50_000,
    });
    expect(await refusal(await register(a, paid))).toEqual([
      402,
      'INSUFFICIENT_BALANCE',
      'Insufficient balance for entry fee',
    ]);
    expect(await registration(app.db, paid.id, a.id)).toBeUndefined();
  });

  it('shows Full once every place is taken, and no Register for an entry fee (issue 21)', async () => {
    const [a, b] = [await premiumStudent(), await premiumStudent()];
    const full = await createCompetition(app.db, { startMin: 30, endMin: 90, maxParticipants: 1 });
    const paid = await createCompetition(app.db, { startMin: 30, endMin: 90, entryFeeKobo: 500 });
    const card = async (u: TestUser, c: { id: string }) =>
      json<CompetitionDetail>(await u.client.fetch(`/api/competitions/${c.id}`));
    expect(await card(b, full)).toMatchObject({ button: 'register', buttonLabel: 'Register' });
    expect((await register(a, full)).status).toBe(201);
    expect(await card(b, full)).toMatchObject({ button: 'full', buttonLabel: 'Full' });
    expect(await card(a, full)).toMatchObject({ button: 'registered' });
    const listed = (await json<CompetitionList>(await b.client.fetch('/api/competitions')))
      .competitions;
    expect(listed.find((c) => c.id === full.id)).toMatchObject({ button: 'full' });
    expect(await card(b, paid)).toMatchObject({
      button: 'fee',
      buttonLabel: 'Entry fee not yet payable online',
    });
    // The server still refuses both.
    expect(await errorCode(await register(b, full))).toBe('COMPETITION_FULL');
    expect(await errorCode(await register(b, paid))).toBe('INSUFFICIENT_BALANCE');
  });
});

describe('the entry (student §4; issue 12 item 3)', () => {
  it('gives the questions without keys, a server deadline of min(entry + duration, end), and resumes', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db, { durationMinutes: 30, endMin: 50 });
    expect(await refusal(await enter(s, c))).toEqual([
      403,
      'NOT_REGISTERED',
      COMPETITION_MESSAGES.notRegistered,
    ]);
    await registerDirectly(app.db, c.id, s.id);
    const res = await enter(s, c);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toMatch(/"correctAnswer"|"explanation"|SECRET-EXPLANATION/);
    const run = JSON.parse(text) as Running;
    expect(run.timeLimitSeconds).toBe(30 * 60);
    expect(Date.parse(run.deadlineAt) - Date.parse(run.startedAt)).toBe(30 * 60_000);
    expect(new Set(run.questions.map((q) => q.id))).toEqual(new Set(c.questionIds));
    const again = await json<Running>(await enter(s, c));
    expect(again.attemptId).toBe(run.attemptId);
    expect(again.deadlineAt).toBe(run.deadlineAt);
    const read = await json<Running & { status: string }>(
      await s.client.fetch(`/api/competitions/${c.id}/entry`),
    );
    expect(read).toMatchObject({
      status: 'in_progress',
      attemptId: run.attemptId,
      competitionId: c.id,
    });
  });

  it('gives a late joiner only the time left before the end', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db, { startMin: -55, endMin: 5, durationMinutes: 60 });
    await registerDirectly(app.db, c.id, s.id);
    const run = await json<Running>(await enter(s, c));
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, run.attemptId));
    const end = Date.parse(
      (await json<CompetitionDetail>(await s.client.fetch(`/api/competitions/${c.id}`))).endTime,
    );
    expect(row!.deadlineAt.getTime()).toBe(end);
    expect(run.timeLimitSeconds).toBeGreaterThan(4 * 60);
    expect(run.timeLimitSeconds).toBeLessThanOrEqual(5 * 60);
  });

  it('refuses entry before the start, after the end, and to a completed competition', async () => {
    const s = await premiumStudent();
    const before = await createCompetition(app.db, { startMin: 10, endMin: 60 });
    const after = await createCompetition(app.db, { startMin: -60, endMin: -1 });
    const completed = await createCompetition(app.db, { status: 'completed' });
    for (const c of [before, after, completed]) await registerDirectly(app.db, c.id, s.id);
    expect((await refusal(await enter(s, before)))[1]).toBe('COMPETITION_NOT_STARTED');
    expect((await refusal(await enter(s, after)))[1]).toBe('COMPETITION_ENDED');
    expect((await refusal(await enter(s, completed)))[1]).toBe('COMPETITION_ENDED');
    expect(await app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, s.id))).toEqual(
      [],
    );
  });

  it('scores with the server: rounded percent, the server’s time taken, one entry and no restart', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db, { questions: 3 });
    await registerDirectly(app.db, c.id, s.id);
    const run = await json<Running>(await enter(s, c));
    const [q1, q2] = c.questionIds;
    expect((await save(s, run.attemptId, { [q1!]: c.key.get(q1!)! })).status).toBe(200);
    await moveEntry(app.db, run.attemptId, { startedSecondsAgo: 95 });
    const res = await submit(s, run.attemptId, {
      answers: { [q2!]: c.key.get(q2!)! },
      timeTaken: 3,
      score: 100,
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/"correctAnswer"|"explanation"|SECRET-EXPLANATION/);
    const result = JSON.parse(text) as SubmittedEntry;
    expect(result).toMatchObject({
      score: 67,
      correctAnswers: 2,
      totalQuestions: 3,
      performanceLabel: 'Average',
      message: 'Competition completed! Check your results.',
    });
    expect(result.timeTaken).toBeGreaterThanOrEqual(95);
    expect(result.timeTaken).toBeLessThan(110);
    expect(await registration(app.db, c.id, s.id)).toMatchObject({
      score: 67,
      timeTaken: result.timeTaken,
    });
    expect(await json<SubmittedEntry>(await submit(s, run.attemptId))).toEqual(result);
    expect(await refusal(await enter(s, c))).toEqual([
      409,
      'ALREADY_ENTERED',
      COMPETITION_MESSAGES.alreadyEntered,
    ]);
    expect((await save(s, run.attemptId, { [q1!]: 'A' })).status).toBe(409);
  });

  it('takes answers until the deadline plus the grace, and none after', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db, { questions: 2 });
    await registerDirectly(app.db, c.id, s.id);
    const run = await json<Running>(await enter(s, c));
    const [q1, q2] = c.questionIds;
    await moveEntry(app.db, run.attemptId, { deadlineInSeconds: -(SUBMIT_GRACE_SECONDS - 3) });
    expect((await save(s, run.attemptId, { [q1!]: c.key.get(q1!)! })).status).toBe(200);
    await moveEntry(app.db, run.attemptId, { deadlineInSeconds: -(SUBMIT_GRACE_SECONDS + 2) });
    expect(await errorCode(await save(s, run.attemptId, { [q2!]: c.key.get(q2!)! }))).toBe(
      'DEADLINE_PASSED',
    );
    const result = await json<SubmittedEntry>(
      await submit(s, run.attemptId, { answers: { [q2!]: c.key.get(q2!)! } }),
    );
    expect(result).toMatchObject({ correctAnswers: 1, score: 50 });
  });
});

describe('answers and explanations only after the end (issue 12 item 3)', () => {
  it('shows no key to anyone before the end plus the grace — not to someone who finished — and to everyone after', async () => {
    const [early, late] = [await premiumStudent(), await premiumStudent()];
    const c = await createCompetition(app.db, { questions: 2 });
    for (const u of [early, late]) await registerDirectly(app.db, c.id, u.id);
    const first = await json<Running>(await enter(early, c));
    const second = await json<Running>(await enter(late, c));
    await submit(early, first.attemptId, { answers: { [c.questionIds[0]!]: 'A' } });
    for (const path of [
      `/api/competitions/${c.id}/entry`,
      `/api/competitions/${c.id}/leaderboard`,
      `/api/competitions/${c.id}/results`,
      `/api/competitions/${c.id}`,
      '/api/competitions',
    ])
      for (const u of [early, late]) {
        const text = await (await u.client.fetch(path)).text();
        expect(text, path).not.toMatch(/"correctAnswer"|"explanation"|SECRET/);
      }
    const finished = await json<FinishedEntry>(
      await early.client.fetch(`/api/competitions/${c.id}/entry`),
    );
    expect(finished).toMatchObject({ status: 'completed', questions: null, rank: 1, of: 1 });

    // The competition ends: answers are taken for the grace still, so the key waits for it too.
    await moveCompetition(app.db, c.id, { endMin: -0.05 });
    const during = await json<FinishedEntry>(
      await early.client.fetch(`/api/competitions/${c.id}/entry`),
    );
    expect(during.questions).toBeNull();
    await moveCompetition(app.db, c.id, { endMin: -(SUBMIT_GRACE_SECONDS + 1) / 60 });
    const after = await json<FinishedEntry>(
      await early.client.fetch(`/api/competitions/${c.id}/entry`),
    );
    expect(after.questions).toHaveLength(2);
    expect(after.questions!.map((q) => q.explanation)).toEqual(
      expect.arrayContaining(['SECRET-EXPLANATION-0', 'SECRET-EXPLANATION-1']),
    );
    void second;
  });
});

describe('ranks and the leaderboard (student §5; issue 12 item 4)', () => {
  it('ranks by score then the server’s time, shares equal ranks, and shows first name + initial', async () => {
    const names = ['Chidinma Okafor', 'Tunde Bakare', 'Ngozi Eze', 'Emeka Obi'];
    const students = await Promise.all(names.map((n) => premiumStudent(n)));
    const c = await createCompetition(app.db, { questions: 2 });
    const [q1, q2] = c.questionIds;
    const right = { [q1!]: c.key.get(q1!)!, [q2!]: c.key.get(q2!)! };
    const plan = [
      { answers: right, seconds: 300 },
      { answers: right, seconds: 120 },
      { answers: { [q1!]: c.key.get(q1!)! }, seconds: 60 },
      { answers: right, seconds: 300 },
    ];
    const board = await playAndReadBoard(c, students, plan);
    expect(board.rows.map((r) => [r.rank, r.displayName, r.score])).toEqual([
      [1, 'Tunde B.', 100],
      [2, expect.stringMatching(/^(Chidinma O\.|Emeka O\.)$/), 100],
      [2, expect.stringMatching(/^(Chidinma O\.|Emeka O\.)$/), 100],
      [4, 'Ngozi E.', 50],
    ]);
    expect(board.you).toMatchObject({ rank: 2, of: 4, you: true, score: 100 });
    expect(board.winners).toHaveLength(3);
    expect(board.submittedCount).toBe(4);
    expect(JSON.stringify(board)).not.toMatch(/Okafor|Bakare|userId|@/);
  });

  it('names as winners only the top 3 places with at least the minimum score for a prize (issue 21)', async () => {
    const students = await Promise.all(['Ada One', 'Bola Two', 'Chi Three'].map(premiumStudent));
    const c = await createCompetition(app.db, { questions: 2, prizeMinScore: 60 });
    const [q1, q2] = c.questionIds;
    const plan = [
      { answers: { [q1!]: c.key.get(q1!)!, [q2!]: c.key.get(q2!)! }, seconds: 100 },
      { answers: { [q1!]: c.key.get(q1!)! }, seconds: 50 },
      { answers: {}, seconds: 10 },
    ];
    const board = await playAndReadBoard(c, students, plan);
    expect(board.rows.map((r) => [r.rank, r.score])).toEqual([
      [1, 100],
      [2, 50],
      [3, 0],
    ]);
    // 50 % and 0 % are in the top 3 but under the 60 % minimum: one winner.
    expect(board.winners.map((r) => [r.rank, r.displayName, r.score])).toEqual([
      [1, 'Ada O.', 100],
    ]);
    const detail = await json<CompetitionDetail>(
      await students[0]!.client.fetch(`/api/competitions/${c.id}`),
    );
    expect(detail.prizeMinScore).toBe(60);
  });
});

describe('tab switches', () => {
  it('counts switches while the entry is open, and refuses once it is submitted', async () => {
    const s = await premiumStudent();
    const c = await createCompetition(app.db);
    await registerDirectly(app.db, c.id, s.id);
    const run = await json<Running>(await enter(s, c));
    const count = () =>
      s.client.fetch(`/api/competitions/entries/${run.attemptId}/switches`, { method: 'POST' });
    expect(await json(await count())).toEqual({ tabSwitches: 1 });
    expect(await json(await count())).toEqual({ tabSwitches: 2 });
    await submit(s, run.attemptId);
    expect(await errorCode(await count())).toBe('ATTEMPT_CLOSED');
    expect((await registration(app.db, c.id, s.id))!.tabSwitches).toBe(2);
  });
});
