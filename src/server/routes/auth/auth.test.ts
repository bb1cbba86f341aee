import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, user, userRoles } from '../../db/schema';
import { createTestApp, errorCode, uniqueEmail, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const me = (client: ReturnType<TestApp['newClient']>) => client.fetch('/api/me');

describe('sign-up, verification and sign-in', () => {
  it('creates the user, a profile with the given name and the student role', async () => {
    const email = uniqueEmail();
    const res = await app.signUp({ email, password: 'correct-horse', name: 'Ada Obi' });
    expect(res.status).toBe(200);
    const [u] = await app.db.select().from(user).where(eq(user.email, email));
    expect(u).toMatchObject({ email, name: 'Ada Obi', emailVerified: false });
    const [p] = await app.db.select().from(profiles).where(eq(profiles.id, u!.id));
    expect(p).toMatchObject({ email, fullName: 'Ada Obi' });
    const [r] = await app.db.select().from(userRoles).where(eq(userRoles.userId, u!.id));
    expect(r?.role).toBe('student');
  });

  it('rejects an empty name with 400 and creates nothing', async () => {
    const email = uniqueEmail();
    const res = await app.signUp({ email, password: 'correct-horse', name: '   ' });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('VALIDATION_FAILED');
    expect(await app.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
  });

  it('refuses sign-in until the e-mailed link is followed, then signs in as a student', async () => {
    const email = uniqueEmail();
    const password = 'correct-horse';
    expect((await app.signUp({ email, password, name: 'Bola' })).status).toBe(200);

    const [mail] = await app.outbox(email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.link).toContain(`${app.url}/api/auth/verify-email?token=`);
    expect(mail?.text).toContain(mail!.link!);

    const early = await app.signIn({ email, password });
    expect(early.status).toBe(403);
    expect(await errorCode(early)).toBe('EMAIL_NOT_VERIFIED');

    const followed = await app.verifyFromOutbox(email);
    expect(followed.chain.length).toBeGreaterThan(1);
    const [u] = await app.db.select().from(user).where(eq(user.email, email));
    expect(u?.emailVerified).toBe(true);

    const browser = app.newClient();
    expect((await app.signIn({ email, password }, browser)).status).toBe(200);
    const res = await me(browser);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email,
      role: 'student',
      fullName: 'Bola',
      emailVerified: true,
    });
  });

  it('sign-out ends the session', async () => {
    const { client } = await app.createUser();
    expect((await me(client)).status).toBe(200);
    const copied = app.newClient(client.cookies);
    const out = await client.fetch('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    const after = await me(client);
    expect(after.status).toBe(401);
    expect(await errorCode(after)).toBe('UNAUTHENTICATED');
    // The session is gone on the server, not just the cookie in this browser.
    expect((await me(copied)).status).toBe(401);
  });

  it('/api/me is 401 without a session', async () => {
    expect((await app.request('/api/me')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('e-mails a link to /update-password, revokes old sessions and swaps the password', async () => {
    const { email, password, client: oldBrowser } = await app.createUser();
    expect((await me(oldBrowser)).status).toBe(200);
    // A cookie copied before the reset, as a stolen session would be.
    const stolen = app.newClient(oldBrowser.cookies);

    const asked = await app.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/update-password' },
    });
    expect(asked.status).toBe(200);
    const [mail] = await app.outbox(email);
    expect(mail?.subject).toMatch(/reset/i);

    const landed = await app.followEmailLink(email);
    const target = new URL(landed.url);
    expect(target.origin).toBe(app.url);
    expect(target.pathname).toBe('/update-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const newPassword = 'a-brand-new-password';
    const reset = await app.request('/api/auth/reset-password', { json: { token, newPassword } });
    expect(reset.status).toBe(200);

    expect((await me(oldBrowser)).status).toBe(401);
    expect((await me(stolen)).status).toBe(401);
    const stale = await app.signIn({ email, password });
    expect(stale.status).toBe(401);
    const fresh = app.newClient();
    expect((await app.signIn({ email, password: newPassword }, fresh)).status).toBe(200);
    expect((await me(fresh)).status).toBe(200);

    const again = await app.request('/api/auth/reset-password', {
      json: { token, newPassword: 'yet-another-one' },
    });
    expect(again.status).toBe(400);
  });

  it('answers 200 for an unknown address and sends nothing (no account enumeration)', async () => {
    const email = uniqueEmail('nobody');
    const res = await app.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/update-password' },
    });
    expect(res.status).toBe(200);
    expect(await app.outbox(email)).toHaveLength(0);
  });
});

describe('GET /api/session', () => {
  it('answers 200 with me: null when signed out, and the user when signed in', async () => {
    const signedOut = await app.request('/api/session');
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ me: null });
    const { client } = await app.createUser();
    const res = await client.fetch('/api/session');
    expect(await res.json()).toMatchObject({ me: { role: 'student' } });
  });
});

describe('auth endpoints the product does not use', () => {
  it.each([
    '/api/auth/update-user',
    '/api/auth/delete-user',
    '/api/auth/change-email',
    '/api/auth/list-sessions',
    '/api/auth/change-password',
  ])('%s answers 404 even for a signed-in user', async (path) => {
    const { client } = await app.createUser();
    const res = await client.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', role: 'admin' }),
    });
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('NOT_FOUND');
  });
});
