import { ApiError, readJson } from '../../../lib/api-client';

/**
 * JSON requests to /api/practice for the calls whose body the typed client cannot type (the
 * server parses those bodies itself instead of through a validator middleware). Errors still
 * arrive as ApiError with the server's stable code and message.
 */
export async function practiceSend<T>(
  method: 'POST' | 'PUT',
  path: string,
  json: unknown,
  init?: RequestInit,
): Promise<T> {
  const res = await fetch(`/api/practice${path}`, {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
    ...init,
  });
  return readJson<T>(res);
}

/** The server's message for a failed call, or a connection hint. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return 'Please check your connection and try again.';
}
