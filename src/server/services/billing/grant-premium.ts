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
    await tx.insert(subscriptionAudit).values({
      userId,
      adminId,
      source,
      action: 'grant',
      days,
      reason,
      endsAtBefore: change.endsAtBefore,
      endsAtAfter: change.endsAt,
      createdAt: ctx.now,
    });
    return {
      endsAtBefore: change.endsAtBefore?.toISOString() ?? null,
      endsAt: change.endsAt.toISOString(),
    };
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
    await tx.insert(subscriptionAudit).values({
      userId,
      adminId,
      source,
      action: 'revoke',
      reason,
      endsAtBefore: change.endsAtBefore,
      endsAtAfter: change.endsAt,
      createdAt: ctx.now,
    });
    return {
      endsAtBefore: change.endsAtBefore?.toISOString() ?? null,
      endsAt: change.endsAt?.toISOString() ?? null,
    };
  });
}
