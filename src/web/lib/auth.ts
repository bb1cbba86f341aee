import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, ApiError, readJson } from './api-client';
import { queryKeys } from './query-keys';
import { textForCode } from './api-errors';
import type { Me } from '../../server/services/accounts/get-me';

export type { Me };

const auth = api.auth;
/** A route's JSON body, as its schema takes it. */
type Body<F> = InferRequestType<F> extends { json: infer J } ? J : never;

/**
 * Better Auth's endpoints through the typed client (typed routes in routes/auth/auth.index.ts):
 * the calls the web app makes do not justify its 12 KB browser client on the public pages
 * (docs/decisions/0005-public-page-budget.md). Each answer is read like every other one
 * (readJson): Better Auth's answer, or an ApiError with its `{ code, message }` (or ours); a
 * TypeError when offline. `authErrorMessage` turns either into the form's text.
 */
export const authApi = {
  signIn: async (json: Body<(typeof auth)['sign-in']['email']['$post']>) =>
    readJson(await auth['sign-in'].email.$post({ json })),
  signUp: async (json: Body<(typeof auth)['sign-up']['email']['$post']>) =>
    readJson(await auth['sign-up'].email.$post({ json })),
  signOut: async () => readJson(await auth['sign-out'].$post({ json: {} })),
  requestPasswordReset: async (json: Body<(typeof auth)['request-password-reset']['$post']>) =>
    readJson(await auth['request-password-reset'].$post({ json })),
  resetPassword: async (json: Body<(typeof auth)['reset-password']['$post']>) =>
    readJson(await auth['reset-password'].$post({ json })),
  /** Sends a new verification link (limited per e-mail and address: RATE_LIMITED). */
  sendVerificationEmail: async (json: Body<(typeof auth)['send-verification-email']['$post']>) =>
    readJson(await auth['send-verification-email'].$post({ json })),
  /** Starts Google sign-in: the server answers with the provider URL, and the page goes there. */
  signInWithGoogle: async (callbackURL: string): Promise<void> => {
    const data = await readJson(
      await auth['sign-in'].social.$post({ json: { provider: 'google', callbackURL } }),
    );
    const url = 'url' in data ? data.url : undefined;
    if (typeof url !== 'string') throw new Error('Google sign-in answered without a URL.');
    window.location.assign(url);
  },
};

/** What a failed auth call shows when no answer came (offline) or the page itself failed. */
export const UNEXPECTED_AUTH_ERROR = 'An unexpected error occurred';

/**
 * The text for a failed auth call: a refused origin says what to configure instead of
 * "Invalid origin"; otherwise the server's message (Better Auth's or ours), or `failed` — the
 * spec's fallback — when the answer had none; `unexpected` when there was no answer at all.
 */
export function authErrorMessage(
  error: unknown,
  failed: string,
  unexpected: string = UNEXPECTED_AUTH_ERROR,
): string {
  if (!(error instanceof ApiError)) return unexpected;
  return textForCode(error.code) ?? (error.bodyMessage || failed);
}

/** The signed-in user, or null when signed out. */
export async function getMe(): Promise<Me | null> {
  const { me } = await readJson(await api.session.$get());
  return me;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 5 * 60_000 });

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * Signs out on the server, then reloads at `/` (which goes to /home): a full load drops every
 * cached answer of this user, which matters on shared phones, and avoids the protected layout
 * redirecting to /login before the navigation lands.
 */
export async function signOut(): Promise<void> {
  await authApi.signOut();
  window.location.replace('/');
}
