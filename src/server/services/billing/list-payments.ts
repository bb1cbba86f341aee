import { count, desc, eq } from 'drizzle-orm';
import { payments, plans, user, type PaymentStatus } from '../../db/schema';
import type { PaymentListQuery } from '../../../domain/billing-rules';
import type { Ctx } from '../context';

export type AdminPaymentView = {
  reference: string;
  email: string;
  planName: string;
  amountKobo: number;
  currency: string;
  status: PaymentStatus;
  /** What Paystack reported: its status, and the amount and currency paid (a mismatch's proof). */
  providerStatus: string | null;
  paidAmountKobo: number | null;
  paidCurrency: string | null;
  channel: string | null;
  createdAt: string;
  paidAt: string | null;
  grantedUntil: string | null;
};

/** The admin payments list, newest first, one page at a time; with the count of mismatches. */
export async function listPayments({ ctx, input }: { ctx: Ctx; input: PaymentListQuery }): Promise<{
  items: AdminPaymentView[];
  total: number;
  page: number;
  pageSize: number;
  mismatches: number;
}> {
  const where = input.status === 'all' ? undefined : eq(payments.status, input.status);
  const [rows, [total], [mismatches]] = await Promise.all([
    ctx.db
      .select({ p: payments, email: user.email, planName: plans.name })
      .from(payments)
      .innerJoin(user, eq(user.id, payments.userId))
      .innerJoin(plans, eq(plans.id, payments.planId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ n: count() }).from(payments).where(where),
    ctx.db.select({ n: count() }).from(payments).where(eq(payments.status, 'mismatch')),
  ]);
  return {
    items: rows.map(({ p, email, planName }) => ({
      reference: p.reference,
      email,
      planName,
      amountKobo: p.amountKobo,
      currency: p.currency,
      status: p.status,
      providerStatus: p.providerStatus,
      paidAmountKobo: p.paidAmountKobo,
      paidCurrency: p.paidCurrency,
      channel: p.channel,
      createdAt: p.createdAt.toISOString(),
      paidAt: p.paidAt?.toISOString() ?? null,
      grantedUntil: p.grantedUntil?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    mismatches: mismatches?.n ?? 0,
  };
}
