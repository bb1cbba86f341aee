import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { sql } from 'drizzle-orm';
import { user } from './auth';
import { DEFAULT_TIME_ZONE } from '../../../domain/constants';

/** One row per account: the student-facing identity (spec: profiles). */
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  fullName: text('full_name').notNull(),
  /** IANA zone used for calendar days (streaks). */
  timeZone: text('time_zone').default(DEFAULT_TIME_ZONE).notNull(),
  /** Set once the dashboard has greeted the user by name (spec: first visit vs "Welcome back"). */
  welcomedAt: timestamp('welcomed_at', { withTimezone: true }),
  /** When the bell was last opened: subject updates up to then are read (issue 10). */
  notificationsSeenAt: timestamp('notifications_seen_at', { withTimezone: true }),
  ...timestamps(),
});

/** Exactly one role per user; student unless granted admin (spec: user_roles). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['student', 'admin'] })
      .default('student')
      .notNull(),
    ...timestamps(),
  },
  (t) => [check('user_roles_role_check', sql`${t.role} in ('student', 'admin')`)],
);
