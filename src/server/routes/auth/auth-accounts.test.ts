import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { profiles, rateLimit, user, userRoles } from '../../db/schema';
import { createTestApp, uniqueEmail, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const roleOf = async (db: TestApp['db'], userId: string) =>
  (await db.select().from(userRoles).where(eq(userRoles.userId, userId)))[0]?.role;

describe('account records', () => {
  it('repairs a missing profile and role on the next sign-in', async () => {
    const { id, email, password } = await app.createUser({ name: 'Chidi Eze' });
    await app.db.delete(profiles).where(eq(profiles.id, id));
    await app.db.delete(userRoles).where(eq(userRoles.userId, id));

    const browser = app.newClient();
    expect((await app.signIn({ email, password }, browser)).status).toBe(200);
    const [p] = await app.db.select().from(profiles).where(eq(profiles.id, id));
    expect(p).toMatchObject({ email, fullName: 'Chidi Eze' });
    expect(await roleOf(app.db, id)).toBe('student');
    expect(await (await browser.fetch('/api/me')).json()).toMatchObject({
      role: 'student',
      fullName: 'Chidi Eze',
    });
  });

  it('a missing role row reads as student', async () => {
    const { id, client } = await app.createUser();
    await app.db.delete(userRoles).where(eq(userRoles.userId, id));
    expect(await (await client.fetch('/api/me')).json()).toMatchObject({ role: 'student' });
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes a listed address an admin at sign-up, whatever its case', async () => {
    const email = uniqueEmail('listed');
    const other = uniqueEmail('unlisted');
    const adminApp = await createTestApp({
      ADMIN_EMAILS: `someone@example.test, ${email.toUpperCase()}`,
    });
    try {
      const admin = await adminApp.createUser({ email });
      expect(await roleOf(adminApp.db, admin.id)).toBe('admin');
      expect(await (await admin.client.fetch('/api/me')).json()).toMatchObject({ role: 'admin' });
      expect((await admin.client.fetch('/api/admin/summary')).status).toBe(200);

      const student = await adminApp.createUser({ email: other });
      expect(await roleOf(adminApp.db, student.id)).toBe('student');
    } finally {
      await adminApp.close();
    }
  });

  it('raises an existing student to admin on the next sign-in once listed', async () => {
    const { id, email, password } = await app.createUser();
    expect(await roleOf(app.db, id)).toBe('student');
    const adminApp = await createTestApp({ ADMIN_EMAILS: email });
    try {
      expect((await adminApp.signIn({ email, password })).status).toBe(200);
      expect(await roleOf(adminApp.db, id)).toBe('admin');
    } finally {
      await adminApp.close();
    }
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 to the 4th attempt within the window and counts in the database', async () => {
    const limited = await createTestApp({
      SIGN_IN_RATE_LIMIT: '3',
      SIGN_IN_RATE_WINDOW_SECONDS: '60',
    });
    try {
      const { email } = await limited.createUser();
      const browser = limited.newClient();
      const attempt = () => limited.signIn({ email, password: 'wrong-password' }, browser);
      for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);

      // Counted per client address, in the rate_limit table (not in process memory).
      const rows = await limited.db
        .select()
        .from(rateLimit)
        .where(like(rateLimit.key, `%${browser.ip}%`));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.key.includes('/sign-in/email') && r.count >= 3)).toBe(true);

      // Another client is not affected.
      expect((await limited.signIn({ email, password: 'wrong-password' })).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('ignores a spoofed X-Forwarded-For: the socket address is what counts', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: '2' });
    try {
      const browser = limited.newClient();
      const attempt = (i: number) =>
        browser.fetch('/api/auth/sign-in/email', {
          json: { email: uniqueEmail(), password: 'wrong-password' },
          headers: { 'x-forwarded-for': `10.0.0.${i}`, 'x-preparena-client-ip': `10.1.0.${i}` },
        });
      expect((await attempt(1)).status).toBe(401);
      expect((await attempt(2)).status).toBe(401);
      expect((await attempt(3)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

it('sign-up stores the e-mail lower-cased', async () => {
  const email = uniqueEmail('MixedCase');
  expect((await app.signUp({ email, password: 'long-enough', name: 'M' })).status).toBe(200);
  expect(await app.db.select().from(user).where(eq(user.email, email.toLowerCase()))).toHaveLength(
    1,
  );
});
