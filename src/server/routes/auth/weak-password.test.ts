import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { AUTH_MESSAGES } from '../../../domain/auth-rules';
import { createTestApp, uniqueEmail, type TestApp } from '../../testing/test-app';

/** ADR 0016: a password easy to guess is refused at sign-up and reset, with one message. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const MESSAGE = AUTH_MESSAGES.passwordTooWeak;
const expectTooWeak = async (res: Response, field: string) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    code: 'VALIDATION_FAILED',
    message: MESSAGE,
    details: { [field]: MESSAGE },
  });
};

describe('weak passwords', () => {
  it('sign-up refuses guessable ones, not only listed ones, and creates no account', async () => {
    // The probe's list (issue 21), and the classics.
    const weak = [
      'Passw0rd!',
      'password1234',
      'aaaaaaaa',
      'student123',
      'Nigeria123',
      'jamb2024',
      'preparena',
      'waecneco',
      'Preparena1!',
      'PassWord1',
      '12345678',
      'iloveyou',
    ];
    for (const password of weak) {
      const email = uniqueEmail('weak');
      await expectTooWeak(await app.signUp({ email, password, name: 'Ada Obi' }), 'password');
      expect(await app.db.select().from(user).where(eq(user.email, email)), password).toEqual([]);
    }
    const ok = await app.signUp({
      email: uniqueEmail('rare'),
      password: 'ogbono-soup-42',
      name: 'Ada',
    });
    expect(ok.status).toBe(200);
  });

  it('judges a password with the words of the user’s own e-mail and name', async () => {
    const password = 'chinedu2008';
    // Fine for someone else …
    expect(
      (await app.signUp({ email: uniqueEmail('someone'), password, name: 'Bola Ade' })).status,
    ).toBe(200);
    // … too easy for Chinedu, by his name or by his e-mail.
    await expectTooWeak(
      await app.signUp({ email: uniqueEmail('c'), password, name: 'Chinedu Okafor' }),
      'password',
    );
    await expectTooWeak(
      await app.signUp({ email: `chinedu.${uniqueEmail('o')}`, password, name: 'C. O.' }),
      'password',
    );
  });

  it('reset refuses one (judged with the link owner’s name) and keeps the old password and the link usable', async () => {
    const { email, password } = await app.createUser({ name: 'Chinedu Okafor' });
    const asked = await app.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/update-password' },
    });
    expect(asked.status).toBe(200);
    const token = new URL((await app.followEmailLink(email)).url).searchParams.get('token');
    expect(token).toBeTruthy();

    for (const newPassword of ['Qwertyuiop', 'chinedu2008'])
      await expectTooWeak(
        await app.request('/api/auth/reset-password', { json: { token, newPassword } }),
        'newPassword',
      );
    expect((await app.signIn({ email, password })).status).toBe(200);
    const reset = await app.request('/api/auth/reset-password', {
      json: { token, newPassword: 'egusi-and-pounded-yam' },
    });
    expect(reset.status).toBe(200);
  });

  it('judges at most twice the sign-up limit of passwords per address a minute', async () => {
    const limited = await createTestApp({ SIGN_UP_RATE_LIMIT: '2' });
    try {
      const browser = limited.newClient();
      const weakSignUp = () =>
        browser.fetch('/api/auth/sign-up/email', {
          json: { email: uniqueEmail('w'), password: 'password1234', name: 'Ada' },
        });
      for (let i = 0; i < 4; i++) expect((await weakSignUp()).status).toBe(400);
      expect((await weakSignUp()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
