import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questions, syllabusTopics } from '../../db/schema';
import type { QuestionFilter, QuestionStatusFilter } from '../../../domain/admin-rules';
import { BLIND_CHECK_MISSING } from '../../../domain/generation-flags';
import { AppError } from '../../lib/errors';
import { adminPassageSql } from './question-passage';
import { adminImageSql } from './question-image';
import type { AdminQuestionDto } from '../admin/types';

/**
 * The generation checks' flags of an AI question (ADR 0024), [] for every other: the stored flags,
 * plus BLIND_CHECK_MISSING when no blind answer checked it (`blindCheck` other than 'done'; a
 * question stored before `blindCheck` existed, or not by generation, has none and is not flagged).
 * Review's filters and "Approve all unflagged" read this one expression, so they agree.
 */
const storedFlags = sql`coalesce(${questions.aiMetadata}->'flags', '[]'::jsonb)`;
const blindCheckMissing = sql`case when coalesce(${questions.aiMetadata}->>'blindCheck', 'done') <> 'done'
  then jsonb_build_array(${BLIND_CHECK_MISSING}::text) else '[]'::jsonb end`;
export const questionFlagsSql = sql<string[]>`(${storedFlags} || ${blindCheckMissing})`;

/** The columns of an AdminQuestionDto; select them from questions left-joined to syllabus_topic. */
export const adminQuestionColumns = {
  id: questions.id,
  examType: questions.examType,
  /** The exams it serves (issue 20), its own first in catalogue order. */
  exams: questions.exams,
  subject: questions.subject,
  level: questions.level,
  topic: questions.topic,
  topicId: questions.topicId,
  topicName: syllabusTopics.topicName,
  difficulty: questions.difficulty,
  questionText: questions.questionText,
  options: questions.options,
  correctAnswer: questions.correctAnswer,
  explanation: questions.explanation,
  source: questions.source,
  flags: questionFlagsSql,
  /** Its comprehension or cloze passage (issue 14), or null. */
  passage: adminPassageSql,
  /** Its diagram (issue 14 item 2), or null. */
  image: adminImageSql,
  isActive: questions.isActive,
  pendingReview: questions.pendingReview,
  createdAt: questions.createdAt,
};

/** Questions with their topic's name; add `.where(…)`, ordering and paging. */
export const selectAdminQuestions = (tx: Tx) =>
  tx
    .select(adminQuestionColumns)
    .from(questions)
    .leftJoin(syllabusTopics, eq(questions.topicId, syllabusTopics.id));

type Row = Awaited<ReturnType<typeof selectAdminQuestions>>[number];

export const toAdminQuestionDto = (r: Row): AdminQuestionDto => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** One question as the admin screens show it, or null. */
export async function getAdminQuestion(tx: Tx, id: string): Promise<AdminQuestionDto | null> {
  const [row] = await selectAdminQuestions(tx).where(eq(questions.id, id));
  return row ? toAdminQuestionDto(row) : null;
}

/** True when a question with that id exists (to tell a CONFLICT from a NOT_FOUND). */
export async function questionExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, id));
  return Boolean(row);
}

export const questionNotFound = () => new AppError('NOT_FOUND', 'No such question.');

/**
 * The Manage filter: exam type, subject and (optionally) level; the exam is the bank the questions
 * are filed under, or with scope `served` every question the exam serves (issue 20).
 */
export function filterCondition(f: QuestionFilter & { scope?: 'bank' | 'served' }): SQL {
  return and(
    f.scope === 'served'
      ? sql`${f.examType}::text = any(${questions.exams})`
      : eq(questions.examType, f.examType),
    eq(questions.subject, f.subject),
    f.level === undefined ? undefined : eq(questions.level, f.level),
  )!;
}

/** Active = live in the quiz; pending = awaiting review (whatever is_active says); inactive = switched off. */
export function statusCondition(status: QuestionStatusFilter): SQL | undefined {
  switch (status) {
    case 'active':
      return and(eq(questions.isActive, true), eq(questions.pendingReview, false));
    case 'pending':
      return eq(questions.pendingReview, true);
    case 'inactive':
      return and(eq(questions.isActive, false), eq(questions.pendingReview, false));
    default:
      return undefined;
  }
}

export const totalsColumns = {
  active:
    sql<number>`count(*) filter (where ${questions.isActive} and not ${questions.pendingReview})`.mapWith(
      Number,
    ),
  pending: sql<number>`count(*) filter (where ${questions.pendingReview})`.mapWith(Number),
  inactive:
    sql<number>`count(*) filter (where not ${questions.isActive} and not ${questions.pendingReview})`.mapWith(
      Number,
    ),
};
