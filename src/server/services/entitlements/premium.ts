import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { Tx } from '../../db/client';
import type { UserCtx } from '../context';

const timestamptz = (now: SQLWrapper | Date) =>
  now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;

/**
 * The SQL form of the one premium rule (`premiumActive` in domain/entitlements.ts, which a test
 * holds it to): the subscription row is active and has not ended at `now`. Read at query time, so
 * an expiry or a revoke takes effect on the very next request.
 */
export function premiumActiveRow(now: SQLWrapper | Date): SQL {
  return sql`(${subscriptions.status} = 'active' and ${subscriptions.endsAt} > ${timestamptz(now)})`;
}

/**
 * "Does this user have premium now", as a condition (SQL boolean), so hot statements embed it in
 * their own single read (the practice start gate) and everything else asks `hasActivePremium`.
 */
export function activePremium(userId: SQLWrapper | string, now: SQLWrapper | Date): SQL {
  return sql`exists (select 1 from ${subscriptions}
    where ${subscriptions.userId} = ${userId} and ${premiumActiveRow(now)})`;
}

/** True when the user has premium now: level access, the dashboard, (next) competitions. */
export async function hasActivePremium({ ctx }: { ctx: UserCtx }): Promise<boolean> {
  const result = await ctx.db.execute<{ premium: boolean }>(
    sql`select ${activePremium(ctx.userId, ctx.now)} as premium`,
  );
  return Boolean((result as unknown as { rows: { premium: boolean }[] }).rows[0]?.premium);
}

/**
 * Adds `days` of premium in one statement, whoever else is extending at the same moment: from the
 * current end while premium is active (buying early loses nothing), else from `now`
 * (domain `extendedEnd`). Returns the end before (while active) and after.
 */
export async function extendPremium(
  tx: Tx,
  input: { userId: string; days: number; now: Date; reference?: string | null },
): Promise<{ endsAtBefore: Date | null; endsAt: Date }> {
  const { userId, days, now } = input;
  const [before] = await tx
    .select({ endsAt: subscriptions.endsAt, active: premiumActiveRow(now).mapWith(Boolean) })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  const span = sql`make_interval(secs => ${days}::int * 86400)`;
  const at = timestamptz(now);
  const [row] = await tx
    .insert(subscriptions)
    .values({
      userId,
      status: 'active',
      startsAt: now,
      endsAt: sql`${at} + ${span}`,
      providerReference: input.reference ?? null,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        startsAt: sql`case when ${premiumActiveRow(now)} then ${subscriptions.startsAt} else ${at} end`,
        endsAt: sql`case when ${premiumActiveRow(now)} then ${subscriptions.endsAt} else ${at} end + ${span}`,
        status: 'active',
        providerReference: sql`coalesce(excluded.provider_reference, ${subscriptions.providerReference})`,
        updatedAt: now,
      },
    })
    .returning({ endsAt: subscriptions.endsAt });
  return { endsAtBefore: before?.active ? before.endsAt : null, endsAt: row!.endsAt };
}

/** Ends premium now (admin revoke). Returns the end it had while active, or null. */
export async function endPremium(
  tx: Tx,
  input: { userId: string; now: Date },
): Promise<{ endsAtBefore: Date | null; endsAt: Date | null }> {
  const { userId, now } = input;
  const [before] = await tx
    .select({ endsAt: subscriptions.endsAt, active: premiumActiveRow(now).mapWith(Boolean) })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  if (!before) return { endsAtBefore: null, endsAt: null };
  const [row] = await tx
    .update(subscriptions)
    .set({
      status: 'revoked',
      endsAt: sql`least(${subscriptions.endsAt}, ${timestamptz(now)})`,
      updatedAt: now,
    })
    .where(eq(subscriptions.userId, userId))
    .returning({ endsAt: subscriptions.endsAt });
  return { endsAtBefore: before.active ? before.endsAt : null, endsAt: row!.endsAt };
}
