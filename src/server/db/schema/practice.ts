import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { user } from './auth';
import type { OptionKey } from '../../../domain/questions';

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/** Best state per level (spec: user_progress). `score` is a percent 0–100. */
export const userProgress = pgTable(
  'user_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    topic: text('topic'),
    score: integer('score').default(0).notNull(),
    totalQuestions: integer('total_questions').default(0).notNull(),
    timeTaken: integer('time_taken').default(0).notNull(),
    completed: boolean('completed').default(false).notNull(),
    /**
     * Practice quizzes of this level submitted (issue 10): the submit's upsert adds one, so the
     * Scholar rule sums a student's few progress rows instead of counting their attempts.
     */
    attempts: integer('attempts').default(0).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('user_progress_user_exam_subject_level_key').on(
      t.userId,
      t.examType,
      t.subject,
      t.level,
    ),
    index('user_progress_user_updated_idx').on(t.userId, t.updatedAt),
    check('user_progress_score_check', sql`${t.score} between 0 and 100`),
  ],
);

/** The kinds of timed attempt the attempts engine runs. */
export const ATTEMPT_KINDS = ['practice', 'competition', 'mock', 'retry'] as const;

/** Per topic of a submitted attempt: [correct, total] (issue 10; the profile's topic progress). */
export type TopicResults = Record<string, [correct: number, total: number]>;

/**
 * A mock attempt's paper (issue 23): its exam, its sections (subject, its name on the paper,
 * question count) in the order its questions are stored, and the seconds the device counted on
 * each subject's tab (at most the time the server measured; informational, never a score).
 */
export type MockPaper = {
  exam: string;
  sections: { subject: string; name: string; count: number }[];
  seconds: Record<string, number>;
};

/** The questions drawn for one attempt, in the order and option order shown. */
export type AttemptQuestion = { id: string; optionOrder: OptionKey[] };

/**
 * One quiz attempt, opened by the server at start and graded by it (spec: quiz_attempts).
 * `completedAt` is null while the attempt is open.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    /** Which exam engine kind owns the attempt's rules and effects (ADR 0012). */
    kind: text('kind', { enum: ATTEMPT_KINDS }).default('practice').notNull(),
    /** What the attempt is for, in its kind's terms (practice: `exam/subject/level`). */
    target: text('target').notNull(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    questions: jsonb('questions').$type<AttemptQuestion[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, OptionKey>>().default({}).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).defaultNow().notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    score: integer('score'),
    correctAnswers: integer('correct_answers'),
    totalQuestions: integer('total_questions').notNull(),
    timeTaken: integer('time_taken'),
    /** Written at submit: each topic's correct and total answers (the profile's topic charts). */
    topicResults: jsonb('topic_results').$type<TopicResults>(),
    /**
     * Written at submit: per question in the order shown, '1' answered wrong or left unanswered,
     * '0' right (domain/mistakes encodeMissed; retry my mistakes reads it).
     */
    missed: text('missed'),
    /** A mock exam's paper (issue 23): its sections in order and the device's time per subject. */
    paper: jsonb('paper').$type<MockPaper>(),
    ...timestamps(),
  },
  (t) => [
    index('quiz_attempts_user_completed_idx').on(t.userId, t.completedAt),
    index('quiz_attempts_user_level_idx').on(t.userId, t.examType, t.subject, t.level),
    // Item statistics (issue 13): an exam/subject's latest closed attempts, newest first.
    index('quiz_attempts_item_stats_idx')
      .on(t.examType, t.subject, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    // A student's mocks by start (issue 23): the weekly allowance, the last papers to avoid, the
    // history. Mocks only, so it stays small and costs practice's hot writes nothing.
    index('quiz_attempts_user_mock_idx')
      .on(t.userId, t.startedAt)
      .where(sql`${t.kind} = 'mock'`),
    // At most one open attempt per owner, kind and target: two starts at once cannot open two.
    uniqueIndex('quiz_attempts_one_open_idx')
      .on(t.userId, t.kind, t.target)
      .where(sql`${t.completedAt} is null`),
    // One competition entry per student, ever (ADR 0023): the open index alone would allow a
    // second entry once the first was submitted.
    uniqueIndex('quiz_attempts_one_competition_entry_idx')
      .on(t.userId, t.target)
      .where(sql`${t.kind} = 'competition'`),
    check(
      'quiz_attempts_kind_check',
      sql`${t.kind} in ('practice', 'competition', 'mock', 'retry')`,
    ),
  ],
);

/** Earned achievements (spec: achievements); `code` identifies the rule that awarded it. */
export const achievements = pgTable(
  'achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    code: text('code').notNull(),
    achievementType: text('achievement_type').default('common').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    icon: text('icon'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    unique('achievements_user_code_key').on(t.userId, t.code),
    index('achievements_user_earned_idx').on(t.userId, t.earnedAt),
  ],
);

/**
 * What a notification is about; 'subscription': premium ending soon or ended (issue 11);
 * 'question': a question the student reported was fixed (issue 13).
 */
export const NOTIFICATION_TYPES = [
  'competition',
  'level',
  'achievement',
  'subject',
  'subscription',
  'question',
] as const;

/** In-app notifications shown under the header bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check(
      'notifications_type_check',
      sql`${t.type} in ('competition', 'level', 'achievement', 'subject', 'subscription', 'question')`,
    ),
  ],
);

/**
 * New questions published in a subject (issue 10): one row per subject per publishing statement
 * (upload, manual entry, approval, re-activation), written by a trigger on `questions`. Students
 * who practise the subject see it under the bell, read at query time: publishing never writes
 * one row per student.
 */
export const subjectUpdates = pgTable(
  'subject_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    questionCount: integer('question_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subject_updates_subject_created_idx').on(t.examType, t.subject, t.createdAt)],
);
