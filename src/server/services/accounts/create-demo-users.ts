import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../context';
import { user, userRoles } from '../../db/schema';
import { ensureAccountRecords } from './ensure-account-records';

export type DemoCredentials = { email: string; password: string };

/**
 * Creates a verified demo student and demo admin with random passwords, so a newcomer can try
 * both sides at once. Only called on a fresh embedded database outside production.
 */
export async function createDemoUsers({
  deps,
}: {
  deps: Pick<Deps, 'auth' | 'db' | 'env'>;
}): Promise<{ student: DemoCredentials; admin: DemoCredentials }> {
  const student = await createVerified(deps, 'student@preparena.local', 'Demo Student');
  const admin = await createVerified(deps, 'admin@preparena.local', 'Demo Admin');
  await deps.db.update(userRoles).set({ role: 'admin' }).where(eq(userRoles.userId, admin.id));
  return { student: student.credentials, admin: admin.credentials };
}

async function createVerified(
  deps: Pick<Deps, 'auth' | 'db' | 'env'>,
  email: string,
  name: string,
) {
  const password = crypto.randomBytes(9).toString('base64url');
  const ctx = await deps.auth.$context;
  const hash = await ctx.password.hash(password);
  const created = await ctx.internalAdapter.createUser(
    { email, name, emailVerified: true },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  await ensureAccountRecords({
    db: deps.db,
    input: { userId: created.id, email, name },
    adminEmails: deps.env.adminEmails,
  });
  const [row] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, credentials: { email, password } };
}
