import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';
import { emailLocalPart } from '../../../domain/auth-rules';

export type AccountIdentity = { userId: string; email: string; name?: string | null };

/**
 * Creates the profile and role of an account in one transaction, or repairs whichever is
 * missing (spec §4: created after sign-up, repaired on sign-in). Idempotent. An address listed
 * in ADMIN_EMAILS is raised to admin; nothing here ever lowers a role.
 */
export async function ensureAccountRecords({
  db,
  input,
  adminEmails,
}: {
  db: Db;
  input: AccountIdentity;
  adminEmails: ReadonlySet<string>;
}): Promise<void> {
  const fullName = input.name?.trim() || emailLocalPart(input.email);
  const isListedAdmin = adminEmails.has(input.email.toLowerCase());
  await db.transaction(async (tx) => {
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
  });
}
