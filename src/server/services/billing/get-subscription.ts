import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { daysLeft, premiumActive } from '../../../domain/entitlements';
import type { UserCtx } from '../context';
import { paymentsOf, type PaymentView } from './payment-views';

export type SubscriptionView = {
  /** Premium now (the one rule). */
  premium: boolean;
  /** The end of the current premium, or of the last one (null if never premium). */
  endsAt: string | null;
  /** Set when an admin ended it early. */
  revoked: boolean;
  daysLeft: number;
  payments: PaymentView[];
};

/** The caller's plan, its end, and their payments with receipts (the subscription page). */
export async function getSubscription({ ctx }: { ctx: UserCtx }): Promise<SubscriptionView> {
  const [[sub], history] = await Promise.all([
    ctx.db
      .select({ status: subscriptions.status, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.userId, ctx.userId)),
    paymentsOf(ctx.db, ctx.userId),
  ]);
  const premium = premiumActive(sub ?? null, ctx.now);
  return {
    premium,
    endsAt: sub?.endsAt.toISOString() ?? null,
    revoked: sub?.status === 'revoked',
    daysLeft: premium ? daysLeft(sub!.endsAt, ctx.now) : 0,
    payments: history,
  };
}
