import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { QuestionInput } from '../../../domain/question-rules';

/**
 * The syllabus topic a question belongs to: the chosen topicId (which must be a topic of the same
 * exam type and subject), else the topic of that exam/subject whose name matches the question's
 * topic text ignoring case, else none.
 */
export async function resolveTopicId(
  tx: Tx,
  q: Pick<QuestionInput, 'examType' | 'subject' | 'topic' | 'topicId'>,
): Promise<string | null> {
  const sameSubject = and(
    eq(syllabusTopics.examType, q.examType),
    eq(syllabusTopics.subject, q.subject),
  );
  if (q.topicId) {
    const [topic] = await tx
      .select({ id: syllabusTopics.id })
      .from(syllabusTopics)
      .where(and(sameSubject, eq(syllabusTopics.id, q.topicId)));
    if (!topic)
      throw new AppError('VALIDATION_FAILED', ADMIN_MESSAGES.unknownTopic, {
        topicId: ADMIN_MESSAGES.unknownTopic,
      });
    return topic.id;
  }
  const [match] = await tx
    .select({ id: syllabusTopics.id })
    .from(syllabusTopics)
    .where(and(sameSubject, sql`lower(${syllabusTopics.topicName}) = lower(${q.topic})`))
    .limit(1);
  return match?.id ?? null;
}

/** The columns the question form sets (create and edit alike). */
export const questionFields = (q: QuestionInput, topicId: string | null) => ({
  examType: q.examType,
  subject: q.subject,
  level: q.level,
  topic: q.topic,
  topicId,
  difficulty: q.difficulty,
  questionText: q.questionText,
  options: q.options,
  correctAnswer: q.correctAnswer,
  explanation: q.explanation,
});
