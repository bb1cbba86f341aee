import { and, eq } from 'drizzle-orm';
import { payments, plans } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { UserCtx } from '../context';
import { paymentViewColumns, toPaymentView, type PaymentView } from './payment-views';
import { PaystackUnavailable, type Paystack } from './paystack';
import { settlePayment } from './settle-payment';

/**
 * The callback page's question, "did my payment go through?": only about the caller's own
 * payment (any other reference is NOT_FOUND, whoever made it), answered by asking Paystack
 * (verify), never by trusting the URL. A decided payment is answered from our row. Returns the
 * payment as it now stands and whether this call granted premium.
 */
export async function confirmPayment({
  ctx,
  paystack,
  input: { reference, appUrl },
}: {
  ctx: UserCtx;
  paystack: Paystack | null;
  input: { reference: string; appUrl: string };
}): Promise<{ payment: PaymentView; granted: boolean }> {
  const read = async () => {
    const [row] = await ctx.db
      .select(paymentViewColumns)
      .from(payments)
      .innerJoin(plans, eq(plans.id, payments.planId))
      .where(and(eq(payments.reference, reference), eq(payments.userId, ctx.userId)));
    if (!row) throw new AppError('NOT_FOUND', 'No such payment.');
    return toPaymentView(row);
  };
  const payment = await read();
  if (payment.status === 'success' || payment.status === 'mismatch')
    return { payment, granted: false };
  if (!paystack)
    throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Online payment is not set up on this server.');
  let report;
  try {
    report = await paystack.verify(reference);
  } catch (error) {
    if (!(error instanceof PaystackUnavailable)) throw error;
    throw new AppError(
      'PAYMENT_PROVIDER_ERROR',
      'We could not reach Paystack to confirm your payment. If you paid, Premium is added as soon as Paystack confirms it; check again in a minute.',
    );
  }
  const settled = await settlePayment({ ctx, input: { report, appUrl } });
  return { payment: await read(), granted: settled?.granted ?? false };
}
