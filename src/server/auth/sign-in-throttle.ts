import { and, eq, inArray, lt, or, isNull, sql } from 'drizzle-orm';
import { signInThrottle as t } from '../db/schema';
import type { Ctx } from '../services/context';
import {
  decideSignIn,
  SIGN_IN_THROTTLE,
  type SignInDecision,
  type SignInThrottleRules,
} from '../../domain/sign-in-throttle';

/** The row holding an account's failures from every address. */
const ACCOUNT = '*';

type Input = { email: string; address: string; rules?: SignInThrottleRules };

const normal = (email: string) => email.trim().toLowerCase();
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Counts a sign-in attempt against its (account, address) pair, atomically (so a burst of
 * parallel guesses cannot slip past the limit), and decides whether it may reach the password
 * check (ADR 0015). Call `recordSignInOutcome` with what the check answered.
 */
export async function admitSignIn({ ctx, input }: { ctx: Ctx; input: Input }) {
  const rules = input.rules ?? SIGN_IN_THROTTLE;
  const email = normal(input.email);
  const now = ctx.now.getTime();
  const expired = sql`${t.windowStart} <= ${at(now - rules.addressWindowSeconds * 1000)}`;
  const [pair] = await ctx.db
    .insert(t)
    .values({ email, address: input.address, windowStart: ctx.now, count: 1 })
    .onConflictDoUpdate({
      target: [t.email, t.address],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${t.windowStart} END`,
      },
    })
    .returning();
  const [account] = await ctx.db
    .select({ failures: t.count, windowStart: t.windowStart })
    .from(t)
    .where(and(eq(t.email, email), eq(t.address, ACCOUNT)));
  if (!pair) return { allowed: true } satisfies SignInDecision;
  const failedLately =
    pair.lastFailureAt !== null &&
    now - pair.lastFailureAt.getTime() < rules.accountWindowSeconds * 1000;
  return decideSignIn(
    {
      now: ctx.now,
      address: {
        attempts: pair.count,
        windowStart: pair.windowStart,
        failures: failedLately ? pair.failures : 0,
        lastFailureAt: failedLately ? pair.lastFailureAt : null,
      },
      account: account ?? null,
    },
    rules,
  );
}

/**
 * A wrong password counts against the pair and the account; a right one clears the account's
 * counters (its own and this address's), as trusted sign-in services do.
 */
export async function recordSignInOutcome({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: Input & { outcome: 'failure' | 'success' };
}) {
  const rules = input.rules ?? SIGN_IN_THROTTLE;
  const email = normal(input.email);
  const now = ctx.now.getTime();
  const accountWindow = rules.accountWindowSeconds * 1000;
  if (input.outcome === 'success') {
    await ctx.db
      .delete(t)
      .where(and(eq(t.email, email), inArray(t.address, [input.address, ACCOUNT])));
    return;
  }
  const stale = sql`${t.lastFailureAt} IS NULL OR ${t.lastFailureAt} <= ${at(now - accountWindow)}`;
  await ctx.db
    .update(t)
    .set({
      failures: sql`CASE WHEN ${stale} THEN 1 ELSE ${t.failures} + 1 END`,
      lastFailureAt: ctx.now,
    })
    .where(and(eq(t.email, email), eq(t.address, input.address)));
  const expired = sql`${t.windowStart} <= ${at(now - accountWindow)}`;
  await ctx.db
    .insert(t)
    .values({ email, address: ACCOUNT, windowStart: ctx.now, count: 1, lastFailureAt: ctx.now })
    .onConflictDoUpdate({
      target: [t.email, t.address],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${t.windowStart} END`,
        lastFailureAt: ctx.now,
      },
    });
}

/** Drops counters that no rule reads any more (run by the background work). */
export async function pruneSignInThrottle({
  ctx,
  rules = SIGN_IN_THROTTLE,
}: {
  ctx: Ctx;
  rules?: SignInThrottleRules;
}) {
  const cutoff = new Date(ctx.now.getTime() - rules.accountWindowSeconds * 1000);
  await ctx.db
    .delete(t)
    .where(
      and(lt(t.windowStart, cutoff), or(isNull(t.lastFailureAt), lt(t.lastFailureAt, cutoff))),
    );
}
