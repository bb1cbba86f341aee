import { eq } from 'drizzle-orm';
import { subscriptionAudit, user } from '../../db/schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../context';
import { endPremium, extendPremium } from '../entitlements/premium';

export type AuditedChange = { endsAtBefore: string | null; endsAt: string | null };

type Actor = { adminId: string | null; source: 'admin' | 'cli' };

async function mustExist(tx: Tx, userId: string) {
  const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!found) throw new AppError('NOT_FOUND', 'No such student.');
}

/** Writes a change's audit row (in the change's transaction) and answers the change. */
async function audited(
  tx: Tx,
  row: Omit<typeof subscriptionAudit.$inferInsert, 'endsAtBefore' | 'endsAtAfter'>,
  change: { endsAtBefore: Date | null; endsAt: Date | null },
): Promise<AuditedChange> {
  await tx
    .insert(subscriptionAudit)
    .values({ ...row, endsAtBefore: change.endsAtBefore, endsAtAfter: change.endsAt });
  return {
    endsAtBefore: change.endsAtBefore?.toISOString() ?? null,
    endsAt: change.endsAt?.toISOString() ?? null,
  };
}

/**
 * An admin (or the operator CLI) gives a student `days` of premium, extending a current one, with
 * a reason; the change and its audit row commit together. Works with or without Paystack.
 */
export async function grantPremium({
  ctx,
  input: { userId, days, reason, adminId, source },
}: {
  ctx: Ctx;
  input: { userId: string; days: number; reason: string } & Actor;
}): Promise<AuditedChange> {
  return ctx.db.transaction(async (tx) => {
    await mustExist(tx, userId);
    const change = await extendPremium(tx, { userId, days, now: ctx.now });
    const row = {
      userId,
      adminId,
      source,
      action: 'grant' as const,
      days,
      reason,
      createdAt: ctx.now,
    };
    return audited(tx, row, change);
  });
}

/** An admin ends a student's premium now, with a reason, audited. Progress is kept. */
export async function revokePremium({
  ctx,
  input: { userId, reason, adminId, source },
}: {
  ctx: Ctx;
  input: { userId: string; reason: string } & Actor;
}): Promise<AuditedChange> {
  return ctx.db.transaction(async (tx) => {
    await mustExist(tx, userId);
    const change = await endPremium(tx, { userId, now: ctx.now });
    const row = { userId, adminId, source, action: 'revoke' as const, reason, createdAt: ctx.now };
    return audited(tx, row, change);
  });
}
