import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { syllabusTopics } from '../../db/schema';
import { examShortName, subjectDisplayName } from '../../../domain/catalogue';

/** Why a question cannot serve one of its exams, or null (issue 20, ADR 0030). */
export type SyllabusCheck = (draft: {
  topic: string;
  exams?: string[];
  examType: string;
  /** The syllabus topic it is linked to, if any (counts for that topic's exam). */
  topicId?: string | null;
}) => string | null;

export const offSyllabusMessage = (topic: string, exam: string, subject: string) =>
  `Topic "${topic}" is not in the ${examShortName(exam)} syllabus for ${subjectDisplayName(subject)}`;

/**
 * The check of one subject: a question may list an exam only when its topic is in that exam's
 * syllabus for the subject (an exam without syllabus topics for the subject accepts any topic),
 * the same rule `servedTo` applies when serving.
 */
export async function syllabusCheck(
  db: Db | Tx,
  subject: string,
  exams: string[],
): Promise<SyllabusCheck> {
  const rows = exams.length
    ? await db
        .select({
          id: syllabusTopics.id,
          examType: syllabusTopics.examType,
          name: syllabusTopics.topicName,
        })
        .from(syllabusTopics)
        .where(and(eq(syllabusTopics.subject, subject), inArray(syllabusTopics.examType, exams)))
    : [];
  const topics = new Map<string, Set<string>>();
  for (const r of rows) {
    let set = topics.get(r.examType);
    if (!set) topics.set(r.examType, (set = new Set()));
    set.add(r.name.toLowerCase());
    set.add(`#${r.id}`);
  }
  return (draft) => {
    for (const exam of draft.exams?.length ? draft.exams : [draft.examType]) {
      const syllabus = topics.get(exam);
      if (
        syllabus &&
        !syllabus.has(draft.topic.trim().toLowerCase()) &&
        !(draft.topicId && syllabus.has(`#${draft.topicId}`))
      )
        return offSyllabusMessage(draft.topic, exam, subject);
    }
    return null;
  };
}
