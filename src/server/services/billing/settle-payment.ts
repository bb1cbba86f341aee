import { eq, sql } from 'drizzle-orm';
import { payments, plans, profiles, user, type PaymentStatus } from '../../db/schema';
import { formatNaira } from '../../../domain/money';
import { formatPremiumDate } from '../../../domain/entitlements';
import type { Ctx } from '../context';
import { extendPremium } from '../entitlements/premium';
import { queueEmail } from '../email/mailer';
import { receiptEmail } from '../email/templates';
import { getPlanLevels } from '../practice/level-offers';
import type { ChargeReport } from './paystack';

/** Paystack statuses after which this transaction will not be paid. */
const FAILED = new Set(['failed', 'reversed']);

/** What a report does to a payment: success/mismatch/failed are decided, anything else waits. */
export function outcomeOf(
  asked: { amountKobo: number; currency: string },
  report: Pick<ChargeReport, 'status' | 'amountKobo' | 'currency'>,
): PaymentStatus {
  if (report.status === 'success')
    return report.amountKobo === asked.amountKobo && report.currency === asked.currency
      ? 'success'
      : 'mismatch';
  return FAILED.has(report.status) ? 'failed' : 'pending';
}

export type Settled = {
  reference: string;
  userId: string;
  status: PaymentStatus;
  /** True only for the one call that turned this payment into premium. */
  granted: boolean;
  grantedUntil: Date | null;
};

/**
 * Applies what Paystack reported about one of our payments, for the callback (after verify) and
 * the webhook alike. In one transaction, with the payment row locked: the payment's status, and
 * on success the premium extension and the receipt e-mail (queued; delivered after the commit).
 * A payment grants once: success and mismatch are final, so a replayed webhook, a duplicate or a
 * callback racing the webhook finds it decided and changes nothing. A mismatch (paid, but not
 * the amount or currency we asked) grants nothing and stays on the admin's payments list.
 * Returns null for a reference we never issued.
 */
export async function settlePayment({
  ctx,
  input: { report, appUrl },
}: {
  ctx: Ctx;
  input: { report: ChargeReport; appUrl: string };
}): Promise<Settled | null> {
  return ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, report.reference))
      .for('update');
    if (!payment) return null;
    const done = (granted: boolean, p = payment) => ({
      reference: p.reference,
      userId: p.userId,
      status: p.status,
      granted,
      grantedUntil: p.grantedUntil,
    });
    if (payment.status === 'success' || payment.status === 'mismatch') return done(false);

    const status = outcomeOf(payment, report);
    // A failed report never undoes a decision, and a later success may follow a failed try.
    if (status === 'pending' || (status === 'failed' && payment.status === 'failed'))
      return done(false);

    const reported = {
      status,
      providerStatus: report.status,
      paidAmountKobo: report.amountKobo,
      paidCurrency: report.currency,
      channel: report.channel,
      paidAt: status === 'success' || status === 'mismatch' ? (report.paidAt ?? ctx.now) : null,
      updatedAt: ctx.now,
    };
    if (status !== 'success') {
      const [row] = await tx
        .update(payments)
        .set(reported)
        .where(eq(payments.id, payment.id))
        .returning();
      return done(false, row!);
    }

    const { endsAt } = await extendPremium(tx, {
      userId: payment.userId,
      days: payment.days,
      now: ctx.now,
      reference: payment.reference,
    });
    const [row] = await tx
      .update(payments)
      .set({ ...reported, grantedUntil: endsAt })
      .where(eq(payments.id, payment.id))
      .returning();
    const [who] = await tx
      .select({
        email: user.email,
        name: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
        timeZone: profiles.timeZone,
        planName: plans.name,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .innerJoin(plans, eq(plans.id, payment.planId))
      .where(eq(user.id, payment.userId));
    if (who)
      await queueEmail(
        tx,
        receiptEmail(who.email, {
          name: who.name,
          planName: who.planName,
          amount: formatNaira(payment.amountKobo),
          reference: payment.reference,
          paidOn: formatPremiumDate(row!.paidAt ?? ctx.now, who.timeZone ?? undefined),
          premiumUntil: formatPremiumDate(endsAt, who.timeZone ?? undefined),
          premiumGives: (await getPlanLevels({ ctx: { ...ctx, db: tx } })).premiumGives,
          link: `${appUrl}/app/subscription`,
        }),
      );
    return done(true, row!);
  });
}
