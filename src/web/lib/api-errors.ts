import type { ErrorCode } from '../../server/lib/errors';
import { ApiError } from './api-client';

/** How the web treats one of the server's stable error codes (src/server/lib/errors.ts). */
type ErrorRule = {
  /** The same request may succeed later unchanged (a busy or failing server): send it again. */
  retry: boolean;
  /** The server's message is written for the student (spec §8) and is shown as it is. */
  shown?: true;
  /** The attempt takes no more answers: it was submitted, or its deadline has passed. */
  attemptClosed?: true;
};

/**
 * Every code the server answers with, and what the web does with it: the one place web code
 * learns what an error means. Branch on these, never on the HTTP status.
 */
export const API_ERRORS = {
  UNAUTHENTICATED: { retry: false },
  FORBIDDEN: { retry: false },
  FORBIDDEN_ORIGIN: { retry: false },
  NOT_FOUND: { retry: false },
  VALIDATION_FAILED: { retry: false, shown: true },
  INVALID_JSON: { retry: false },
  PAYLOAD_TOO_LARGE: { retry: false },
  UNSUPPORTED_MEDIA_TYPE: { retry: false },
  CONFLICT: { retry: false },
  RATE_LIMITED: { retry: true },
  LEVEL_LOCKED: { retry: false, shown: true },
  PREMIUM_REQUIRED: { retry: false, shown: true },
  NO_QUESTIONS: { retry: false, shown: true },
  LEVEL_NOT_READY: { retry: false, shown: true },
  NO_VALID_QUESTIONS: { retry: false, shown: true },
  NO_MISTAKES: { retry: false, shown: true },
  DEADLINE_PASSED: { retry: false, attemptClosed: true },
  ATTEMPT_CLOSED: { retry: false, attemptClosed: true },
  COMPETITION_FULL: { retry: false, shown: true },
  REGISTRATION_CLOSED: { retry: false, shown: true },
  INSUFFICIENT_BALANCE: { retry: false, shown: true },
  ALREADY_REGISTERED: { retry: false, shown: true },
  NOT_REGISTERED: { retry: false, shown: true },
  ALREADY_ENTERED: { retry: false, shown: true },
  COMPETITION_NOT_STARTED: { retry: false, shown: true },
  COMPETITION_ENDED: { retry: false, shown: true },
  PAYMENTS_NOT_CONFIGURED: { retry: false, shown: true },
  PAYMENT_PROVIDER_ERROR: { retry: true, shown: true },
  INVALID_SIGNATURE: { retry: false },
  QUESTION_NOT_SEEN: { retry: false, shown: true },
  ALREADY_REPORTED: { retry: false, shown: true },
  NO_OPEN_REPORTS: { retry: false, shown: true },
  AI_NOT_CONFIGURED: { retry: false, shown: true },
  AI_PROVIDER_ERROR: { retry: true, shown: true },
  REPLACE_NOT_CONFIRMED: { retry: false, shown: true },
  MOCK_LIMIT: { retry: false, shown: true },
  MOCK_UNFILLABLE: { retry: false, shown: true },
  INTERNAL: { retry: true },
} satisfies Record<ErrorCode, ErrorRule>;

/** The web's own error texts, for when the server's message is not the one to show. */
export const ERROR_TEXTS = {
  connection: 'Please check your connection and try again.',
  loadQuestions: 'Failed to load questions. Please try again.',
  originRefused:
    'This server does not accept requests from this address. Open the app at the address in ' +
    'APP_URL, or ask whoever runs it to add this address to TRUSTED_ORIGINS.',
} as const;

const ruleOf = (error: unknown): ErrorRule | undefined =>
  error instanceof ApiError && Object.hasOwn(API_ERRORS, error.code)
    ? API_ERRORS[error.code as ErrorCode]
    : undefined;

/** Codes (ours and Better Auth's) that mean the page's origin is not trusted by the server. */
const ORIGIN_REFUSED = new Set(['FORBIDDEN_ORIGIN', 'INVALID_ORIGIN', 'MISSING_OR_NULL_ORIGIN']);

/** The text for an error code whose server message says nothing about what to do, if any. */
export function textForCode(code: string): string | undefined {
  return ORIGIN_REFUSED.has(code) ? ERROR_TEXTS.originRefused : undefined;
}

/** Better Auth's answer to signing in before verifying (it has just e-mailed a new link). */
export const isEmailNotVerified = (error: unknown) =>
  error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED';

/** Whether `error` is an API error with this code. */
export const hasCode = (error: unknown, code: ErrorCode) =>
  error instanceof ApiError && error.code === code;

/**
 * Worth sending again: no answer at all (offline), a code marked `retry`, or a failure that is
 * not ours (a proxy's or gateway's page has no code: ApiError names it `HTTP_5xx`).
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return ruleOf(error)?.retry ?? /^HTTP_5\d\d$/.test(error.code);
}

/** The attempt was submitted (elsewhere, or by the server at its deadline): stop saving. */
export const isAttemptClosed = (error: unknown) => ruleOf(error)?.attemptClosed === true;

/** The server's message when it has one, else the connection hint. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return ERROR_TEXTS.connection;
}

/** The server's message for the codes written for students (`shown`), else `fallback`. */
export function shownMessage(error: unknown, fallback: string): string {
  return ruleOf(error)?.shown && error instanceof ApiError ? error.message : fallback;
}
