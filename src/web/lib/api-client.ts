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

export type ApiErrorBody = { code?: string; message?: string; details?: unknown };

/** An API error with its stable code (the server's error registry; see lib/api-errors.ts). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What the server added to the error (`details` of our error body), e.g. refused rows. */
    readonly details?: unknown,
    /**
     * The error body's own message (ours or Better Auth's); undefined when the answer had none
     * (a proxy's page) and `message` is only the status text.
     */
    readonly bodyMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
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
  const body = await errorBodyOf(res);
  const code = body.code ?? `HTTP_${res.status}`;
  const message = body.message ?? res.statusText;
  throw new ApiError(res.status, code, message, body.details, body.message);
}

/**
 * The fields of an error body that are what they claim to be: a body that is not JSON (a
 * proxy's page) or not an object gives none, so a failure is always an ApiError.
 */
async function errorBodyOf(res: Response): Promise<ApiErrorBody> {
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    return {};
  }
  if (typeof json !== 'object' || json === null) return {};
  const { code, message, details } = json as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    details,
  };
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
