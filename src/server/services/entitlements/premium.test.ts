import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, user } from '../../db/schema';
import type { Db } from '../../db/client';
import { getTestDatabase } from '../../testing/test-db';
import { extendedEnd, premiumActive, type Entitlement } from '../../../domain/entitlements';
import { endPremium, extendPremium, hasActivePremium } from './premium';

/**
 * The SQL form of the premium rule is held to the domain's `premiumActive`, boundary by boundary,
 * and the atomic extension to `extendedEnd`: one rule, two forms, never apart.
 */
let db: Db;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

async function newUser() {
  const id = crypto.randomUUID();
  await db.insert(user).values({ id, name: 'Rule', email: `rule-${id}@example.test` });
  return id;
}

async function setSub(userId: string, sub: NonNullable<Entitlement>) {
  const endsAt = new Date(sub.endsAt);
  await db
    .insert(subscriptions)
    .values({ userId, status: sub.status, endsAt })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { status: sub.status, endsAt } });
}

const now = new Date('2027-06-01T09:30:00.123Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('premium active now: SQL = domain', () => {
  const cases: [string, Entitlement][] = [
    ['no subscription', null],
    ['active, ends in a day', { status: 'active', endsAt: at(DAY) }],
    ['active, ends in 1 ms', { status: 'active', endsAt: at(1) }],
    ['active, ends exactly now', { status: 'active', endsAt: now }],
    ['active, ended 1 ms ago', { status: 'active', endsAt: at(-1) }],
    ['revoked, end in the future', { status: 'revoked', endsAt: at(DAY) }],
    ['revoked, ended', { status: 'revoked', endsAt: at(-DAY) }],
  ];
  it.each(cases)('%s', async (_, sub) => {
    const userId = await newUser();
    if (sub) await setSub(userId, sub);
    const sql = await hasActivePremium({ ctx: { db, now, userId } });
    expect(sql).toBe(premiumActive(sub, now));
  });
});

describe('extendPremium = extendedEnd', () => {
  const cases: [string, Entitlement][] = [
    ['no subscription', null],
    ['active for 5 more days', { status: 'active', endsAt: at(5 * DAY) }],
    ['ended yesterday', { status: 'active', endsAt: at(-DAY) }],
    ['ends exactly now', { status: 'active', endsAt: now }],
    ['revoked with days left', { status: 'revoked', endsAt: at(9 * DAY) }],
  ];
  it.each(cases)('%s + 30 days', async (_, sub) => {
    const userId = await newUser();
    if (sub) await setSub(userId, sub);
    const { endsAt } = await db.transaction((tx) => extendPremium(tx, { userId, days: 30, now }));
    expect(endsAt).toEqual(extendedEnd(sub, now, 30));
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row!.status).toBe('active');
    expect(premiumActive(row!, now)).toBe(true);
  });

  it('twenty extensions at once add twenty times the days (one row, no lost update)', async () => {
    const userId = await newUser();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) => extendPremium(tx, { userId, days: 1, now })),
      ),
    );
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endsAt).toEqual(at(20 * DAY));
  });

  it('endPremium ends it now and the rule agrees', async () => {
    const userId = await newUser();
    await setSub(userId, { status: 'active', endsAt: at(DAY) });
    const change = await db.transaction((tx) => endPremium(tx, { userId, now }));
    expect(change).toEqual({ endsAtBefore: at(DAY), endsAt: now });
    expect(await hasActivePremium({ ctx: { db, now, userId } })).toBe(false);
  });
});
