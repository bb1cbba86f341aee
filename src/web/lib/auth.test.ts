import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from './api-errors';
import { authApi } from './auth';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

describe('authApi errors', () => {
  it.each(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN', 'FORBIDDEN_ORIGIN'])(
    'a refused origin (%s) says what to configure instead of "Invalid origin"',
    async (code) => {
      answer(403, { code, message: 'Invalid origin' });
      const { error } = await authApi.signIn({ email: 'a@b.test', password: 'whatever-1' });
      expect(error).toEqual({ code, message: ERROR_TEXTS.originRefused });
      expect(error?.message).toMatch(/APP_URL/);
      expect(error?.message).toMatch(/TRUSTED_ORIGINS/);
    },
  );

  it("keeps Better Auth's message for other codes", async () => {
    answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const { error } = await authApi.signIn({ email: 'a@b.test', password: 'whatever-1' });
    expect(error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });
});
