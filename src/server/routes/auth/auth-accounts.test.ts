import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { profiles, rateLimit, signInThrottle, user, userRoles } from '../../db/schema';
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
    // Per address now (the per-account limit stays at test-app's 1000): the address's limit is
    // what this test counts, and another client's attempt on the same account is not refused.
    const limited = await createTestApp({
      SIGN_IN_ADDRESS_RATE_LIMIT: '3',
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
    const limited = await createTestApp({ SIGN_IN_ADDRESS_RATE_LIMIT: '2' });
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

describe('sign-in throttling per account and per address', () => {
  const wrong = 'wrong-password';
  const expectRateLimited = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  it('a throttled account does not block another account from the same address', async () => {
    const limited = await createTestApp({ SIGN_IN_RATE_LIMIT: '4' });
    try {
      const a = await limited.createUser(); // its sign-in is the account's first attempt
      const b = await limited.createUser();
      const shared = limited.newClient(); // one NAT address for both students
      for (let i = 0; i < 4; i++)
        expect((await limited.signIn({ email: a.email, password: wrong }, shared)).status).toBe(
          401,
        );
      // Held back from this address whatever the password and the e-mail's case …
      await expectRateLimited(
        await limited.signIn({ email: a.email, password: a.password }, shared),
      );
      await expectRateLimited(
        await limited.signIn({ email: a.email.toUpperCase(), password: a.password }, shared),
      );
      // … but not the owner from another address (ADR 0015), nor another account here.
      expect((await limited.signIn({ email: a.email, password: a.password })).status).toBe(200);
      expect((await limited.signIn({ email: b.email, password: b.password }, shared)).status).toBe(
        200,
      );
      expect((await shared.fetch('/api/me')).status).toBe(200);

      // Counted in the database under the account and the address.
      const rows = await limited.db
        .select()
        .from(signInThrottle)
        .where(
          and(
            eq(signInThrottle.email, a.email.toLowerCase()),
            eq(signInThrottle.address, shared.ip),
          ),
        );
      expect(rows[0]?.count).toBeGreaterThanOrEqual(5);
    } finally {
      await limited.close();
    }
  });

  it('the per-address limit still applies across many accounts', async () => {
    const limited = await createTestApp({
      SIGN_IN_RATE_LIMIT: '5',
      SIGN_IN_ADDRESS_RATE_LIMIT: '4',
    });
    try {
      const b = await limited.createUser();
      const sprayer = limited.newClient();
      for (let i = 0; i < 4; i++)
        expect(
          (await limited.signIn({ email: uniqueEmail(), password: wrong }, sprayer)).status,
        ).toBe(401);
      await expectRateLimited(
        await limited.signIn({ email: uniqueEmail(), password: wrong }, sprayer),
      );
      await expectRateLimited(
        await limited.signIn({ email: b.email, password: b.password }, sprayer),
      );
      // Another address is not affected.
      expect((await limited.signIn({ email: b.email, password: b.password })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY on, the right-most X-Forwarded-For entry is the address', async () => {
    const limited = await createTestApp({ TRUST_PROXY: '1', SIGN_IN_ADDRESS_RATE_LIMIT: '2' });
    try {
      // The proxy: one socket address for every client, each client's address appended last.
      const proxy = limited.newClient();
      const via = (forwardedFor: string) =>
        proxy.fetch('/api/auth/sign-in/email', {
          json: { email: uniqueEmail(), password: wrong },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // What a client wrote before the proxy's entry does not matter.
      expect((await via('1.1.1.1, 10.0.0.1')).status).toBe(401);
      expect((await via('2.2.2.2, 10.0.0.1')).status).toBe(401);
      await expectRateLimited(await via('3.3.3.3, 10.0.0.1'));
      // Another client behind the same proxy has its own count.
      expect((await via('10.0.0.1, 10.0.0.2')).status).toBe(401);
      const rows = await limited.db
        .select()
        .from(rateLimit)
        .where(like(rateLimit.key, '10.0.0.1|%'));
      expect(rows.map((r) => r.key)).toEqual(['10.0.0.1|/sign-in/email']);
    } finally {
      await limited.close();
    }
  });

  it('with TRUST_PROXY off, X-Forwarded-For is ignored: the socket address counts', async () => {
    const limited = await createTestApp({ TRUST_PROXY: '0', SIGN_IN_ADDRESS_RATE_LIMIT: '2' });
    try {
      const browser = limited.newClient();
      const attempt = (i: number) =>
        browser.fetch('/api/auth/sign-in/email', {
          json: { email: uniqueEmail(), password: wrong },
          headers: { 'x-forwarded-for': `10.2.0.${i}` },
        });
      expect((await attempt(1)).status).toBe(401);
      expect((await attempt(2)).status).toBe(401);
      await expectRateLimited(await attempt(3));
      const rows = await limited.db.select().from(rateLimit).where(like(rateLimit.key, '10.2.0.%'));
      expect(rows).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});

describe('resending the verification e-mail', () => {
  it('sends at most 3 per e-mail per 10 minutes, then answers RATE_LIMITED', async () => {
    const email = uniqueEmail('unverified');
    expect((await app.signUp({ email, password: 'long-enough-1', name: 'U' })).status).toBe(200);
    const sentAtSignUp = (await app.outbox(email)).length;
    const browser = app.newClient();
    const resend = (client = browser, to = email) =>
      client.fetch('/api/auth/send-verification-email', { json: { email: to } });

    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Per e-mail: another address is refused too, and no e-mail went out for the refusals.
    expect((await resend(app.newClient())).status).toBe(429);
    expect((await app.outbox(email)).length - sentAtSignUp).toBe(3);
    // Another account from the same address is not.
    expect((await resend(browser, uniqueEmail('other'))).status).toBe(200);
  });
});

describe('asking for a password reset', () => {
  it('sends at most 3 per e-mail per 10 minutes from any address, then answers RATE_LIMITED', async () => {
    const { email } = await app.createUser();
    const ask = (client = app.newClient(), to = email) =>
      client.fetch('/api/auth/request-password-reset', {
        json: { email: to, redirectTo: '/update-password' },
      });
    const before = (await app.outbox(email)).length;
    // Each from a new address: the per-address limit (5 a minute) never comes into play.
    for (let i = 0; i < 3; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await app.outbox(email)).length - before).toBe(3);
    // Another account is not affected.
    expect((await ask(app.newClient(), (await app.createUser()).email)).status).toBe(200);
  });
});

it('sign-up stores the e-mail lower-cased', async () => {
  const email = uniqueEmail('MixedCase');
  expect((await app.signUp({ email, password: 'long-enough', name: 'M' })).status).toBe(200);
  expect(await app.db.select().from(user).where(eq(user.email, email.toLowerCase()))).toHaveLength(
    1,
  );
});
