import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  competitionParticipants,
  competitions,
  notifications,
  quizAttempts,
  subscriptions,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createCompetition,
  insertUsers,
  moveCompetition,
  moveEntry,
  registerDirectly,
  registration,
} from '../../testing/competition-fixtures';
import { SUBMIT_GRACE_SECONDS } from '../../../domain/quiz';
import type { UserCtx } from '../context';
import { registerForCompetition } from './register';
import { enterCompetition } from './enter-competition';
import { saveAnswers } from '../attempts/save-answers';
import { submitAttempt } from '../attempts/submit-attempt';
import { competitionEntry } from './competition-kind';
import { setCompetitionStatus } from './set-competition-status';
import { sweepCompetitions } from './sweep-competitions';

type Entry = { ctx: UserCtx; input: { attemptId: string } };
/** An entry's autosave and submit, as the attempts routes call the engine (ADR 0037). */
const saveEntryAnswers = ({ ctx, input }: Entry & { input: { answers: Record<string, string> } }) =>
  saveAnswers({ ctx, kind: competitionEntry, input });
const submitEntry = ({ ctx, input }: Entry & { input: { answers?: Record<string, string> } }) =>
  submitAttempt({ ctx, kind: competitionEntry, input });

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const ctxOf = (userId: string, now = new Date()): UserCtx => ({ db: app.db, userId, now });
const sweep = () => sweepCompetitions({ ctx: { db: app.db, now: new Date() } });
async function premiumUsers(n: number, name?: string) {
  const ids = await insertUsers(app.db, n, name);
  const endsAt = new Date(Date.now() + 86_400_000);
  await app.db.insert(subscriptions).values(ids.map((userId) => ({ userId, endsAt })));
  return ids;
}
const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok';
const bell = (userIds: string[]) =>
  app.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'competition')));
type Running = { attemptId: string; questions: { id: string }[] };
const started = async (userId: string, competitionId: string) =>
  JSON.parse(
    JSON.stringify(await enterCompetition({ ctx: ctxOf(userId), input: { competitionId } })),
  ) as Running;

describe('registration under concurrency', () => {
  it('admits exactly 10 of 100 simultaneous registrations for the last 10 places', async () => {
    const c = await createCompetition(app.db, { startMin: 30, endMin: 90, maxParticipants: 30 });
    for (const id of await insertUsers(app.db, 20)) await registerDirectly(app.db, c.id, id);
    const racers = await premiumUsers(100);
    const results = await Promise.allSettled(
      racers.map((userId) =>
        registerForCompetition({ ctx: ctxOf(userId), input: { competitionId: c.id } }),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((x) => x === 'ok')).toHaveLength(10);
    expect(codes.filter((x) => x === 'COMPETITION_FULL')).toHaveLength(90);
    const rows = await app.db
      .select()
      .from(competitionParticipants)
      .where(eq(competitionParticipants.competitionId, c.id));
    expect(rows).toHaveLength(30);
    // The ten admitted, and only they, were told.
    expect(await bell(racers)).toHaveLength(10);
  });

  it('registers a student once when they press twice at the same moment', async () => {
    const c = await createCompetition(app.db, { startMin: 30, endMin: 90 });
    const [userId] = await premiumUsers(1);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        registerForCompetition({ ctx: ctxOf(userId!), input: { competitionId: c.id } }),
      ),
    );
    expect(results.map(codeOf).sort()).toEqual([
      'ALREADY_REGISTERED',
      'ALREADY_REGISTERED',
      'ALREADY_REGISTERED',
      'ALREADY_REGISTERED',
      'ok',
    ]);
  });
});

describe('the sweep: closing, publishing and telling (issue 12 items 3–5, 7)', () => {
  it('closes entries left open past the deadline plus the grace with what was saved', async () => {
    const c = await createCompetition(app.db, { questions: 2 });
    const [userId] = await premiumUsers(1);
    await registerDirectly(app.db, c.id, userId!);
    const run = await started(userId!, c.id);
    const [q1] = c.questionIds;
    await saveEntryAnswers({
      ctx: ctxOf(userId!),
      input: { attemptId: run.attemptId, answers: { [q1!]: c.key.get(q1!)! } },
    });
    await moveEntry(app.db, run.attemptId, { deadlineInSeconds: -(SUBMIT_GRACE_SECONDS - 2) });
    await sweep();
    const [open] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, run.attemptId));
    expect(open!.completedAt).toBeNull(); // still within the grace: answers may be on their way
    await moveEntry(app.db, run.attemptId, { deadlineInSeconds: -(SUBMIT_GRACE_SECONDS + 1) });
    expect((await sweep()).closed).toBeGreaterThanOrEqual(1);
    const [closed] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, run.attemptId));
    expect(closed).toMatchObject({
      score: 50,
      correctAnswers: 1,
      answers: { [q1!]: c.key.get(q1!) },
    });
    expect(closed!.completedAt!.getTime()).toBe(closed!.deadlineAt.getTime());
    expect(await registration(app.db, c.id, userId!)).toMatchObject({ score: 50 });
  });

  it('completes a competition at its end time, publishes ranks once every entry is closed, and tells each student their rank once', async () => {
    const c = await createCompetition(app.db, { questions: 2, title: 'Harmattan Cup' });
    const [fast, slow, absent] = await premiumUsers(3, 'Kemi Adeyemi');
    for (const id of [fast!, slow!, absent!]) await registerDirectly(app.db, c.id, id);
    const right = Object.fromEntries(c.questionIds.map((id) => [id, c.key.get(id)!]));
    const a = await started(fast!, c.id);
    await moveEntry(app.db, a.attemptId, { startedSecondsAgo: 60 });
    await submitEntry({ ctx: ctxOf(fast!), input: { attemptId: a.attemptId, answers: right } });
    const b = await started(slow!, c.id);
    await saveEntryAnswers({
      ctx: ctxOf(slow!),
      input: { attemptId: b.attemptId, answers: right },
    });

    await moveCompetition(app.db, c.id, { endMin: -0.1 });
    await moveEntry(app.db, b.attemptId, { startedSecondsAgo: 600, deadlineInSeconds: -6 });
    await sweep();
    const [mid] = await app.db.select().from(competitions).where(eq(competitions.id, c.id));
    expect(mid).toMatchObject({ status: 'completed', resultsPublishedAt: null });
    expect(mid!.completedAt!.getTime()).toBe(mid!.endTime.getTime());

    await moveEntry(app.db, b.attemptId, {
      startedSecondsAgo: 600,
      deadlineInSeconds: -(SUBMIT_GRACE_SECONDS + 1),
    });
    await Promise.all([sweep(), sweep(), sweep()]); // several server processes at once
    const [done] = await app.db.select().from(competitions).where(eq(competitions.id, c.id));
    expect(done!.resultsPublishedAt).not.toBeNull();
    const told = await bell([fast!, slow!, absent!]);
    const byUser = (id: string) => told.filter((n) => n.userId === id).map((n) => n.description);
    expect(byUser(fast!)).toEqual(['Harmattan Cup: you ranked 1st of 2 with 100%.']);
    expect(byUser(slow!)).toEqual(['Harmattan Cup: you ranked 2nd of 2 with 100%.']);
    expect(byUser(absent!)).toEqual([
      'Harmattan Cup: the results are out. You did not submit an entry this time.',
    ]);
    await sweep();
    expect(await bell([fast!, slow!, absent!])).toHaveLength(3);
    const [told2] = await app.db.select().from(competitions).where(eq(competitions.id, c.id));
    expect(told2!.resultsNotifiedAt).not.toBeNull(); // the sweep stops looking at it
  });

  it('on an admin’s Complete, stops taking answers after the grace and closes and publishes', async () => {
    const c = await createCompetition(app.db, { questions: 2 });
    const [userId] = await premiumUsers(1);
    await registerDirectly(app.db, c.id, userId!);
    const run = await started(userId!, c.id);
    const [q1, q2] = c.questionIds;
    const completed = await setCompetitionStatus({
      ctx: { db: app.db, now: new Date() },
      input: { competitionId: c.id, action: 'complete' },
    });
    expect(completed.message).toBe('Competition completed successfully!');
    // Within the grace an answer already on its way still lands; after it, none does.
    await saveEntryAnswers({
      ctx: ctxOf(userId!),
      input: { attemptId: run.attemptId, answers: { [q1!]: c.key.get(q1!)! } },
    });
    const late = new Date(Date.now() + (SUBMIT_GRACE_SECONDS + 1) * 1000);
    await expect(
      saveEntryAnswers({
        ctx: ctxOf(userId!, late),
        input: { attemptId: run.attemptId, answers: { [q2!]: c.key.get(q2!)! } },
      }),
    ).rejects.toMatchObject({ code: 'DEADLINE_PASSED' });
    const [row] = await app.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, run.attemptId));
    expect(row).toMatchObject({ score: 50 });
    await sweep();
    const [done] = await app.db.select().from(competitions).where(eq(competitions.id, c.id));
    expect(done!.resultsPublishedAt).not.toBeNull();
  });

  it('tells registered students once when the start is within the hour', async () => {
    const soon = await createCompetition(app.db, { startMin: 30, endMin: 90, title: 'Soon Cup' });
    const later = await createCompetition(app.db, { startMin: 90, endMin: 150 });
    const ids = await premiumUsers(2);
    for (const id of ids) {
      await registerDirectly(app.db, soon.id, id);
      await registerDirectly(app.db, later.id, id);
    }
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const told = await bell(ids);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ title: 'Competition starting soon' });
    expect(told[0]!.description).toMatch(/^Soon Cup starts in (29|30) minutes\./);
  });
});
