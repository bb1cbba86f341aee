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

// The text field the forms share (sign-up, admin, billing, competitions): one message each. It
// lives beside noNul, in one module, so the browser loads it in one chunk with it; the number
// fields only the admin's forms use are in number-rules.ts, out of the sign-in pages' chunks.

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
