import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { questions, syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { QuestionInput } from '../../../domain/question-rules';
import type { AdminQuestionDto } from '../admin/types';
import { getAdminQuestion } from './question-dto';
import { orderedId } from './ordered-id';

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

const fields = (q: QuestionInput, topicId: string | null) => ({
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

/** Manual entry: stored live (active, not pending) at the level chosen. */
export async function createQuestion({
  db,
  input,
}: {
  db: Db;
  input: QuestionInput;
}): Promise<AdminQuestionDto> {
  return db.transaction(async (tx) => {
    const topicId = await resolveTopicId(tx, input);
    const [row] = await tx
      .insert(questions)
      .values({
        id: orderedId(),
        ...fields(input, topicId),
        source: 'admin-upload',
        isActive: true,
        pendingReview: false,
      })
      .returning({ id: questions.id });
    return (await getAdminQuestion(tx, row!.id))!;
  });
}

/** Edit in place (Manage and Review): every field of the form; status and source are kept. */
export async function updateQuestion({
  db,
  input,
}: {
  db: Db;
  input: { id: string; question: QuestionInput };
}): Promise<AdminQuestionDto> {
  return db.transaction(async (tx) => {
    const topicId = await resolveTopicId(tx, input.question);
    const [row] = await tx
      .update(questions)
      .set(fields(input.question, topicId))
      .where(eq(questions.id, input.id))
      .returning({ id: questions.id });
    if (!row) throw new AppError('NOT_FOUND', 'No such question.');
    return (await getAdminQuestion(tx, row.id))!;
  });
}
