import * as z from 'zod/mini';
import { trimmedText } from './text-rules';
import { intBetween } from './number-rules';

/**
 * Billing requests (issue 11): one schema per request, checked by the API (authoritative) and
 * used by the forms that send them. The browser names a plan, never a price.
 */
export const BILLING_MESSAGES = {
  plan: 'Choose a plan.',
  days: 'Days must be a whole number from 1 to 3660.',
  reason: 'Give a reason (3 to 500 characters).',
  email: 'Enter the student’s e-mail address.',
  user: 'Find the student first.',
} as const;

/** The longest premium one grant or purchase may add (ten years). */
export const MAX_GRANT_DAYS = 3660;

export const PAYMENT_STATUS_FILTERS = ['all', 'pending', 'success', 'failed', 'mismatch'] as const;

export const checkoutSchema = z.object({
  planId: z
    .string(BILLING_MESSAGES.plan)
    .check(z.regex(/^[a-z0-9-]{1,40}$/, BILLING_MESSAGES.plan)),
});

/** A payment reference as it comes back in the callback URL; unknown ones are simply not found. */
export const referenceParamSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(100)),
});

const reason = trimmedText('Reason', {
  required: BILLING_MESSAGES.reason,
  tooLong: BILLING_MESSAGES.reason,
  min: 3,
  max: 500,
});

const userId = z
  .string(BILLING_MESSAGES.user)
  .check(z.minLength(1, BILLING_MESSAGES.user), z.maxLength(100));

export const grantPremiumSchema = z.object({
  userId,
  days: intBetween(1, MAX_GRANT_DAYS, BILLING_MESSAGES.days),
  reason,
});
export type GrantPremiumInput = z.output<typeof grantPremiumSchema>;

export const revokePremiumSchema = z.object({ userId, reason });
export type RevokePremiumInput = z.output<typeof revokePremiumSchema>;

export const subscriberQuerySchema = z.object({
  email: z
    .string(BILLING_MESSAGES.email)
    .check(z.trim(), z.toLowerCase(), z.email(BILLING_MESSAGES.email), z.maxLength(254)),
});

export const paymentListQuerySchema = z.object({
  status: z._default(z.enum(PAYMENT_STATUS_FILTERS), 'all'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});
export type PaymentListQuery = z.output<typeof paymentListQuerySchema>;
