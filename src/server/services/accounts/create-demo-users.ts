import crypto from 'node:crypto';
import type { AuthContext } from 'better-auth';
import { eq } from 'drizzle-orm';
import { userRoles } from '../../db/schema';
import type { Ctx } from '../context';
import { ensureAccountRecords } from './ensure-account-records';

export type DemoCredentials = { email: string; password: string };

/**
 * Creating users goes through Better Auth (password hashing, accounts), so ctx carries it, typed
 * by the package: auth/auth.ts sits above the services (ADR 0036).
 */
type DemoCtx = Ctx & {
  auth: {
    $context: Promise<{
      password: Pick<AuthContext['password'], 'hash'>;
      internalAdapter: Pick<AuthContext['internalAdapter'], 'createUser' | 'linkAccount'>;
    }>;
  };
};

/**
 * Creates a verified demo student and demo admin with random passwords, so a newcomer can try
 * both sides at once. Only called on a fresh embedded database outside production.
 */
export async function createDemoUsers({
  ctx,
  input,
}: {
  ctx: DemoCtx;
  input: { adminEmails: ReadonlySet<string> };
}): Promise<{ student: DemoCredentials; admin: DemoCredentials }> {
  const student = await createVerified(ctx, input, 'student@preparena.local', 'Demo Student');
  const admin = await createVerified(ctx, input, 'admin@preparena.local', 'Demo Admin');
  await ctx.db
    .update(userRoles)
    .set({ role: 'admin', updatedAt: ctx.now })
    .where(eq(userRoles.userId, admin.id));
  return { student: student.credentials, admin: admin.credentials };
}

async function createVerified(
  ctx: DemoCtx,
  input: { adminEmails: ReadonlySet<string> },
  email: string,
  name: string,
) {
  const password = crypto.randomBytes(9).toString('base64url');
  const auth = await ctx.auth.$context;
  const hash = await auth.password.hash(password);
  const created = await auth.internalAdapter.createUser(
    { email, name, emailVerified: true },
    { method: 'admin' },
  );
  await auth.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: hash,
  });
  await ensureAccountRecords({
    ctx,
    input: { userId: created.id, email, name, adminEmails: input.adminEmails },
  });
  return { id: created.id, credentials: { email, password } };
}
