import { eq } from 'drizzle-orm';
import { userRoles } from '../../db/schema';
import type { UserCtx } from '../context';

export type Role = 'student' | 'admin';

/** The caller's role; a missing row reads as student (spec §4: errors fall back to student). */
export async function getRole({ ctx }: { ctx: UserCtx }): Promise<Role> {
  const [row] = await ctx.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, ctx.userId))
    .limit(1);
  return row?.role ?? 'student';
}
