import { eq } from 'drizzle-orm';
import { user, userRoles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Ctx } from '../context';
import type { Role } from './get-role';

/** Sets a role by e-mail (admin CLI). Throws NOT_FOUND for an unknown address. */
export async function setRoleByEmail({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { email: string; role: Role };
}): Promise<{ userId: string }> {
  const { email, role } = input;
  const [found] = await ctx.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', `No account with the e-mail ${email}`);
  await ctx.db
    .insert(userRoles)
    .values({ userId: found.id, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: ctx.now } });
  return { userId: found.id };
}
