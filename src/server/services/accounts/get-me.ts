import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, user, userRoles } from '../../db/schema';
import type { Role } from './roles';
import type { Actor } from '../../context';
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

/** The signed-in user as the web shell needs it: identity, profile and role in one call. */
export async function getMe({ db, actor }: { db: Db; actor: Actor }): Promise<Me> {
  const [row] = await db
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
    .where(eq(user.id, actor.userId))
    .limit(1);
  const email = row?.email ?? actor.email;
  return {
    id: actor.userId,
    email,
    fullName: row?.fullName ?? emailLocalPart(email),
    role: row?.role ?? 'student',
    emailVerified: row?.emailVerified ?? false,
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    joinedAt: (row?.createdAt ?? new Date()).toISOString(),
    firstVisit: !row?.welcomedAt,
  };
}

/** Records that the dashboard greeted the user (spec: first visit vs "Welcome back"). */
export async function markWelcomed({ db, userId }: { db: Db; userId: string }): Promise<void> {
  await db
    .update(profiles)
    .set({ welcomedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.welcomedAt)));
}
