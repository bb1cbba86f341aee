import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import type { OptionKey, OptionMap } from '../../../domain/questions';

/** Per exam/subject/level quiz configuration (spec: exam_settings). Codes are canonical. */
export const examSettings = pgTable(
  'exam_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    questionsPerLevel: integer('questions_per_level').default(20).notNull(),
    timerMinutes: integer('timer_minutes').default(15).notNull(),
    shuffleQuestions: boolean('shuffle_questions').default(true).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('exam_settings_exam_subject_level_key').on(t.examType, t.subject, t.level),
    check('exam_settings_level_check', sql`${t.level} between 1 and 50`),
    check('exam_settings_questions_check', sql`${t.questionsPerLevel} between 1 and 100`),
    check('exam_settings_timer_check', sql`${t.timerMinutes} between 1 and 300`),
  ],
);

/** Syllabus topics (spec: syllabus_topic), unique per exam type + subject + name. */
export const syllabusTopics = pgTable(
  'syllabus_topic',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    topicName: text('topic_name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [
    unique('syllabus_topic_exam_subject_name_key').on(t.examType, t.subject, t.topicName),
    // Names are unique ignoring case too ("Algebra" and "algebra" are one topic).
    uniqueIndex('syllabus_topic_exam_subject_lower_name_key').on(
      t.examType,
      t.subject,
      sql`lower(${t.topicName})`,
    ),
  ],
);

/**
 * Real-exam sizes used to scale levels (spec: exam_blueprint), and each exam × subject's mock paper
 * (issue 23): its question count, minutes and topic weights.
 */
export const examBlueprints = pgTable(
  'exam_blueprint',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    totalQuestionsRealExam: integer('total_questions_real_exam').default(40).notNull(),
    totalTimeRealExam: integer('total_time_real_exam').default(40).notNull(),
    perLevelOverride: jsonb('per_level_override').$type<Record<string, unknown>>(),
    /**
     * A mock paper's spread over the syllabus topics (issue 23): topic name → relative weight;
     * null weighs every topic the same (`domain/mock-exams` drawSection).
     */
    topicWeights: jsonb('topic_weights').$type<Record<string, number>>(),
    ...timestamps(),
  },
  (t) => [
    unique('exam_blueprint_exam_subject_key').on(t.examType, t.subject),
    check('exam_blueprint_questions_check', sql`${t.totalQuestionsRealExam} >= 1`),
    check('exam_blueprint_time_check', sql`${t.totalTimeRealExam} >= 1`),
  ],
);

/**
 * A comprehension or cloze passage shared by several questions of one exam and subject (issue
 * 14). Uploads find it by `content_hash` (of its title and text): re-uploading a level keeps one
 * row per passage. Passages no question uses are deleted by the upload that left them.
 */
export const passages = pgTable(
  'passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    source: text('source'),
    contentHash: text('content_hash').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('passages_content_key').on(t.examType, t.subject, t.contentHash)],
);

/** Raw bytes (PostgreSQL bytea), as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Question diagrams (issue 14 item 2, ADR 0029): one WebP each, named by the hash of its bytes, so
 * the same picture is stored once however many questions show it and its URL never changes.
 * A diagram no question uses is deleted a day after it was stored (an admin's form may still
 * hold it), by the next upload.
 */
export const questionImages = pgTable(
  'question_images',
  {
    id: text('id').primaryKey(),
    data: bytea('data').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamps().createdAt,
  },
  (t) => [check('question_images_bytes_check', sql`${t.bytes} <= 30720`)],
);

/**
 * The question bank: one table for the student spec's `question` and the admin spec's
 * `questions`, with the admin record's fields.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The bank it belongs to: the exam it was uploaded or written under (uploads replace by it). */
    examType: text('exam_type').notNull(),
    /**
     * The exams that may serve it (issue 20, ADR 0030), the bank's own among them: one row however
     * many exams ask it. Empty on insert means just `exam_type` (a trigger fills it in).
     */
    exams: text('exams')
      .array()
      .default(sql`'{}'::text[]`)
      .notNull(),
    subject: text('subject').notNull(),
    topic: text('topic'),
    topicId: uuid('topic_id').references(() => syllabusTopics.id, { onDelete: 'set null' }),
    level: integer('level').notNull(),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] })
      .default('medium')
      .notNull(),
    difficultyTier: text('difficulty_tier'),
    questionText: text('question_text').notNull(),
    options: jsonb('options').$type<OptionMap>().notNull(),
    correctAnswer: text('correct_answer').$type<OptionKey>().notNull(),
    explanation: text('explanation'),
    source: text('source').default('admin-upload').notNull(),
    isActive: boolean('is_active').default(true).notNull(),
    pendingReview: boolean('pending_review').default(false).notNull(),
    aiMetadata: jsonb('ai_metadata').$type<Record<string, unknown>>(),
    levelMetadata: jsonb('level_metadata').$type<Record<string, unknown>>(),
    passageId: uuid('passage_id').references(() => passages.id, { onDelete: 'set null' }),
    /** Its diagram (issue 14 item 2), described by `image_alt` for students who cannot see it. */
    imageId: text('image_id').references(() => questionImages.id, { onDelete: 'set null' }),
    imageAlt: text('image_alt'),
    ...timestamps(),
  },
  (t) => [
    index('questions_image_idx').on(t.imageId),
    check(
      'questions_image_alt_check',
      sql`${t.imageId} is null or length(btrim(coalesce(${t.imageAlt}, ''))) > 0`,
    ),
    index('questions_passage_idx').on(t.passageId),
    index('questions_bank_idx').on(t.examType, t.subject, t.level, t.isActive),
    index('questions_served_idx').on(t.subject, t.level),
    // The admin Manage page's order (level, created_at, id) within an exam/subject(/level).
    index('questions_manage_idx').on(t.examType, t.subject, t.level, t.createdAt, t.id),
    index('questions_pending_idx').on(t.pendingReview, t.createdAt),
    index('questions_topic_idx').on(t.topicId),
    check('questions_level_check', sql`${t.level} between 1 and 50`),
    check('questions_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
    check('questions_correct_answer_check', sql`${t.correctAnswer} in ('A', 'B', 'C', 'D')`),
  ],
);

/**
 * A counter per exam/subject/level, raised by triggers (migration 0003) in the same transaction
 * as any insert, update or delete of that level's questions, whoever makes it. Servers cache a
 * level's questions under its version and check the version on every quiz start and submit.
 */
export const questionBankVersions = pgTable(
  'question_bank_versions',
  {
    examType: text('exam_type').notNull(),
    subject: text('subject').notNull(),
    level: integer('level').notNull(),
    version: bigint('version', { mode: 'number' }).default(1).notNull(),
  },
  (t) => [primaryKey({ columns: [t.examType, t.subject, t.level] })],
);

/**
 * An upload in progress on the embedded database, which stores it in slices (ADR 0008): the ids
 * it has inserted and the ids it replaces, so a crash midway is undone (while inserting) or
 * finished (while deleting the old rows) at the next start.
 */
export const uploadJournal = pgTable('upload_journal', {
  id: uuid('id').primaryKey().defaultRandom(),
  examType: text('exam_type').notNull(),
  subject: text('subject').notNull(),
  /** 'inserting' until every new row is stored, then 'deleting' the old ones. */
  phase: text('phase').notNull(),
  insertedIds: uuid('inserted_ids')
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`),
  oldIds: uuid('old_ids').array().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
