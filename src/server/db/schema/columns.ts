import { timestamp } from 'drizzle-orm/pg-core';

/** created_at, set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).defaultNow().notNull();

/** created_at and updated_at (refreshed by Drizzle on every update). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull(),
});
