import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { ApiType } from '../../server/app';

/**
 * Typed client for our own API, derived from the server's route types: every call's path,
 * params, body and answer are checked against the route (`api.practice.quizzes.$post({ json })`).
 * Per-call fetch options go in the second argument (`{ init: { keepalive: true } }`).
 */
/** Where the API is mounted: the one place its base path is written. */
export const API_BASE = '/api';

export const api = hc<ApiType>(API_BASE, { init: { credentials: 'same-origin' } });

/** An API error with its stable code (the server's error registry; see lib/api-errors.ts). */
export class ApiError extends Error {
  /** The HTTP status of the answer. */
  declare readonly status: number;
  /** Our error registry's code, Better Auth's, or `HTTP_<status>` when the body had none. */
  declare readonly code: string;
  /** What the server added to the error (`details` of our error body), e.g. refused rows. */
  declare readonly details?: unknown;
  /**
   * The error body's own message (ours or Better Auth's); undefined when the answer had none
   * (a proxy's page) and `message` is only the status text.
   */
  declare readonly bodyMessage?: string;

  constructor(
    status: number,
    code: string,
    message: string,
    details?: unknown,
    bodyMessage?: string,
  ) {
    super(message);
    // Assigned in one call (declared fields emit no code): this class is in every page's JS.
    Object.assign(this, { name: 'ApiError', status, code, details, bodyMessage });
  }
}

/** The body of a typed client's successful JSON answer, as the route declares it. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, 'json'>
    ? S extends SuccessStatusCode
      ? T
      : never
    : never;

/**
 * Reads an answer of the typed client: its JSON body, typed by the route, or an ApiError (code
 * and message from our error body, or Better Auth's `{ code, message }`) for a non-2xx answer.
 * The one place the web app reads a body (lint refuses `.json()` anywhere else, ADR 0039).
 */
export function readJson<R extends ClientResponse<unknown, number, string>>(
  res: R,
): Promise<OkBody<R>>;
export async function readJson(res: Response): Promise<unknown> {
  if (res.ok) return await res.json();
  // A body that is not JSON (a proxy's page) or not an object has none of the fields, so a
  // failure is always an ApiError; a field of the wrong type counts as absent.
  const body: unknown = await res.json().catch(() => null);
  const { code, message, details } = (body ?? {}) as Record<string, unknown>;
  const text = typeof message == 'string' ? message : undefined;
  throw new ApiError(
    res.status,
    typeof code == 'string' ? code : `HTTP_${res.status}`,
    text ?? res.statusText,
    details,
    text,
  );
}

/**
 * Sends a request nobody waits for (a keepalive save as the page hides, a counter): its answer
 * is read like any other, and a failure is dropped — the caller has said it does not matter
 * (the next visit resends what is still in local storage).
 */
export function fireAndForget(call: Promise<ClientResponse<unknown, number, string>>): void {
  call.then(readJson).catch(() => {});
}

/**
 * Reads a typed client's 204 answer (a delete): nothing on success, else the ApiError readJson
 * makes of the failure. readJson itself would try to parse the empty body.
 */
export async function readNoContent(res: ClientResponse<unknown, number, string>): Promise<void> {
  if (!res.ok) await readJson(res);
}
