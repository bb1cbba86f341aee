import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from './api-client';
import { queryKeys } from './query-keys';
import type { Me } from '../../server/services/accounts/get-me';

export type { Me };

export type AuthResult = { error: { code: string; message: string } | null };

/**
 * Better Auth's endpoints, called directly: the six calls the web app makes do not justify its
 * 12 KB browser client on the public pages (docs/decisions/0005-public-page-budget.md).
 */
async function post(
  path: string,
  body: unknown,
): Promise<AuthResult & { data: Record<string, unknown> | null }> {
  const res = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok) return { data: json, error: null };
  const message =
    typeof json?.message === 'string'
      ? json.message
      : res.status === 429
        ? 'Too many attempts. Please wait a minute and try again.'
        : '';
  return { data: null, error: { code: String(json?.code ?? `HTTP_${res.status}`), message } };
}

export const authApi = {
  signIn: (body: { email: string; password: string }) => post('/sign-in/email', body),
  signUp: (body: { name: string; email: string; password: string; callbackURL: string }) =>
    post('/sign-up/email', body),
  signOut: () => post('/sign-out', {}),
  requestPasswordReset: (body: { email: string; redirectTo: string }) =>
    post('/request-password-reset', body),
  resetPassword: (body: { newPassword: string; token: string }) => post('/reset-password', body),
  /** Starts Google sign-in: the server answers with the provider URL to go to. */
  signInWithGoogle: async (callbackURL: string): Promise<AuthResult> => {
    const { data, error } = await post('/sign-in/social', { provider: 'google', callbackURL });
    if (error || typeof data?.url !== 'string')
      return { error: error ?? { code: 'NO_URL', message: '' } };
    window.location.assign(data.url);
    return { error: null };
  },
};

/** The signed-in user, or null when signed out. */
export async function getMe(): Promise<Me | null> {
  const { me } = await readJson<{ me: Me | null }>(await api.session.$get());
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
