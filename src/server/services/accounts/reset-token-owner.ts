import { eq } from 'drizzle-orm';
import { user, verification } from '../../db/schema';
import type { Ctx } from '../context';

/**
 * The e-mail and name of the account a password-reset link belongs to (Better Auth keeps the
 * link's token as `reset-password:<token>`, valued with the user id), so a new password can be
 * checked against them; null when the link is unknown (Better Auth then refuses it itself).
 */
export async function getResetTokenOwner({ ctx, input }: { ctx: Ctx; input: { token: string } }) {
  const [row] = await ctx.db
    .select({ email: user.email, name: user.name })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${input.token}`))
    .limit(1);
  return row ?? null;
}
