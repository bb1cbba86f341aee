import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { UserCtx } from '../context';

/**
 * The premium rule, once: a subscription row of the user that is active and has not ended at
 * `now`. A condition (SQL boolean) so that hot statements can embed it in their own single read
 * (the practice start gate) and everything else asks `hasActivePremium`.
 */
export function activePremium(userId: SQLWrapper | string, now: SQLWrapper | Date): SQL {
  const at =
    now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`;
  return sql`exists (select 1 from ${subscriptions}
    where ${subscriptions.userId} = ${userId} and ${subscriptions.status} = 'active' and ${subscriptions.endsAt} > ${at})`;
}

/** True when the user has an active premium subscription that has not ended. */
export async function hasActivePremium({ ctx }: { ctx: UserCtx }): Promise<boolean> {
  const result = await ctx.db.execute<{ premium: boolean }>(
    sql`select ${activePremium(ctx.userId, ctx.now)} as premium`,
  );
  return Boolean((result as unknown as { rows: { premium: boolean }[] }).rows[0]?.premium);
}
