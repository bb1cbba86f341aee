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
  /** The level does not hold enough questions for this exam yet (issue 20): "Coming soon". */
  LEVEL_NOT_READY: 404,
  NO_VALID_QUESTIONS: 422,
  /** Retry my mistakes with nothing to retry in the subject. */
  NO_MISTAKES: 404,
  DEADLINE_PASSED: 409,
  ATTEMPT_CLOSED: 409,
  /** Competitions (issue 12): the §8 refusals of registration, and of entering. */
  COMPETITION_FULL: 409,
  REGISTRATION_CLOSED: 409,
  /** Paid entry: there is no wallet, so no balance is ever enough (ADR 0023). */
  INSUFFICIENT_BALANCE: 402,
  ALREADY_REGISTERED: 409,
  NOT_REGISTERED: 403,
  /** One entry per student and competition: it has been started (and submitted) already. */
  ALREADY_ENTERED: 409,
  COMPETITION_NOT_STARTED: 409,
  COMPETITION_ENDED: 409,
  /** Online payment needs PAYSTACK_SECRET_KEY; this server has none (admins can still grant). */
  PAYMENTS_NOT_CONFIGURED: 503,
  /** Paystack did not answer or refused; nothing was charged or granted by us. */
  PAYMENT_PROVIDER_ERROR: 502,
  /** A webhook whose x-paystack-signature is not the HMAC of its body. */
  INVALID_SIGNATURE: 401,
  /** Question reports (issue 13): only a question from one of the student's closed attempts. */
  QUESTION_NOT_SEEN: 403,
  /** One report per student and question, ever. */
  ALREADY_REPORTED: 409,
  /** Fix or dismiss when the question has no open report (already resolved). */
  NO_OPEN_REPORTS: 409,
  /** Question generation needs AI_BASE_URL and AI_MODEL; this server has neither. */
  AI_NOT_CONFIGURED: 503,
  /** The model endpoint failed or never answered with valid JSON; nothing was stored. */
  AI_PROVIDER_ERROR: 502,
  /** An upload that would replace stored questions, sent without the preview's confirmation. */
  REPLACE_NOT_CONFIRMED: 409,
  /** Mock exams (issue 23): a free student's second mock within 7 days; details `{ nextAt }`. */
  MOCK_LIMIT: 403,
  /**
   * The bank cannot fill a chosen mock paper (refused before it starts); details
   * `{ subjects: [{ subject, needed, available }] }`.
   */
  MOCK_UNFILLABLE: 409,
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
