import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { QuestionInput } from '../../../domain/question-rules';
import { AVAILABLE_EXAM_CODES } from '../../../domain/catalogue';
import { syllabusCheck } from './syllabus-check';

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

/**
 * A question may list an exam only when its topic is in that exam's syllabus for the subject
 * (issue 20): the same rule as uploads and as serving, refused with the field's message.
 */
export async function requireOnSyllabus(
  tx: Tx,
  q: Pick<QuestionInput, 'examType' | 'exams' | 'subject' | 'topic'>,
  topicId: string | null,
) {
  const exams = q.exams?.length ? q.exams : [q.examType];
  const check = await syllabusCheck(tx, q.subject, exams);
  const reason = check({ examType: q.examType, exams, topic: q.topic, topicId });
  if (reason) throw new AppError('VALIDATION_FAILED', reason, { exams: reason });
}

/** The exams, in catalogue order, without repeats. */
const examsInOrder = (exams: string[]) => AVAILABLE_EXAM_CODES.filter((e) => exams.includes(e));

/** The columns the question form sets (create and edit alike). */
export const questionFields = (q: QuestionInput, topicId: string | null) => ({
  ...(q.exams?.length ? { exams: examsInOrder(q.exams) } : {}),
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
