import * as z from 'zod/mini';
import { noNul } from './text-rules';

/** Field schemas the forms share (admin, sign-up, billing, competitions): one message each. */

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
