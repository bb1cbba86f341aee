/**
 * Stable error codes. Services throw `AppError`; handlers map it to HTTP; the web maps codes to
 * the spec's texts. Tests assert the code, not the wording.
 */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A state-changing request from an origin that is neither APP_URL nor in TRUSTED_ORIGINS. */
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  LEVEL_LOCKED: 403,
  PREMIUM_REQUIRED: 403,
  NO_QUESTIONS: 404,
  NO_VALID_QUESTIONS: 422,
  DEADLINE_PASSED: 409,
  ATTEMPT_CLOSED: 409,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

/** Every API error body, ours and Better Auth's alike: `{ code, message, details? }`. */
export type ErrorBody = { code: string; message: string; details?: unknown };

export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { code, message } : { code, message, details };
}
