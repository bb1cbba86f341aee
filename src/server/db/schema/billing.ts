import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { user } from './auth';

/**
 * What we sell (issue 11, ADR 0021): the free plan and premium passes of a fixed number of days.
 * Prices are integer kobo. The feature columns describe the tier for the plans screen; the rule
 * itself is `domain/entitlements.ts` (a test checks the seeded rows agree with it).
 */
export const plans = pgTable(
  'plans',
  {
    /** Stable, readable ids ('free', 'premium-30', 'premium-365'): plan links use them. */
    id: text('id').primaryKey(),
    tier: text('tier', { enum: ['free', 'premium'] }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceKobo: integer('price_kobo').notNull(),
    currency: text('currency').default('NGN').notNull(),
    /** Days of premium one purchase adds; null for the free plan. */
    durationDays: integer('duration_days'),
    maxLevel: integer('max_level').notNull(),
    competitions: boolean('competitions').notNull(),
    analytics: boolean('analytics').notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    sortOrder: integer('sort_order').default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('plans_tier_check', sql`${t.tier} in ('free', 'premium')`),
    check('plans_price_check', sql`${t.priceKobo} >= 0`),
    check(
      'plans_duration_check',
      sql`(${t.tier} = 'free') = (${t.durationDays} is null) and coalesce(${t.durationDays}, 1) between 1 and 3660`,
    ),
    check('plans_currency_check', sql`${t.currency} = 'NGN'`),
  ],
);

/**
 * A student's premium entitlement: one row per student, extended by purchases and grants, ended
 * by its date (read at query time, so expiry takes effect at once) or by an admin's revoke.
 * A student with no active row is on the free plan.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['premium'] })
      .default('premium')
      .notNull(),
    status: text('status', { enum: ['active', 'revoked'] })
      .default('active')
      .notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).defaultNow().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Our reference of the payment that last extended it (null for grants). */
    providerReference: text('provider_reference'),
    /** The `ends_at` the "ends in 3 days" notice was sent for (one notice per end date). */
    expiryWarnedFor: timestamp('expiry_warned_for', { withTimezone: true }),
    /** The `ends_at` the "has ended" notice was sent for. */
    expiryNotifiedFor: timestamp('expiry_notified_for', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_key').on(t.userId),
    index('subscriptions_ends_idx').on(t.endsAt),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'revoked')`),
  ],
);

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'mismatch'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One checkout: our own unique reference (the key that makes a grant happen once, whoever
 * confirms it first: the callback or the webhook), the price asked, and what Paystack reported.
 * `mismatch` = Paystack says paid, but not the amount or currency we asked: nothing is granted and
 * the admin payments list shows it.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** What we asked for, copied from the plan at checkout (a later price change does not move it). */
    amountKobo: integer('amount_kobo').notNull(),
    currency: text('currency').default('NGN').notNull(),
    days: integer('days').notNull(),
    provider: text('provider').default('paystack').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).default('pending').notNull(),
    authorizationUrl: text('authorization_url'),
    /** What Paystack reported (verify or webhook): its status, the amount and currency paid. */
    providerStatus: text('provider_status'),
    paidAmountKobo: integer('paid_amount_kobo'),
    paidCurrency: text('paid_currency'),
    channel: text('channel'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The premium end this payment produced (success only): the receipt's "valid until". */
    grantedUntil: timestamp('granted_until', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'success', 'failed', 'mismatch')`,
    ),
    check('payments_amount_check', sql`${t.amountKobo} > 0 and ${t.days} > 0`),
  ],
);

/** Every premium grant and revoke by an admin (or an operator's CLI): who, why, before, after. */
export const subscriptionAudit = pgTable(
  'subscription_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The admin who acted; null for the operator CLI (`source` = 'cli'). */
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['admin', 'cli'] }).notNull(),
    action: text('action', { enum: ['grant', 'revoke'] }).notNull(),
    days: integer('days'),
    reason: text('reason').notNull(),
    endsAtBefore: timestamp('ends_at_before', { withTimezone: true }),
    endsAtAfter: timestamp('ends_at_after', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_audit_user_created_idx').on(t.userId, t.createdAt),
    check('subscription_audit_action_check', sql`${t.action} in ('grant', 'revoke')`),
    check('subscription_audit_source_check', sql`${t.source} in ('admin', 'cli')`),
  ],
);
