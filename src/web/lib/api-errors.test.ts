import { describe, expect, it } from 'vitest';
import { ApiError, readJson } from './api-client';
import {
  ERROR_TEXTS,
  errorMessage,
  hasCode,
  isAttemptClosed,
  isRetryable,
  shownMessage,
} from './api-errors';

const error = (code: string, status = 400) => new ApiError(status, code, `message of ${code}`);

describe('api errors by code', () => {
  it('retries what may succeed later, never what the server refused', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(error('RATE_LIMITED', 429))).toBe(true);
    expect(isRetryable(error('INTERNAL', 500))).toBe(true);
    expect(isRetryable(error('HTTP_502', 502))).toBe(true); // a gateway's page, not ours
    for (const code of ['VALIDATION_FAILED', 'NOT_FOUND', 'ATTEMPT_CLOSED', 'UNAUTHENTICATED'])
      expect(isRetryable(error(code)), code).toBe(false);
    // The code decides, not the status it came with.
    expect(isRetryable(error('NOT_FOUND', 503))).toBe(false);
  });

  it('knows the codes that close an attempt', () => {
    expect(isAttemptClosed(error('DEADLINE_PASSED', 409))).toBe(true);
    expect(isAttemptClosed(error('ATTEMPT_CLOSED', 409))).toBe(true);
    expect(isAttemptClosed(error('CONFLICT', 409))).toBe(false);
    expect(isAttemptClosed(new Error('offline'))).toBe(false);
  });

  it("shows the server's message only for the codes written for students", () => {
    expect(shownMessage(error('NO_QUESTIONS', 404), 'fallback')).toBe('message of NO_QUESTIONS');
    expect(shownMessage(error('PREMIUM_REQUIRED', 403), 'fallback')).toBe(
      'message of PREMIUM_REQUIRED',
    );
    expect(shownMessage(error('INTERNAL', 500), 'fallback')).toBe('fallback');
    expect(shownMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
  });

  it('falls back to the connection hint', () => {
    expect(errorMessage(error('NOT_FOUND', 404))).toBe('message of NOT_FOUND');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(ERROR_TEXTS.connection);
    expect(errorMessage(new ApiError(502, 'HTTP_502', ''))).toBe(ERROR_TEXTS.connection);
  });

  it('matches a code', () => {
    expect(hasCode(error('PREMIUM_REQUIRED', 403), 'PREMIUM_REQUIRED')).toBe(true);
    expect(hasCode(error('LEVEL_LOCKED', 403), 'PREMIUM_REQUIRED')).toBe(false);
  });
});

describe('every failure read is an ApiError', () => {
  const read = (res: Response) =>
    (readJson as (res: Response) => Promise<unknown>)(res).then(
      () => expect.unreachable('the answer was read as a success'),
      (error: unknown) => error,
    );

  it("takes our error body's code, message and details", async () => {
    const body = { code: 'VALIDATION_FAILED', message: 'Bad row', details: { row: 3 } };
    const error = await read(Response.json(body, { status: 400 }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, ...body, bodyMessage: 'Bad row' });
  });

  it('names a body that is not ours by its status, with the status text as its message', async () => {
    const page = await read(
      new Response('<h1>502</h1>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(page).toMatchObject({
      code: 'HTTP_502',
      message: 'Bad Gateway',
      bodyMessage: undefined,
    });
    expect(isRetryable(page)).toBe(true);
  });

  it.each([null, 'oops', 42, { code: 7, message: ['x'] }])(
    'a JSON body that is not an error body (%j) is still an ApiError',
    async (body) => {
      const error = await read(Response.json(body, { status: 500, statusText: 'Server Error' }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'HTTP_500', message: 'Server Error' });
    },
  );
});
