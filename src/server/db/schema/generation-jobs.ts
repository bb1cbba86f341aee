import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { user } from './auth';
import { JOB_STATUSES, SET_STATUSES } from '../../../domain/generation-jobs';

/**
 * A bulk generation job (issue 13 item 4, ADR 0027): its settings, its counters, and the clock
 * its model requests are spaced by. Every server process works on it by claiming its sets.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status', { enum: JOB_STATUSES }).default('running').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    concurrency: integer('concurrency').notNull(),
    requestsPerMinute: integer('requests_per_minute').notNull(),
    tokenBudget: bigint('token_budget', { mode: 'number' }).notNull(),
    tokensUsed: bigint('tokens_used', { mode: 'number' }).default(0).notNull(),
    questionsCreated: integer('questions_created').default(0).notNull(),
    setsTotal: integer('sets_total').notNull(),
    /** The earliest time the next model request may start (the request rate, and 429 backoff). */
    nextCallAt: timestamp('next_call_at', { withTimezone: true }).defaultNow().notNull(),
    /** Why a job stopped early (the token budget), or null. */
    stopReason: text('stop_reason'),
    createdAt: createdAt(),
    /** When the job last began or resumed running: the time-left estimate counts from here. */
    resumedAt: timestamp('resumed_at', { withTimezone: true }).defaultNow().notNull(),
    /** Sets finished when the job last resumed (the estimate's pace counts only later ones). */
    finishedAtResume: integer('finished_at_resume').default(0).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One job holds work at a time.
    uniqueIndex('generation_jobs_one_active_idx')
      .on(sql`(true)`)
      .where(sql`${t.status} in ('running', 'paused')`),
    index('generation_jobs_created_idx').on(t.createdAt),
    check(
      'generation_jobs_status_check',
      sql`${t.status} in ('running', 'paused', 'cancelled', 'completed', 'stopped')`,
    ),
  ],
);

/**
 * One exam/subject/level set of a job. A process claims a pending set (FOR UPDATE SKIP LOCKED)
 * under a claim token and a lease it renews while the model works; only the holder of a live
 * claim may store the set's questions, so no set is stored twice.
 */
export const generationJobSets = pgTable(
  'generation_job_sets',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => generationJobs.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    /** The job's order of work. */
    position: integer('position').notNull(),
    questionCount: integer('question_count').notNull(),
    timeLimitMinutes: integer('time_limit_minutes').notNull(),
    status: text('status', { enum: SET_STATUSES }).default('pending').notNull(),
    attempts: integer('attempts').default(0).notNull(),
    claimToken: uuid('claim_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A set whose call failed retryably waits until then. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    created: integer('created').default(0).notNull(),
    flagged: integer('flagged').default(0).notNull(),
    dropped: integer('dropped').default(0).notNull(),
    tokens: integer('tokens').default(0).notNull(),
    /** Why the set failed, or why it was skipped. */
    message: text('message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.examType, t.subject, t.level] }),
    index('generation_job_sets_claim_idx').on(t.jobId, t.status, t.position),
    index('generation_job_sets_finished_idx').on(t.jobId, t.finishedAt),
    check(
      'generation_job_sets_status_check',
      sql`${t.status} in ('pending', 'running', 'done', 'skipped', 'failed', 'cancelled')`,
    ),
  ],
);
