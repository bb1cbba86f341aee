import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { createTestApp, errorCode, uniqueEmail, type TestApp } from '../../testing/test-app';
import type { RequestOptions } from '../../testing/http-client';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const valid: Record<string, Record<string, unknown>> = {
  '/sign-up/email': { name: 'Ada', email: 'ada@example.test', password: 'long-enough' },
  '/sign-in/email': { email: 'ada@example.test', password: 'long-enough' },
  '/request-password-reset': { email: 'ada@example.test', redirectTo: '/update-password' },
  '/reset-password': { token: 'some-token', newPassword: 'long-enough' },
};

type Case = [path: string, label: string, init: RequestOptions, status: number, code: string];
const json = (path: string, patch: Record<string, unknown>) => ({
  json: { ...valid[path], ...patch },
});
const huge = 'x'.repeat(200 * 1024);

const cases: Case[] = Object.keys(valid).flatMap((path): Case[] => [
  [path, 'missing fields', { json: {} }, 400, 'VALIDATION_FAILED'],
  [path, 'a JSON array', { json: [] }, 400, 'VALIDATION_FAILED'],
  [
    path,
    'a non-JSON body',
    { body: 'email=a@b.c', headers: { 'content-type': 'application/json' } },
    400,
    'INVALID_JSON',
  ],
  [
    path,
    'a form-encoded body',
    { body: 'email=a%40b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    400,
    'INVALID_JSON',
  ],
  [path, 'a 200 KB body', json(path, { padding: huge }), 413, 'PAYLOAD_TOO_LARGE'],
]);
cases.push(
  [
    '/sign-up/email',
    'a 7-character password',
    json('/sign-up/email', { password: '1234567' }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    '/reset-password',
    'a 7-character password',
    json('/reset-password', { newPassword: '1234567' }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    '/reset-password',
    'an empty token',
    json('/reset-password', { token: '' }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    '/sign-up/email',
    'a 129-character password',
    json('/sign-up/email', { password: 'p'.repeat(129) }),
    400,
    'VALIDATION_FAILED',
  ],
  [
    '/sign-up/email',
    'a numeric name',
    json('/sign-up/email', { name: 42 }),
    400,
    'VALIDATION_FAILED',
  ],
);
for (const path of ['/sign-up/email', '/sign-in/email', '/request-password-reset']) {
  cases.push(
    [path, 'a malformed e-mail', json(path, { email: 'not-an-email' }), 400, 'VALIDATION_FAILED'],
    [path, 'an e-mail without a domain', json(path, { email: 'ada@' }), 400, 'VALIDATION_FAILED'],
  );
}

describe('bad input to the auth endpoints', () => {
  it.each(cases)('POST %s with %s → %i %s', async (path, _label, init, status, code) => {
    const res = await app.request(`/api/auth${path}`, { method: 'POST', ...init });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await errorCode(res)).toBe(code);
  });

  it('names the failing field and the user-facing message', async () => {
    const res = await app.request('/api/auth/sign-up/email', {
      json: { ...valid['/sign-up/email'], password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters.',
      details: { password: 'Password must be at least 8 characters.' },
    });
  });

  it('a rejected sign-up creates no account', async () => {
    const email = uniqueEmail();
    await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email, password: '1234567' },
    });
    const ok = await app.signUp({ name: 'Ada', email, password: 'long-enough' });
    expect(ok.status).toBe(200);
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('NOT_FOUND');
  });
});

describe('the typed auth routes', () => {
  it('checks a social sign-in body before Better Auth sees it', async () => {
    const res = await app.request('/api/auth/sign-in/social', { json: { callbackURL: '/' } });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('VALIDATION_FAILED');
  });

  it('sign-up stores only the fields it knows: a client-sent image is dropped', async () => {
    const email = uniqueEmail();
    const res = await app.request('/api/auth/sign-up/email', {
      json: { name: 'Ada', email, password: 'long-enough', image: 'https://example.test/a.png' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user.image ?? null).toBeNull();
    const [row] = await app.db.select().from(user).where(eq(user.email, email.toLowerCase()));
    expect(row?.image).toBeNull();
  });

  it('signs out on a POST without a body', async () => {
    const { client } = await app.createUser();
    const out = await client.fetch('/api/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    expect((await client.fetch('/api/me')).status).toBe(401);
  });

  it('leaves the other listed endpoints to Better Auth', async () => {
    const res = await app.request('/api/auth/get-session');
    expect(res.status).toBe(200);
  });
});
