import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { subscriptionAudit, subscriptions, user } from '../../db/schema';
import { premiumActive } from '../../../domain/entitlements';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../context';
import { paymentsOf, type PaymentView } from './payment-views';

export type SubscriberView = {
  user: { id: string; email: string; name: string };
  premium: boolean;
  endsAt: string | null;
  revoked: boolean;
  audit: {
    id: string;
    action: 'grant' | 'revoke';
    source: 'admin' | 'cli';
    days: number | null;
    reason: string;
    adminEmail: string | null;
    endsAtBefore: string | null;
    endsAtAfter: string | null;
    createdAt: string;
  }[];
  payments: PaymentView[];
};

/** The account with this e-mail (NOT_FOUND if none). */
export async function userIdByEmail({
  ctx,
  input: { email },
}: {
  ctx: Ctx;
  input: { email: string };
}) {
  const [found] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  if (!found) throw new AppError('NOT_FOUND', `No account with the e-mail ${email}`);
  return found.id;
}

/** The admin Subscriptions view of one student: premium now, its history of grants and payments. */
export async function findSubscriber({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email?: string; userId?: string };
}): Promise<SubscriberView> {
  const id = input.userId ?? (await userIdByEmail({ ctx, input: { email: input.email ?? '' } }));
  const admin = alias(user, 'admin');
  const [[account], [sub], audit, history] = await Promise.all([
    ctx.db
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, id)),
    ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, id)),
    ctx.db
      .select({ row: subscriptionAudit, adminEmail: admin.email })
      .from(subscriptionAudit)
      .leftJoin(admin, eq(admin.id, subscriptionAudit.adminId))
      .where(eq(subscriptionAudit.userId, id))
      .orderBy(desc(subscriptionAudit.createdAt))
      .limit(20),
    paymentsOf(ctx.db, id, 10),
  ]);
  if (!account) throw new AppError('NOT_FOUND', 'No such student.');
  return {
    user: account,
    premium: premiumActive(sub ?? null, ctx.now),
    endsAt: sub?.endsAt.toISOString() ?? null,
    revoked: sub?.status === 'revoked',
    audit: audit.map(({ row, adminEmail }) => ({
      id: row.id,
      action: row.action,
      source: row.source,
      days: row.days,
      reason: row.reason,
      adminEmail,
      endsAtBefore: row.endsAtBefore?.toISOString() ?? null,
      endsAtAfter: row.endsAtAfter?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    payments: history,
  };
}
