import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mails written instead of sent when no SMTP server is configured (local use and tests). */
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
  },
  (t) => [index('email_outbox_to_created_idx').on(t.to, t.createdAt)],
);
