import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth-rules';
import { ApiError } from './api-client';
import { ERROR_TEXTS, isEmailNotVerified } from './api-errors';
import { authApi, authErrorMessage, signOut, UNEXPECTED_AUTH_ERROR } from './auth';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server answers every request with this status and body (JSON unless a string). */
const answer = (status: number, body: unknown, init: ResponseInit = {}) => {
  const fetch = vi.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status, ...init })
      : Response.json(body, { status, ...init }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
const credentials = { email: 'a@b.test', password: 'whatever-1' };
/** The error a call rejects with. */
const failure = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call succeeded'),
    (error: unknown) => error,
  );

describe('auth calls read their answer like every other call', () => {
  it("a 200 gives Better Auth's body", async () => {
    const user = { id: 'u1', email: credentials.email, name: 'Ada', emailVerified: true };
    answer(200, { redirect: false, token: 't', user });
    await expect(authApi.signIn(credentials)).resolves.toMatchObject({ token: 't', user });
  });

  it("an error body becomes an ApiError with Better Auth's code and message", async () => {
    answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    const error = await failure(authApi.signIn(credentials));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(authErrorMessage(error, 'Failed to sign in')).toBe('Invalid email or password');
  });

  it.each(['INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN', 'FORBIDDEN_ORIGIN'])(
    'a refused origin (%s) says what to configure instead of "Invalid origin"',
    async (code) => {
      answer(403, { code, message: 'Invalid origin' });
      const error = await failure(authApi.signIn(credentials));
      expect(error).toMatchObject({ code });
      const text = authErrorMessage(error, 'Failed to sign in');
      expect(text).toBe(ERROR_TEXTS.originRefused);
      expect(text).toMatch(/APP_URL/);
      expect(text).toMatch(/TRUSTED_ORIGINS/);
    },
  );

  it('signing in unverified is told apart by its code', async () => {
    answer(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    const error = await failure(authApi.signIn(credentials));
    expect(isEmailNotVerified(error)).toBe(true);
    expect(isEmailNotVerified(new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false);
    expect(isEmailNotVerified(new TypeError('Failed to fetch'))).toBe(false);
  });

  it("our own refusals (rate limit, weak password) show the server's message", async () => {
    const limited = 'Too many attempts. Please wait a minute and try again.';
    answer(429, { code: 'RATE_LIMITED', message: limited });
    const error = await failure(authApi.sendVerificationEmail({ email: credentials.email }));
    expect(authErrorMessage(error, 'Could not send the e-mail.')).toBe(limited);

    answer(400, {
      code: 'VALIDATION_FAILED',
      message: AUTH_MESSAGES.passwordTooWeak,
      details: { password: AUTH_MESSAGES.passwordTooWeak },
    });
    const weak = await failure(authApi.signUp({ ...credentials, name: 'Ada' }));
    expect(weak).toMatchObject({ details: { password: AUTH_MESSAGES.passwordTooWeak } });
    expect(authErrorMessage(weak, UNEXPECTED_AUTH_ERROR)).toBe(AUTH_MESSAGES.passwordTooWeak);
  });

  it("an answer without a message of its own (a proxy's page) gives the form's fallback", async () => {
    answer(502, '<html>Bad Gateway</html>', { statusText: 'Bad Gateway' });
    const page = await failure(authApi.resetPassword({ newPassword: 'x', token: 't' }));
    expect(page).toMatchObject({ code: 'HTTP_502', message: 'Bad Gateway' });
    expect(authErrorMessage(page, 'Failed to update password.')).toBe('Failed to update password.');

    answer(400, { code: 'INVALID_TOKEN', message: '' });
    const empty = await failure(authApi.resetPassword({ newPassword: 'x', token: 't' }));
    expect(authErrorMessage(empty, 'Failed to update password.')).toBe(
      'Failed to update password.',
    );
  });

  it('no answer at all (offline) is the unexpected error, or the connection hint', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(authApi.requestPasswordReset({ email: credentials.email }));
    expect(error).toBeInstanceOf(TypeError);
    expect(authErrorMessage(error, 'Failed to send the reset link.')).toBe(UNEXPECTED_AUTH_ERROR);
    expect(authErrorMessage(error, 'x', ERROR_TEXTS.connection)).toBe(ERROR_TEXTS.connection);
  });
});

describe('Google sign-in and sign-out', () => {
  const location = () => {
    const loc = { assign: vi.fn(), replace: vi.fn() };
    vi.stubGlobal('window', { location: loc });
    return loc;
  };

  it("goes to the provider's URL, and fails without one", async () => {
    const loc = location();
    answer(200, { url: 'https://accounts.google.test/o', redirect: true });
    await authApi.signInWithGoogle('/app');
    expect(loc.assign).toHaveBeenCalledWith('https://accounts.google.test/o');

    answer(200, { redirect: false });
    await expect(authApi.signInWithGoogle('/app')).rejects.toThrow(/without a URL/);
    answer(404, { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
    await expect(authApi.signInWithGoogle('/app')).rejects.toMatchObject({
      code: 'PROVIDER_NOT_FOUND',
    });
    expect(loc.assign).toHaveBeenCalledTimes(1);
  });

  it('reloads at / after signing out, and stays when the server refuses', async () => {
    const loc = location();
    answer(403, { code: 'FORBIDDEN_ORIGIN', message: 'Invalid origin' });
    await expect(signOut()).rejects.toBeInstanceOf(ApiError);
    expect(loc.replace).not.toHaveBeenCalled();

    answer(200, { success: true });
    await signOut();
    expect(loc.replace).toHaveBeenCalledWith('/');
  });
});
