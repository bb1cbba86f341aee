import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import type { OptionKey } from '../../../domain/questions';

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['draft', 'upcoming', 'active', 'completed', 'cancelled'] })
      .default('draft')
      .notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    durationMinutes: integer('duration_minutes').default(60).notNull(),
    maxParticipants: integer('max_participants'),
    /**
     * Money is integer kobo (issue 11). No fee can be paid yet: the form refuses a fee above 0 and
     * registration refuses a competition that has one (ADR 0023, amended by issue 21).
     */
    entryFeeKobo: integer('entry_fee_kobo').default(0).notNull(),
    /** The spec's default prize pool of 100 read as ₦100. */
    prizePoolKobo: integer('prize_pool_kobo').default(10000).notNull(),
    /** The lowest score (percent) that wins a prize; null: any score in the top places does. */
    prizeMinScore: integer('prize_min_score'),
    questionIds: jsonb('question_ids').$type<string[]>().default([]).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Set when it stops taking entries: its end time (the sweep) or an admin's Complete/Cancel. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set once no entry is open any more: ranks are final and answers may be shown. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
    /** Set once every registration has had its results notice (the sweep stops looking). */
    resultsNotifiedAt: timestamp('results_notified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('competitions_status_start_idx').on(t.status, t.startTime),
    check('competitions_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('competitions_duration_check', sql`${t.durationMinutes} >= 1`),
    check('competitions_money_check', sql`${t.entryFeeKobo} >= 0 and ${t.prizePoolKobo} >= 0`),
    check(
      'competitions_prize_min_score_check',
      sql`${t.prizeMinScore} is null or ${t.prizeMinScore} between 0 and 100`,
    ),
    check(
      'competitions_status_check',
      sql`${t.status} in ('draft', 'upcoming', 'active', 'completed', 'cancelled')`,
    ),
  ],
);

export const competitionParticipants = pgTable(
  'competition_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Registration time; the spec overwrites it on submit, we keep it and add startedAt/submittedAt. */
    participatedAt: timestamp('participated_at', { withTimezone: true }).defaultNow().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: integer('score'),
    timeTaken: integer('time_taken'),
    answers: jsonb('answers').$type<Record<string, OptionKey>>(),
    /** Times the page was hidden during the entry (shown to admins; it fails no one). */
    tabSwitches: integer('tab_switches').default(0).notNull(),
    /** The "starting within the hour" notice was written (once per registration). */
    startNotifiedAt: timestamp('start_notified_at', { withTimezone: true }),
    /** The results notice was written (once per registration). */
    resultNotifiedAt: timestamp('result_notified_at', { withTimezone: true }),
  },
  (t) => [
    unique('competition_participants_competition_user_key').on(t.competitionId, t.userId),
    index('competition_participants_rank_idx').on(t.competitionId, t.score, t.timeTaken),
    index('competition_participants_user_idx').on(t.userId),
  ],
);
