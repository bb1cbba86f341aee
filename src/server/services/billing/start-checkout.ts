import crypto from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import { payments, plans, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { PaystackUnavailable, type Paystack } from './paystack';

/** Checkouts a student may open per hour: enough for retries, not for filling the table. */
export const CHECKOUTS_PER_HOUR = 10;

/** Where Paystack sends the student back; it appends `?trxref=…&reference=…`. */
export const callbackPath = '/app/subscription/callback';

/** Our reference: Paystack takes letters, digits, `-`, `.` and `=`. Unique by index. */
const newReference = () => `pa-${crypto.randomBytes(12).toString('hex')}`;

/**
 * Opens a Paystack checkout for one premium plan: records the payment (pending, with the plan's
 * price and days copied from the table, never from the request), then asks Paystack for the page
 * to send the student to. The amount is the plan's; the browser only names the plan.
 */
export async function startCheckout({
  ctx,
  paystack,
  input: { planId, appUrl },
}: {
  ctx: UserCtx;
  paystack: Paystack | null;
  input: { planId: string; appUrl: string };
}): Promise<{ reference: string; authorizationUrl: string }> {
  if (!paystack)
    throw new AppError(
      'PAYMENTS_NOT_CONFIGURED',
      'Online payment is not set up on this server yet. An administrator can still give you Premium.',
    );
  const { db, userId, now } = ctx;
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.isActive, true), eq(plans.tier, 'premium')));
  if (!plan?.durationDays) throw new AppError('NOT_FOUND', 'No such plan.');

  const [recent] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(eq(payments.userId, userId), gt(payments.createdAt, new Date(now.getTime() - 3600_000))),
    );
  if ((recent?.n ?? 0) >= CHECKOUTS_PER_HOUR)
    throw new AppError(
      'RATE_LIMITED',
      'Too many payment attempts. Please wait an hour and try again.',
    );

  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError('UNAUTHENTICATED', 'Please sign in.');

  const reference = newReference();
  const [payment] = await db
    .insert(payments)
    .values({
      reference,
      userId,
      planId: plan.id,
      amountKobo: plan.priceKobo,
      currency: plan.currency,
      days: plan.durationDays,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id });
  try {
    const { authorizationUrl } = await paystack.initialize({
      email: account.email,
      amountKobo: plan.priceKobo,
      currency: plan.currency,
      reference,
      callbackUrl: `${appUrl}${callbackPath}`,
      metadata: {
        user_id: userId,
        plan_id: plan.id,
        // Paystack's "cancel" on its page brings the student back here too.
        cancel_action: `${appUrl}${callbackPath}?reference=${reference}`,
      },
    });
    await db.update(payments).set({ authorizationUrl }).where(eq(payments.id, payment!.id));
    return { reference, authorizationUrl };
  } catch (error) {
    if (!(error instanceof PaystackUnavailable)) throw error;
    await db
      .update(payments)
      .set({ status: 'failed', providerStatus: 'not_started', updatedAt: new Date() })
      .where(eq(payments.id, payment!.id));
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      'Paystack could not start the payment. Nothing was charged; please try again in a moment.',
    );
  }
}
