import * as z from 'zod/mini';
import { examShortName, subjectDisplayName, toExamCode } from './catalogue';
import { QUESTION_MESSAGES, examTypeField, levelField, subjectField } from './question-rules';
import { hasNulDeep, noNul, nulMessage, trimmedText } from './text-rules';
import { coercedIntBetween, intBetween } from './number-rules';
import { REVIEW_FLAGS } from './generation-flags';
import { TOPIC_WEIGHT_MAX } from './topic-weights';

/**
 * Admin forms and filters (admin-and-public §2, §5, §9): one schema per form, shared by the API
 * (authoritative) and the admin screens. Exam types and subjects accept any alias and come out as
 * canonical codes.
 */
export const ADMIN_MESSAGES = {
  settingQuestions: 'Questions must be between 1 and 100',
  settingTimer: 'Timer minutes must be between 1 and 300',
  blueprintQuestions: 'Questions must be at least 1',
  blueprintTime: 'Time must be at least 1 minute',
  topicWeight: `Each topic weight must be a whole number from 0 to ${TOPIC_WEIGHT_MAX}`,
  topicWeightsNone:
    'Give at least one topic a weight above 0, or leave the weights blank to weigh every topic the same',
  topicWeightsUnknown: (examType: string, subject: string, names: readonly string[]) =>
    `Not a syllabus topic of ${examShortName(examType)} ${subjectDisplayName(subject)}: ${names.join(', ')}. Weigh the topics listed on the Topics tab.`,
  topicName: 'Topic name is required',
  topicNameTooLong: 'Topic name must be at most 200 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  page: 'Page must be a whole number from 1',
  pageSize: 'Page size must be between 1 and 100',
  status: 'Status must be all, active, pending or inactive',
  flags: `Flags must be all, flagged, unflagged or one flag: ${REVIEW_FLAGS.join(', ')}`,
  boolean: 'Must be true or false',
  duplicateSetting: (examType: string, subject: string, level: number) =>
    `A setting for ${examShortName(examType)} ${subjectDisplayName(subject)} level ${level} already exists.`,
  duplicateBlueprint: (examType: string, subject: string) =>
    `A blueprint for ${examShortName(examType)} ${subjectDisplayName(subject)} already exists.`,
  duplicateTopic: (examType: string, subject: string, name: string) =>
    `The topic "${name}" already exists for ${examShortName(examType)} ${subjectDisplayName(subject)}.`,
  notPending: 'Only a question pending review can be approved.',
  toggleWhilePending: 'Approve this question before activating or deactivating it.',
  unknownTopic: 'Choose a syllabus topic of this exam type and subject.',
} as const;

export const SETTING_DEFAULTS = {
  questionsPerLevel: 20,
  timerMinutes: 15,
  shuffleQuestions: true,
  isActive: true,
} as const;
export const BLUEPRINT_DEFAULTS = { totalQuestionsRealExam: 40, totalTimeRealExam: 40 } as const;
export const MANAGE_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** The Review tab lists at most this many pending questions by default (newest first). */
export const PENDING_LIMIT = 200;
export const MAX_PENDING_LIMIT = 1000;

const bool = z.boolean(ADMIN_MESSAGES.boolean);

/** Exam filter: any exam of the catalogue, by any alias, case-insensitive. */
export const examFilterField = z.pipe(
  z.string(QUESTION_MESSAGES.examType),
  z.transform((v, ctx) => {
    const code = toExamCode(v);
    if (!code) ctx.issues.push({ code: 'custom', message: QUESTION_MESSAGES.examType, input: v });
    return code ?? '';
  }),
);

// ── Exam settings ────────────────────────────────────────────────────────────────────────────
const settingQuestions = intBetween(1, 100, ADMIN_MESSAGES.settingQuestions);
const settingTimer = intBetween(1, 300, ADMIN_MESSAGES.settingTimer);

export const examSettingCreateSchema = z.object({
  examType: examTypeField,
  subject: subjectField,
  level: levelField,
  questionsPerLevel: z._default(settingQuestions, SETTING_DEFAULTS.questionsPerLevel),
  timerMinutes: z._default(settingTimer, SETTING_DEFAULTS.timerMinutes),
  shuffleQuestions: z._default(bool, SETTING_DEFAULTS.shuffleQuestions),
  isActive: z._default(bool, SETTING_DEFAULTS.isActive),
});
export type ExamSettingCreate = z.output<typeof examSettingCreateSchema>;

/** A setting's level is fixed once made: an edit changes only these, each optional. */
export const examSettingPatchSchema = z.partial(
  z.object({
    questionsPerLevel: settingQuestions,
    timerMinutes: settingTimer,
    shuffleQuestions: bool,
    isActive: bool,
  }),
);
export type ExamSettingPatch = z.output<typeof examSettingPatchSchema>;

// ── Blueprints ───────────────────────────────────────────────────────────────────────────────
const blueprintQuestions = intBetween(1, 1000, ADMIN_MESSAGES.blueprintQuestions);
const blueprintTime = intBetween(1, 1440, ADMIN_MESSAGES.blueprintTime);
const perLevelOverride = z.nullable(
  z
    .record(z.string(), z.unknown())
    .check(z.refine((v) => !hasNulDeep(v), nulMessage('Per-level override'))),
);

/**
 * Topic weights (issue 23): syllabus topic name → whole number 0–100, relative to each other, at
 * least one above 0; null weighs every topic the same. That the names are the exam and subject's
 * syllabus topics is checked against the database by the service.
 */
const topicWeights = z.nullable(
  z
    .record(
      z.string().check(z.minLength(1, ADMIN_MESSAGES.topicName), noNul('Topic name')),
      intBetween(0, TOPIC_WEIGHT_MAX, ADMIN_MESSAGES.topicWeight),
    )
    .check(z.refine((w) => Object.values(w).some((v) => v > 0), ADMIN_MESSAGES.topicWeightsNone)),
);

const blueprintFields = {
  examType: examTypeField,
  subject: subjectField,
  totalQuestionsRealExam: blueprintQuestions,
  totalTimeRealExam: blueprintTime,
  perLevelOverride,
  topicWeights,
};

export const blueprintCreateSchema = z.object({
  ...blueprintFields,
  totalQuestionsRealExam: z._default(blueprintQuestions, BLUEPRINT_DEFAULTS.totalQuestionsRealExam),
  totalTimeRealExam: z._default(blueprintTime, BLUEPRINT_DEFAULTS.totalTimeRealExam),
  perLevelOverride: z._default(perLevelOverride, null),
  topicWeights: z._default(topicWeights, null),
});
export type BlueprintCreate = z.output<typeof blueprintCreateSchema>;

export const blueprintPatchSchema = z.partial(z.object(blueprintFields));
export type BlueprintPatch = z.output<typeof blueprintPatchSchema>;

// ── Syllabus topics ──────────────────────────────────────────────────────────────────────────
const topicName = trimmedText('Topic name', {
  required: ADMIN_MESSAGES.topicName,
  tooLong: ADMIN_MESSAGES.topicNameTooLong,
  max: 200,
});
/** Blank descriptions are stored as null. */
const description = z.pipe(
  z.nullable(
    z
      .string()
      .check(z.trim(), z.maxLength(2000, ADMIN_MESSAGES.descriptionTooLong), noNul('Description')),
  ),
  z.transform((v) => (v ? v : null)),
);

const topicFields = { examType: examTypeField, subject: subjectField, topicName, description };

export const topicCreateSchema = z.object({
  ...topicFields,
  description: z._default(description, null),
});
export type TopicCreate = z.output<typeof topicCreateSchema>;

export const topicPatchSchema = z.partial(z.object(topicFields));
export type TopicPatch = z.output<typeof topicPatchSchema>;

export const topicFilterSchema = z.object({
  examType: z.optional(examFilterField),
  subject: z.optional(subjectField),
});

// ── Questions (Manage, Review) ───────────────────────────────────────────────────────────────
export const QUESTION_STATUS_FILTERS = ['all', 'active', 'pending', 'inactive'] as const;
export type QuestionStatusFilter = (typeof QUESTION_STATUS_FILTERS)[number];

/** The Manage tab's filter: exam type and subject required, level optional (all levels). */
export const questionFilterSchema = z.object({
  examType: examFilterField,
  subject: subjectField,
  level: z.optional(levelField),
});
export type QuestionFilter = z.output<typeof questionFilterSchema>;

export const questionListQuerySchema = z.object({
  ...questionFilterSchema.shape,
  /**
   * `bank` (default): the questions filed under the exam (what an upload replaces); `served`:
   * every question the exam serves, wherever it is filed (issue 20: one question, several exams).
   */
  scope: z._default(z.enum(['bank', 'served']), 'bank'),
  status: z._default(z.enum(QUESTION_STATUS_FILTERS, ADMIN_MESSAGES.status), 'all'),
  page: z._default(
    z.coerce
      .number(ADMIN_MESSAGES.page)
      .check(z.int(ADMIN_MESSAGES.page), z.gte(1, ADMIN_MESSAGES.page)),
    1,
  ),
  pageSize: z._default(
    coercedIntBetween(1, MAX_PAGE_SIZE, ADMIN_MESSAGES.pageSize),
    MANAGE_PAGE_SIZE,
  ),
});
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

/** The Topics tab's list: one page at a time, as Manage pages its questions. */
export const topicPageQuerySchema = z.object({
  ...topicFilterSchema.shape,
  page: questionListQuerySchema.shape.page,
  pageSize: questionListQuerySchema.shape.pageSize,
});
export type TopicPageQuery = z.output<typeof topicPageQuerySchema>;

/**
 * Review's flag filter: all, flagged (any flag), unflagged (no check doubts it), or one flag kind.
 * A question no blind check answered carries the derived BLIND_CHECK_MISSING flag, so it is flagged.
 */
export const REVIEW_FLAG_FILTERS = ['all', 'flagged', 'unflagged', ...REVIEW_FLAGS] as const;
export type ReviewFlagFilter = (typeof REVIEW_FLAG_FILTERS)[number];

export const pendingQuerySchema = z.object({
  examType: z.optional(examFilterField),
  flags: z._default(z.enum(REVIEW_FLAG_FILTERS, ADMIN_MESSAGES.flags), 'all'),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PENDING_LIMIT)),
    PENDING_LIMIT,
  ),
});

export const activeToggleSchema = z.object({ isActive: bool });

/** Download name of a Manage export, e.g. `jamb-mathematics-level-7.csv`. */
export function exportFileName(filter: {
  examType: string;
  subject: string;
  level?: number | undefined;
}): string {
  const scope = filter.level === undefined ? 'all-levels' : `level-${filter.level}`;
  return `${filter.examType}-${filter.subject}-${scope}.csv`.replace(/[^a-z0-9.-]/gi, '-');
}

// ── Question generation (issue 13) ───────────────────────────────────────────────────────────
/** Single generation: exam, subject, level, question count and time limit (admin §3). */
export const generationRequestSchema = z.object({
  examType: examTypeField,
  subject: subjectField,
  level: levelField,
  questionCount: intBetween(1, 40, 'Questions must be between 1 and 40'),
  timeLimitMinutes: intBetween(1, 300, ADMIN_MESSAGES.settingTimer),
});
export type GenerationRequest = z.output<typeof generationRequestSchema>;

/** The level whose blueprint-scaled defaults the form asks for. */
export const generationDefaultsQuerySchema = z.object({
  examType: examTypeField,
  subject: subjectField,
  level: levelField,
});

/** Approve every pending question the generation checks did not flag, in one exam or all. */
export const approveUnflaggedSchema = z.object({ examType: z.optional(examFilterField) });
