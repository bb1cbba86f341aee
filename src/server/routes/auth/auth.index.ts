import { Hono, type Context, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { ClientErrorStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import type { AppEnv } from '../../http/app-env';
import {
  accountThrottleRules,
  CLIENT_IP_HEADER,
  signInThrottleRules,
  type Auth,
} from '../../auth/auth';
import { admitSignIn, recordSignInOutcome } from '../../auth/sign-in-throttle';
import { contextWords, isWeakPassword } from '../../auth/password-strength';
import { getResetTokenOwner } from '../../services/accounts/reset-token-owner';
import { AUTH_MESSAGES } from '../../../domain/auth-rules';
import { clientAddress } from '../../auth/client-address';
import { accountThrottleKey, consumeThrottle } from '../../auth/throttle';
import { AppError, errorBody, type ErrorBody } from '../../lib/errors';
import { ctxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { authSchemas as s } from './auth.schemas';

/**
 * Better Auth's endpoints, behind our own edge: every body it accepts is validated with zod
 * first (clear 4xx, same `{ code, message }` shape Better Auth uses), and the client address
 * it rate-limits by is the socket's, or with TRUST_PROXY the one our proxy appended to
 * X-Forwarded-For (client-address.ts), never a header the client wrote. Sign-in guessing is
 * throttled per (account, address) and per account here (ADR 0015); verification resends and
 * reset requests are limited per account too, before Better Auth's per-address limits.
 *
 * The POST endpoints the web app calls are typed routes (schema in, Better Auth's answer type
 * out), so the typed client knows them; the catch-all serves the rest of the allowed list
 * (e-mail links, OAuth callbacks, the session) as it is.
 */
/** The Better Auth endpoints the product uses; everything else it could serve answers 404. */
const ALLOWED = [
  /^\/sign-up\/email$/,
  /^\/sign-in\/(email|social)$/,
  /^\/callback\/[a-z]+$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/verify-email$/,
  /^\/send-verification-email$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[^/]+)?$/,
  /^\/error$/,
];

type AuthApi = Auth['api'];
/** What Better Auth answers an endpoint, as its own API declares it (in JSON), or its error body. */
type Forwarded<K extends keyof AuthApi> = Response &
  (
    | TypedResponse<JSONParsed<Awaited<ReturnType<AuthApi[K]>>>, 200, 'json'>
    | TypedResponse<ErrorBody, ClientErrorStatusCode, 'json'>
  );

/**
 * A body that is not JSON is INVALID_JSON whatever its content type says (`validate('json')`
 * alone reads a form-encoded body as `{}` and would answer VALIDATION_FAILED).
 */
const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  try {
    JSON.parse(await c.req.text());
  } catch {
    throw new AppError('INVALID_JSON', 'The request body must be JSON.');
  }
  await next();
};

/**
 * Counts the request against its account's limit (the validated body's e-mail); over the limit,
 * 429 RATE_LIMITED without reaching Better Auth.
 */
const perAccount =
  (endpoint: keyof ReturnType<typeof accountThrottleRules>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const { email } = JSON.parse(await c.req.text()) as { email: string };
    const result = await consumeThrottle({
      ctx: ctxOf(c),
      input: {
        key: accountThrottleKey(endpoint, email),
        rule: accountThrottleRules()[endpoint],
      },
    });
    if (!result.allowed) return rateLimited(c, String(result.retryAfterSeconds));
    await next();
  };

/**
 * Password guessing (ADR 0015): the attempt is counted against its (account, address) pair before
 * Better Auth checks the password, refused with 429 when the pair or the account is over its
 * rules, and its outcome recorded after: a wrong password counts, a right one resets.
 */
const guessing: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { email } = JSON.parse(await c.req.text()) as { email: string };
  const input = {
    email,
    address: addressOf(c) ?? 'unknown',
    rules: signInThrottleRules(c.var.deps.env),
  };
  const decision = await admitSignIn({ ctx: ctxOf(c), input });
  if (!decision.allowed) return rateLimited(c, String(decision.retryAfterSeconds));
  await next();
  // 401: wrong e-mail or password. 200, or 403 for an unverified e-mail: the password was right.
  const status = c.res.status;
  const outcome = status === 401 ? 'failure' : status === 200 || status === 403 ? 'success' : null;
  if (outcome) await recordSignInOutcome({ ctx: ctxOf(c), input: { ...input, outcome } });
};

/**
 * A new password too easy to guess (ADR 0016) is refused like any invalid field, judged with
 * the words of the account it is for: the sign-up's e-mail and name, or the reset link's owner.
 */
const notGuessable =
  (field: 'password' | 'newPassword'): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // The estimate costs milliseconds of CPU: bounded per address before it runs.
    const allowed = await consumeThrottle({
      ctx: ctxOf(c),
      input: {
        key: `strength:${addressOf(c) ?? 'unknown'}`,
        // Sign-ups and resets together: twice what sign-up alone may use.
        rule: { max: 2 * c.var.deps.env.SIGN_UP_RATE_LIMIT, windowSeconds: 60 },
      },
    });
    if (!allowed.allowed) return rateLimited(c, String(allowed.retryAfterSeconds));
    const body = JSON.parse(await c.req.text()) as Record<string, string>;
    const owner =
      field === 'newPassword'
        ? await getResetTokenOwner({ ctx: ctxOf(c), input: { token: body.token ?? '' } })
        : { email: body.email, name: body.name };
    const password = body[field] ?? '';
    if (await isWeakPassword(password, contextWords(owner?.email, owner?.name)))
      throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.passwordTooWeak, {
        [field]: AUTH_MESSAGES.passwordTooWeak,
      });
    await next();
  };

/** Hands the validated request to Better Auth with the body as it was sent. */
const forward = async <K extends keyof AuthApi>(c: Context<AppEnv>) =>
  (await toBetterAuth(c, await c.req.text())) as Forwarded<K>;

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/sign-up/email',
    jsonBody,
    validate('json', s.signUpEmail),
    notGuessable('password'),
    // Only the fields we know: a client-sent `image` (or anything else) is never stored.
    async (c) =>
      (await toBetterAuth(c, JSON.stringify(c.req.valid('json')))) as Forwarded<'signUpEmail'>,
  )
  .post('/sign-in/email', jsonBody, validate('json', s.signInEmail), guessing, (c) =>
    forward<'signInEmail'>(c),
  )
  .post('/sign-in/social', jsonBody, validate('json', s.signInSocial), (c) =>
    forward<'signInSocial'>(c),
  )
  // Sign-out's body is an optional `{}`: a bodiless POST still signs out, as it always did.
  .post('/sign-out', validate('json', s.signOut), (c) => forward<'signOut'>(c))
  .post(
    '/request-password-reset',
    jsonBody,
    validate('json', s.requestPasswordReset),
    perAccount('/request-password-reset'),
    (c) => forward<'requestPasswordReset'>(c),
  )
  .post(
    '/reset-password',
    jsonBody,
    validate('json', s.resetPassword),
    notGuessable('newPassword'),
    (c) => forward<'resetPassword'>(c),
  )
  .post(
    '/send-verification-email',
    jsonBody,
    validate('json', s.sendVerificationEmail),
    perAccount('/send-verification-email'),
    (c) => forward<'sendVerificationEmail'>(c),
  )
  .on(['GET', 'POST'], '/*', async (c) => {
    const endpoint = c.req.path.replace(/^\/api\/auth/, '');
    if (!ALLOWED.some((re) => re.test(endpoint)))
      return c.json(errorBody('NOT_FOUND', 'No such auth endpoint.'), 404);
    return toBetterAuth(c);
  });

/**
 * Calls Better Auth with the client's address for its rate limits; `body` replaces a body the
 * validation has already read. Its 429 gets our code.
 */
async function toBetterAuth(c: Context<AppEnv>, body?: string): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, addressOf(c) ?? '127.0.0.1');
  if (body !== undefined) {
    headers.delete('content-length');
    headers.delete('transfer-encoding');
  }
  // With `body`, a new request: the original's body is used up. An empty body stays absent (a
  // string, even '', would bring a text/plain content type, which Better Auth refuses).
  const request =
    body === undefined
      ? new Request(c.req.raw, { headers })
      : new Request(c.req.url, { method: c.req.method, headers, body: body || undefined });
  const res = await c.var.deps.auth.handler(request);
  if (res.status !== 429) return res;
  // Better Auth's 429 has no code: give it ours, keep its retry hint.
  return rateLimited(c, res.headers.get('x-retry-after'));
}

/** The client's address: the socket's, or with TRUST_PROXY what our proxy appended. */
function addressOf(c: Context<AppEnv>): string | undefined {
  return clientAddress({
    socketAddress: socketAddress(c.env),
    forwardedFor: c.req.header('x-forwarded-for'),
    trustProxy: c.var.deps.env.TRUST_PROXY,
  });
}

function rateLimited(c: Context<AppEnv>, retryAfter: string | null) {
  return c.json(
    errorBody('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    429,
    retryAfter ? { 'x-retry-after': retryAfter, 'retry-after': retryAfter } : {},
  );
}

function socketAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}
