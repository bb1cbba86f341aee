import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimit } from '../db/schema';
import type { Ctx } from '../services/context';

/** At most `max` requests per `windowSeconds` (a fixed window that opens on the first one). */
export type ThrottleRule = { max: number; windowSeconds: number };

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against `key` and says whether it is within `rule`, in one atomic upsert
 * on Better Auth's `rate_limit` table (ADR 0015): the counters live in the database, shared by
 * every server process, next to Better Auth's own per-address ones. Our keys start with
 * `account:` so they never meet Better Auth's `<ip>|<path>` keys; its pruning of rows older
 * than its longest configured window leaves ours alone as long as no rule of ours is longer
 * (auth.ts configures a rule at least as long for each path we throttle).
 */
export async function consumeThrottle({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { key: string; rule: ThrottleRule };
}): Promise<ThrottleResult> {
  const { key, rule } = input;
  const now = ctx.now.getTime();
  const windowMs = rule.windowSeconds * 1000;
  const expired = sql`${rateLimit.lastRequest} <= ${now - windowMs}`;
  // `last_request` holds the window's start for our keys.
  const [row] = await ctx.db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimit.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimit.lastRequest} END`,
      },
    })
    .returning({ count: rateLimit.count, lastRequest: rateLimit.lastRequest });
  if (!row || row.count <= rule.max) return { allowed: true };
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((Number(row.lastRequest) + windowMs - now) / 1000),
  );
  return { allowed: false, retryAfterSeconds };
}

/** The per-account key of an endpoint: the e-mail as Better Auth stores it (trimmed, lower case). */
export const accountThrottleKey = (endpoint: string, email: string) =>
  `account:${email.trim().toLowerCase()}|${endpoint}`;
