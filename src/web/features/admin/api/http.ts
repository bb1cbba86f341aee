import { readJson } from '../../../lib/api-client';

/**
 * Plain-fetch access to /api/admin for the routes that landed after the typed client was last
 * generated; every answer still goes through readJson, so errors arrive as ApiError with the
 * server's stable code and message. (Swap to `api.admin…` once those route types exist.)
 */
export type Query = Record<string, string | number | undefined | null>;

export function adminUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `/api/admin${path}${qs ? `?${qs}` : ''}`;
}

export async function adminRequest<T>(
  path: string,
  {
    method = 'GET',
    query,
    json,
    form,
  }: { method?: string; query?: Query; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const res = await fetch(adminUrl(path, query), {
    method,
    credentials: 'same-origin',
    headers: json !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: form ?? (json !== undefined ? JSON.stringify(json) : undefined),
  });
  if (res.status === 204) return undefined as T;
  return readJson<T>(res);
}

/** The server's message for a failed call, for a toast's description. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Please check your connection and try again.';
}

/** Query keys of the admin area; mutations invalidate through these. */
export const adminKeys = {
  all: ['admin'] as const,
  summary: ['admin', 'summary'] as const,
  examSettings: ['admin', 'exam-settings'] as const,
  questions: ['admin', 'questions'] as const,
  blueprints: ['admin', 'blueprints'] as const,
  topics: ['admin', 'topics'] as const,
};
