import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { CLIENT_IP_HEADER } from '../../auth/auth';
import { fieldErrors } from '../../../domain/auth-rules';
import { errorBody } from '../../lib/errors';
import { authEdgeSchemas } from './auth.schemas';

/**
 * Better Auth's endpoints, behind our own edge: every body it accepts is validated with zod
 * first (clear 4xx, same `{ code, message }` shape Better Auth uses), and the client address
 * it rate-limits by is taken from the socket, never from a header the client sent.
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

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth } = c.var.deps;
  const endpoint = c.req.path.replace(/^\/api\/auth/, '');
  if (!ALLOWED.some((re) => re.test(endpoint)))
    return c.json(errorBody('NOT_FOUND', 'No such auth endpoint.'), 404);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientAddress(c.env) ?? '127.0.0.1');

  if (c.req.method === 'POST') {
    const schema = authEdgeSchemas[endpoint];
    if (schema) {
      let body: unknown;
      try {
        body = await c.req.raw.clone().json();
      } catch {
        return c.json(errorBody('INVALID_JSON', 'The request body must be JSON.'), 400);
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        const details = fieldErrors(parsed.error);
        const message = Object.values(details)[0] ?? 'Invalid request.';
        return c.json(errorBody('VALIDATION_FAILED', message, details), 400);
      }
    }
  }
  const res = await auth.handler(new Request(c.req.raw, { headers }));
  if (res.status !== 429) return res;
  // Better Auth's 429 has no code: give it ours, keep its retry hint.
  const retryAfter = res.headers.get('x-retry-after');
  return c.json(
    errorBody('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    429,
    retryAfter ? { 'x-retry-after': retryAfter, 'retry-after': retryAfter } : {},
  );
});

function clientAddress(env: unknown): string | undefined {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return incoming?.socket?.remoteAddress;
}
