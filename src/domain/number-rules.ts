import * as z from 'zod/mini';

/**
 * Number fields the admin's forms share (settings, blueprints, competitions, premium changes):
 * one message for every refusal. Apart from text-rules.ts so the student pages never load them.
 */

/** A whole number from `min` to `max`; every refusal says `message`. */
export const intBetween = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));

/** The same from a query string's text ("25" → 25). */
export const coercedIntBetween = (min: number, max: number, message: string) =>
  z.coerce.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));
