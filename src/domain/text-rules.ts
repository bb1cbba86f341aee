import * as z from 'zod/mini';

/**
 * PostgreSQL stores no NUL character (U+0000) in text or jsonb: a value holding one fails at the
 * database as a 500. Every admin text field refuses it at validation instead, with this message.
 */
export const nulMessage = (field: string) =>
  `${field} contains a NUL character (U+0000), which cannot be saved. Remove it and try again.`;

export const hasNul = (value: string) => value.includes('\u0000');

/** A zod check for a string field: no NUL character. */
export const noNul = (field: string) =>
  z.refine<string>((v) => !hasNul(v), { message: nulMessage(field), abort: true });

/** Whether a JSON value holds a NUL anywhere, in a string or in an object's key. */
export function hasNulDeep(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some(hasNulDeep);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => hasNul(k) || hasNulDeep(v));
  return false;
}

// Field schemas the forms share (admin, sign-up, billing, competitions): one message each. They
// live beside noNul, in one module, so the browser loads them in one chunk with it.

/** A whole number from `min` to `max`; every refusal says `message`. */
export const intBetween = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** The same from a query string's text ("25" → 25). */
export const coercedIntBetween = (min: number, max: number, message: string) =>
  z.coerce.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

/**
 * A text field, trimmed, of `min` (default 1) to `max` characters and no NUL: blank or shorter
 * says `required`, longer says `tooLong`, a NUL names `field`.
 */
export const trimmedText = (
  field: string,
  {
    required,
    tooLong,
    max,
    min = 1,
  }: { required: string; tooLong: string; max: number; min?: number },
) =>
  z
    .string(required)
    .check(z.trim(), z.minLength(min, required), z.maxLength(max, tooLong), noNul(field));
