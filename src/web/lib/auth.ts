import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientResponse, InferRequestType } from 'hono/client';
import { api, readJson, type OkBody } from './api-client';
import { queryKeys } from './query-keys';
import { textForCode } from './api-errors';
import type { Me } from '../../server/services/accounts/get-me';

export type { Me };

export type AuthResult = { error: { code: string; message: string } | null };

/**
 * Better Auth's endpoints through the typed client (typed routes in routes/auth/auth.index.ts):
 * the six calls the web app makes do not justify its 12 KB browser client on the public pages
 * (docs/decisions/0005-public-page-budget.md). An error comes back as Better Auth's or our
 * `{ code, message }`, for the form to show; the call itself throws only when offline.
 */
async function settle<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<AuthResult & { data: OkBody<R> | null }> {
  const res = await call;
  const json = (await res.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
  } | null;
  if (res.ok) return { data: json as OkBody<R> | null, error: null };
  const code = String(json?.code ?? `HTTP_${res.status}`);
  // A refused origin ("Invalid origin") says what to configure instead.
  const message = textForCode(code) ?? (typeof json?.message === 'string' ? json.message : '');
  return { data: null, error: { code, message } };
}

const auth = api.auth;
/** A route's JSON body, as its schema takes it. */
type Body<F> = InferRequestType<F> extends { json: infer J } ? J : never;

export const authApi = {
  signIn: (json: Body<(typeof auth)['sign-in']['email']['$post']>) =>
    settle(auth['sign-in'].email.$post({ json })),
  signUp: (json: Body<(typeof auth)['sign-up']['email']['$post']>) =>
    settle(auth['sign-up'].email.$post({ json })),
  signOut: () => settle(auth['sign-out'].$post({ json: {} })),
  requestPasswordReset: (json: Body<(typeof auth)['request-password-reset']['$post']>) =>
    settle(auth['request-password-reset'].$post({ json })),
  resetPassword: (json: Body<(typeof auth)['reset-password']['$post']>) =>
    settle(auth['reset-password'].$post({ json })),
  /** Sends a new verification link (limited per e-mail and address: RATE_LIMITED). */
  sendVerificationEmail: (json: Body<(typeof auth)['send-verification-email']['$post']>) =>
    settle(auth['send-verification-email'].$post({ json })),
  /** Starts Google sign-in: the server answers with the provider URL to go to. */
  signInWithGoogle: async (callbackURL: string): Promise<AuthResult> => {
    const { data, error } = await settle(
      auth['sign-in'].social.$post({ json: { provider: 'google', callbackURL } }),
    );
    const url = data && 'url' in data ? data.url : undefined;
    if (error || typeof url !== 'string')
      return { error: error ?? { code: 'NO_URL', message: '' } };
    window.location.assign(url);
    return { error: null };
  },
};

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
  const { error } = await authApi.signOut();
  if (error) throw new Error(error.message);
  window.location.replace('/');
}

/** Error text from an auth call, with the spec's fallback. */
export function authErrorMessage(
  error: { message?: string | null } | null | undefined,
  fallback: string,
) {
  return error?.message || fallback;
}
