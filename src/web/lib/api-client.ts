import { hc } from 'hono/client';
import type { ApiType } from '../../server/app';

/** Typed client for our own API, derived from the server's route types. */
export const api = hc<ApiType>('/api', { init: { credentials: 'same-origin' } });

export type ApiErrorBody = { code?: string; message?: string };

/** An API error with its stable code (the server's error registry). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads a JSON response, turning a non-2xx answer into an ApiError. */
export async function readJson<T>(res: Response): Promise<T> {
  if (res.ok) return (await res.json()) as T;
  let body: ApiErrorBody = {};
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    // not JSON
  }
  const code = body.code ?? `HTTP_${res.status}`;
  const message = body.message ?? res.statusText;
  throw new ApiError(res.status, code, message);
}
