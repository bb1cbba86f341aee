import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../../db/client';
import { achievements, notifications, profiles, quizAttempts, user } from '../../db/schema';
import { getTestDatabase } from '../../testing/test-db';
import { addQuestions, clearLevel, setSetting, makeReady } from '../../testing/practice-fixtures';
import {
  connectionName,
  namedUrl,
  removeTempDirs,
  runAndKill,
  tempDir,
  untilConnectionsGone,
} from '../../testing/kill-child';

/**
 * kill -9 of the process that submits (issue 10): the attempt's close and its achievements are
 * one statement, so after a crash at any moment either both are there or neither is, and every
 * submit the process had finished is kept. A child process submits quiz after quiz for a new
 * student and is killed with SIGKILL at a different moment each round; the parent then reads
 * what the database kept. On PostgreSQL when TEST_DATABASE_URL is set (the server outlives the
 * client), else on an embedded PGlite data directory the child owns (the parent reopens it).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = `
import { openDatabase } from ${JSON.stringify(path.join(here, '../../db/client.ts'))};
import { startAttempt } from ${JSON.stringify(path.join(here, '../attempts/start-attempt.ts'))};
import { submitAttempt } from ${JSON.stringify(path.join(here, '../attempts/submit-attempt.ts'))};
import { practiceAttempt } from ${JSON.stringify(path.join(here, '../practice/practice-kind.ts'))};
const { options, userId, levels } = JSON.parse(process.argv[2]);
const { db } = await openDatabase(options);
console.log('ready');
for (const { where, key } of levels) {
  const ctx = { db, userId, now: new Date() };
  const started = JSON.parse(JSON.stringify(await startAttempt({ ctx, kind: practiceAttempt, input: where })));
  await submitAttempt({ ctx: { ...ctx, now: new Date() }, kind: practiceAttempt,
                        input: { attemptId: started.attemptId, answers: key } });
  console.log('submitted ' + started.attemptId);
}
console.log('done');
setInterval(() => {}, 1000);
`;

afterAll(removeTempDirs);

type Options = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

async function newStudent(db: Db) {
  const id = crypto.randomUUID();
  const email = `crash-${id}@example.com`;
  await db.insert(user).values({ id, name: 'Crash Test', email, emailVerified: true });
  await db.insert(profiles).values({ id, email, fullName: 'Crash Test' });
  return id;
}

/** Eight levels of ten questions, open to the student (each level 1 of a subject of its own). */
async function prepare(db: Db, round: number) {
  const userId = await newStudent(db);
  const levels = [];
  for (let i = 0; i < 8; i++) {
    const where = { examType: 'neco', subject: `crash-${round}-${i}-${userId}`, level: 1 };
    await clearLevel(db, where);
    const bank = await addQuestions(db, where, 10);
    await setSetting(db, where, {
      questionsPerLevel: 10,
      timerMinutes: 30,
      shuffleQuestions: false,
    });
    await makeReady(db, where); // spares after the ten: the quiz asks exactly these
    levels.push({ where, key: Object.fromEntries(bank.map((q) => [q.id, q.correctAnswer])) });
  }
  return { userId, levels };
}

/** Runs the child until it has printed `afterLines` lines, waits `delayMs`, then SIGKILLs it. */
const submitAndKill = (options: Options, input: object, afterLines: number, delayMs: number) =>
  runAndKill({
    code: CHILD,
    arg: JSON.stringify({ ...input, options }),
    killAfter: (lines) => (lines.length >= afterLines ? delayMs : null),
  });

async function check(db: Db, userId: string, lines: string[]) {
  const closed = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.completedAt)));
  const earned = await db.select().from(achievements).where(eq(achievements.userId, userId));
  const noted = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'achievement')));
  // Every submit the child finished is kept.
  const finished = lines.filter((l) => l.startsWith('submitted ')).map((l) => l.slice(10));
  for (const id of finished) expect(closed.map((c) => c.id)).toContain(id);
  // The first closed quiz (10 questions, all right, in seconds) earns these three, the third
  // (a third subject at 100 %) Master; with no closed quiz there is none. Each with its
  // notification.
  const codes = earned.map((a) => a.code).sort();
  const expected = closed.length ? ['first-steps', 'perfect-score', 'speed-demon'] : [];
  if (closed.length >= 3) expected.push('master');
  expect(codes).toEqual(expected.sort());
  expect(noted).toHaveLength(codes.length);
  return closed.length;
}

/**
 * `child()` gives the database options of one round's child and what to wait for once it is
 * killed before reading (on PostgreSQL, the server finishing what the child had sent).
 */
async function rounds(
  child: () => { options: Options; settled: () => Promise<void> },
  open: () => Promise<{ db: Db; done: () => Promise<void> }>,
) {
  const seen = new Set<number>();
  // Kill after "ready" (0–40 ms into the first submit) or after the first submit line.
  const plan: [number, number][] = [
    [1, 0],
    [1, 5],
    [1, 15],
    [1, 40],
    [2, 0],
    [2, 3],
    [2, 10],
    [3, 0],
  ];
  for (const [round, [afterLines, delayMs]] of plan.entries()) {
    let prepared;
    {
      const { db, done } = await open();
      prepared = await prepare(db, round);
      await done();
    }
    const { options, settled } = child();
    const lines = await submitAndKill(options, prepared, afterLines, delayMs);
    await settled();
    const { db, done } = await open();
    const closed = await check(db, prepared.userId, lines);
    seen.add(closed);
    if (process.env.AWARD_CRASH_VERBOSE) console.info({ afterLines, delayMs, closed, lines });
    await done();
  }
  return seen;
}

describe('kill -9 while submitting', () => {
  it('never keeps a closed attempt without its achievements, nor achievements without it', async () => {
    const test = await getTestDatabase();
    if (test.url) {
      const url = test.url;
      const child = () => {
        const name = connectionName();
        return {
          options: { kind: 'postgres', url: namedUrl(url, name) } as const,
          settled: () => untilConnectionsGone(test.db, name),
        };
      };
      const seen = await rounds(child, async () => ({ db: test.db, done: async () => {} }));
      expect(seen.size).toBeGreaterThan(0);
      return;
    }
    const options: Options = { kind: 'pglite', dataDir: tempDir('award-crash-data-') };
    const child = () => ({ options, settled: async () => {} });
    const seen = await rounds(child, async () => {
      const database: Database = await openDatabase(options);
      return { db: database.db, done: () => database.close() };
    });
    expect(seen.size).toBeGreaterThan(0);
  }, 180_000);
});
