import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subscriptions } from '../../db/schema';

/** True when the user has an active premium subscription that has not ended. */
export async function hasActivePremium({
  db,
  userId,
  now = new Date(),
}: {
  db: Tx;
  userId: string;
  now?: Date;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}
