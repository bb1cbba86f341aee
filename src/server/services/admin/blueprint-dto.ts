import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { examBlueprints, syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import { matchTopicWeights, type TopicWeights } from '../../../domain/topic-weights';
import type { BlueprintDto } from './types';

type Row = typeof examBlueprints.$inferSelect;

/** A blueprint with its exam × subject's syllabus topic names (what its weights may name). */
export const toBlueprintDto = (r: Row, topics: string[]): BlueprintDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  totalQuestionsRealExam: r.totalQuestionsRealExam,
  totalTimeRealExam: r.totalTimeRealExam,
  perLevelOverride: r.perLevelOverride ?? null,
  topicWeights: r.topicWeights ?? null,
  topics,
});

export const blueprintNotFound = () => new AppError('NOT_FOUND', 'No such blueprint.');

const t = syllabusTopics;

/** The syllabus topic names of one exam and subject, in name order. */
export async function syllabusTopicNames(
  db: Tx,
  pair: { examType: string; subject: string },
): Promise<string[]> {
  const rows = await db
    .select({ name: t.topicName })
    .from(t)
    .where(and(eq(t.examType, pair.examType), eq(t.subject, pair.subject)))
    .orderBy(asc(t.topicName));
  return rows.map((r) => r.name);
}

export const pairKey = (p: { examType: string; subject: string }) =>
  `${p.examType}\u0000${p.subject}`;

/** Every exam × subject's syllabus topic names, in name order, by `pairKey`. */
export async function syllabusTopicsByPair(db: Tx): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ examType: t.examType, subject: t.subject, name: t.topicName })
    .from(t)
    .orderBy(asc(t.topicName));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(pairKey(r), [...(out.get(pairKey(r)) ?? []), r.name]);
  return out;
}

/**
 * Weights keyed by the syllabus's own spelling of each topic, or 400 VALIDATION_FAILED (details
 * `topicWeights`) naming every key that is not a topic of this exam and subject.
 */
export function checkedTopicWeights(
  weights: TopicWeights | null,
  topics: readonly string[],
  pair: { examType: string; subject: string },
): TopicWeights | null {
  if (!weights) return null;
  const match = matchTopicWeights(weights, topics);
  if (match.ok) return match.weights;
  const message = ADMIN_MESSAGES.topicWeightsUnknown(pair.examType, pair.subject, match.unknown);
  throw new AppError('VALIDATION_FAILED', message, { topicWeights: message });
}
