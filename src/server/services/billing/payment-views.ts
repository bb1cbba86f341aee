import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, plans, type PaymentStatus } from '../../db/schema';

/** A payment as its student sees it (history, receipts, the callback page). */
export type PaymentView = {
  reference: string;
  planId: string;
  planName: string;
  amountKobo: number;
  currency: string;
  status: PaymentStatus;
  channel: string | null;
  createdAt: string;
  paidAt: string | null;
  /** The premium end this payment produced (its receipt's "valid until"). */
  grantedUntil: string | null;
};

export const paymentViewColumns = {
  reference: payments.reference,
  planId: payments.planId,
  planName: plans.name,
  amountKobo: payments.amountKobo,
  currency: payments.currency,
  status: payments.status,
  channel: payments.channel,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  grantedUntil: payments.grantedUntil,
};

type Row = Omit<PaymentView, 'createdAt' | 'paidAt' | 'grantedUntil'> & {
  createdAt: Date;
  paidAt: Date | null;
  grantedUntil: Date | null;
};

export const toPaymentView = (r: Row): PaymentView => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  grantedUntil: r.grantedUntil?.toISOString() ?? null,
});

/** A student's payments, newest first. */
export async function paymentsOf(db: Tx, userId: string, limit = 20): Promise<PaymentView[]> {
  const rows = await db
    .select(paymentViewColumns)
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map(toPaymentView);
}
