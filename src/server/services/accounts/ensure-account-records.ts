import { sql } from 'drizzle-orm';
import { profiles, userRoles } from '../../db/schema';
import { emailLocalPart } from '../../../domain/auth-rules';
import type { Ctx } from '../context';
import { insertStarterProgress } from './starter-progress';

export type AccountIdentity = { userId: string; email: string; name?: string | null };

/**
 * Creates the profile, role and starter progress of an account in one transaction, or repairs
 * whichever is missing (spec §4: created after sign-up, repaired on sign-in). Idempotent. An
 * address listed in `adminEmails` (ADMIN_EMAILS) is raised to admin; nothing here ever lowers a
 * role. The starter rows are written here, not when the dashboard is read: GET never writes.
 */
export async function ensureAccountRecords({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: AccountIdentity & { adminEmails: ReadonlySet<string> };
}): Promise<void> {
  const fullName = input.name?.trim() || emailLocalPart(input.email);
  const isListedAdmin = input.adminEmails.has(input.email.toLowerCase());
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: input.userId, email: input.email, fullName })
      .onConflictDoNothing({ target: profiles.id });
    const role = isListedAdmin ? 'admin' : 'student';
    const insert = tx.insert(userRoles).values({ userId: input.userId, role });
    await (isListedAdmin
      ? insert.onConflictDoUpdate({
          target: userRoles.userId,
          set: { role: 'admin', updatedAt: sql`now()` },
          setWhere: sql`${userRoles.role} <> 'admin'`,
        })
      : insert.onConflictDoNothing({ target: userRoles.userId }));
    await insertStarterProgress(tx, input.userId);
  });
}
