import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { InferInput } from 'hono/validator';
import type { FormValue } from 'hono/types';
import * as z from 'zod/mini';
import type { AppEnv } from './app-env';
import { AppError } from '../lib/errors';

type Target = 'json' | 'query' | 'form' | 'param';
type Inputs<T extends Target, S extends z.ZodMiniType> = {
  in: { [K in T]: K extends 'json' ? z.input<S> : InferInput<z.input<S>, K, FormValue> };
  out: { [K in T]: z.output<S> };
};

/** Field → first message, keyed by the dotted path ('options.A'); the form as a whole is 'form'. */
export function issueDetails(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues)
    out[issue.path.length ? issue.path.join('.') : 'form'] ??= issue.message;
  return out;
}

/** Parses or throws 400 VALIDATION_FAILED with the first message and every field's message. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const details = issueDetails(result.error);
  throw new AppError('VALIDATION_FAILED', Object.values(details)[0] ?? 'Invalid request.', details);
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const mediaType = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Validates one part of the request with a zod/mini schema: handlers get the parsed output
 * (`c.req.valid(target)`), the typed client gets the input type. A malformed body answers in our
 * error shape (INVALID_JSON / VALIDATION_FAILED) rather than Hono's plain-text 400. JSON bodies
 * and path params are read here, once (the quiz hot path runs through this); query and form go
 * through Hono's validator, whose form parsing we reuse. Blank query values count as absent.
 */
export function validate<T extends Target, S extends z.ZodMiniType, P extends string = string>(
  target: T,
  schema: S,
): MiddlewareHandler<AppEnv, P, Inputs<T, S>> {
  if (target === 'json' || target === 'param') {
    return (async (c, next) => {
      let value: unknown = {};
      if (target === 'param') value = c.req.param();
      else if (!JSON_TYPE.test(mediaType(c))) {
        // text/plain, form-urlencoded and multipart are what a cross-site form can send.
        if (hasBody(c))
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON.');
      } else {
        try {
          value = await c.req.json();
        } catch {
          throw new AppError('INVALID_JSON', 'The request body must be JSON.');
        }
      }
      c.req.addValidatedData(target, parseOrThrow(schema, value) as object);
      await next();
    }) as MiddlewareHandler<AppEnv, P, Inputs<T, S>>;
  }
  const inner = validator(target, (value: unknown) => {
    if (target === 'query')
      value = Object.fromEntries(Object.entries(value as object).filter(([, v]) => v !== ''));
    return parseOrThrow(schema, value);
  }) as MiddlewareHandler;
  return (async (c, next) => {
    await readBody(c, target);
    return inner(c, next);
  }) as MiddlewareHandler<AppEnv, P, Inputs<T, S>>;
}

/** Like `validate('form', …)` but with a hand-written check (the Upload form's ordered messages). */
export function validateForm<O, P extends string = string>(
  check: (form: Record<string, FormValue | FormValue[]>) => O,
): MiddlewareHandler<
  AppEnv,
  P,
  { in: { form: InferInput<O, 'form', FormValue> }; out: { form: O } }
> {
  const inner = validator('form', (value) =>
    check(value as Record<string, FormValue | FormValue[]>),
  ) as MiddlewareHandler;
  return (async (c, next) => {
    await readBody(c, 'form');
    return inner(c, next);
  }) as MiddlewareHandler<
    AppEnv,
    P,
    { in: { form: InferInput<O, 'form', FormValue> }; out: { form: O } }
  >;
}

/** The request states a body (a length above 0, or chunks to come). */
const hasBody = (c: Context) =>
  c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length')) > 0;

async function readBody(c: Context, target: Target) {
  const type = mediaType(c);
  if (
    target === 'form' &&
    (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded')
  ) {
    try {
      await c.req.formData();
    } catch {
      throw new AppError('VALIDATION_FAILED', 'The form could not be read.');
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id; anything that is not a UUID cannot name a row, so it is a 404 like an unknown one. */
export function idParam(c: Context, what: string): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', `No such ${what}.`);
  return id;
}
