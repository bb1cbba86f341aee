import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, userRoles } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type Role = 'student' | 'admin';

/** The user's role; a missing row reads as student (spec §4: errors fall back to student). */
export async function getRole({ db, userId }: { db: Db; userId: string }): Promise<Role> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .limit(1);
  return row?.role ?? 'student';
}

/** Sets a role by e-mail (admin CLI). Throws NOT_FOUND for an unknown address. */
export async function setRoleByEmail({
  db,
  email,
  role,
}: {
  db: Db;
  email: string;
  role: Role;
}): Promise<{ userId: string }> {
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', `No account with the e-mail ${email}`);
  await db
    .insert(userRoles)
    .values({ userId: found.id, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, updatedAt: new Date() } });
  return { userId: found.id };
}
