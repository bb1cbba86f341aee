import { eq } from 'drizzle-orm';
import { profiles, user, userRoles } from '../../db/schema';
import type { Role } from './get-role';
import type { UserCtx } from '../context';
import { emailLocalPart } from '../../../domain/auth-rules';
import { DEFAULT_TIME_ZONE } from '../../../domain/constants';

export type Me = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  emailVerified: boolean;
  timeZone: string;
  joinedAt: string;
  /** True until the dashboard has greeted the user by name once. */
  firstVisit: boolean;
};

/**
 * The signed-in user as the web shell needs it: identity, profile and role in one call.
 * `input.email` is the session's address, shown if the user row is already gone.
 */
export async function getMe({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { email: string };
}): Promise<Me> {
  const [row] = await ctx.db
    .select({
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      fullName: profiles.fullName,
      timeZone: profiles.timeZone,
      welcomedAt: profiles.welcomedAt,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.id, ctx.userId))
    .limit(1);
  const email = row?.email ?? input.email;
  return {
    id: ctx.userId,
    email,
    fullName: row?.fullName ?? emailLocalPart(email),
    role: row?.role ?? 'student',
    emailVerified: row?.emailVerified ?? false,
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    joinedAt: (row?.createdAt ?? ctx.now).toISOString(),
    firstVisit: !row?.welcomedAt,
  };
}
