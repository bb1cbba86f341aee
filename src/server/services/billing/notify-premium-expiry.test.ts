import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, profiles, subscriptions, user } from '../../db/schema';
import type { Db } from '../../db/client';
import { getTestDatabase } from '../../testing/test-db';
import { notifyPremiumExpiry } from './notify-premium-expiry';

/**
 * Premium notices: three days before the end and at the end, once each per end date, however
 * many processes (or runs) look at the same moment. Each test owns its students; other tests'
 * subscriptions may be notified by the same runs, so counts are per student.
 */
let db: Db;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

const DAY = 86_400_000;
const t0 = new Date('2031-01-10T08:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const run = (now: Date) => notifyPremiumExpiry({ ctx: { db, now } });

async function student(endsAt: Date, status: 'active' | 'revoked' = 'active') {
  const id = crypto.randomUUID();
  await db.insert(user).values({ id, name: 'Notice', email: `notice-${id}@example.test` });
  await db.insert(profiles).values({ id, email: `notice-${id}@example.test`, fullName: 'Notice' });
  await db.insert(subscriptions).values({ userId: id, status, endsAt, startsAt: at(-30 * DAY) });
  return id;
}

const noticesOf = (userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'subscription')))
    .orderBy(notifications.createdAt);

describe('premium expiry notices', () => {
  it('warns once three days before the end, and says once that it has ended', async () => {
    const id = await student(at(5 * DAY));
    await run(t0);
    expect(await noticesOf(id)).toHaveLength(0); // five days out: not yet

    await run(at(2 * DAY));
    await run(at(2 * DAY + 60_000));
    let notes = await noticesOf(id);
    expect(notes.map((n) => n.title)).toEqual(['Premium ends in 3 days']);
    expect(notes[0]!.description).toContain('15 January 2031');

    await run(at(5 * DAY + 1));
    await run(at(6 * DAY));
    notes = await noticesOf(id);
    expect(notes.map((n) => n.title)).toEqual(['Premium ends in 3 days', 'Premium has ended']);
    expect(notes[1]!.description).toMatch(/ended on 15 January 2031.*progress is kept/);
  });

  it('many processes at the same moment write each notice once', async () => {
    const id = await student(at(DAY));
    await Promise.all(Array.from({ length: 6 }, () => run(t0)));
    expect(await noticesOf(id)).toHaveLength(1);
    await Promise.all(Array.from({ length: 6 }, () => run(at(DAY))));
    expect(await noticesOf(id)).toHaveLength(2);
  });

  it('an extension gets its own notices for its new end; revoked and long-ended get none', async () => {
    const id = await student(at(2 * DAY));
    await run(t0);
    await db
      .update(subscriptions)
      .set({ endsAt: at(32 * DAY) })
      .where(eq(subscriptions.userId, id));
    await run(at(DAY));
    expect(await noticesOf(id)).toHaveLength(1); // the new end is far
    await run(at(30 * DAY));
    expect((await noticesOf(id)).map((n) => n.title)).toEqual([
      'Premium ends in 2 days',
      'Premium ends in 2 days',
    ]);

    const revoked = await student(at(DAY), 'revoked');
    const old = await student(at(-30 * DAY));
    await run(t0);
    await run(at(2 * DAY));
    expect(await noticesOf(revoked)).toHaveLength(0);
    expect(await noticesOf(old)).toHaveLength(0);
  });
});
