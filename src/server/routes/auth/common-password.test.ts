import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import { COMMON_PASSWORD_MESSAGE } from '../../../domain/common-passwords';
import { createTestApp, uniqueEmail, type TestApp } from '../../testing/test-app';

/** ADR 0016: a common password is refused at sign-up and reset, in any letter case. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const expectTooCommon = async (res: Response, field: string) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({
    code: 'VALIDATION_FAILED',
    message: COMMON_PASSWORD_MESSAGE,
    details: { [field]: COMMON_PASSWORD_MESSAGE },
  });
};

describe('common passwords', () => {
  it('sign-up refuses one (any case) with the message and creates no account', async () => {
    for (const password of ['password', '12345678', 'PassWord1', 'iloveyou']) {
      const email = uniqueEmail('common');
      await expectTooCommon(await app.signUp({ email, password, name: 'Ada' }), 'password');
      expect(await app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    }
    const ok = await app.signUp({
      email: uniqueEmail('rare'),
      password: 'ogbono-soup-42',
      name: 'Ada',
    });
    expect(ok.status).toBe(200);
  });

  it('reset refuses one and keeps the old password and the link usable', async () => {
    const { email, password } = await app.createUser();
    const asked = await app.request('/api/auth/request-password-reset', {
      json: { email, redirectTo: '/update-password' },
    });
    expect(asked.status).toBe(200);
    const token = new URL((await app.followEmailLink(email)).url).searchParams.get('token');
    expect(token).toBeTruthy();

    await expectTooCommon(
      await app.request('/api/auth/reset-password', {
        json: { token, newPassword: 'Qwertyuiop' },
      }),
      'newPassword',
    );
    expect((await app.signIn({ email, password })).status).toBe(200);
    const reset = await app.request('/api/auth/reset-password', {
      json: { token, newPassword: 'egusi-and-pounded-yam' },
    });
    expect(reset.status).toBe(200);
  });
});
