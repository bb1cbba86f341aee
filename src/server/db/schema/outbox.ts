import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * E-mails written instead of sent when no SMTP server is configured (local use and tests), and
 * e-mails queued in a transaction to be sent after it commits (payment receipts, issue 11).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * When it went out (SMTP) or was written to the outbox directory. Null = queued: written in
     * the same transaction as what it reports (a payment receipt) and delivered after the commit.
     */
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('email_outbox_to_created_idx').on(t.to, t.createdAt),
    index('email_outbox_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
