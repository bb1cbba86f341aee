import { sql, type SQL } from 'drizzle-orm';
import { questions, syllabusTopics } from '../../db/schema';
import { COMPETITION_QUESTION_SOURCE } from '../../../domain/competitions';

const q = questions;
const st = syllabusTopics;

/**
 * The one SQL form of "this exam serves this question" (issue 20, ADR 0030): the exam is among the
 * question's `exams`, and the question's topic (by name, or the syllabus topic it is linked to) is
 * in that exam's syllabus for the subject (an exam
 * with no syllabus topics for the subject has nothing to check against). `exam` is any SQL value:
 * a parameter, a column, an unnested exam.
 */
export function servedTo(exam: SQL): SQL {
  return sql`(${exam} = any(${q.exams}) and (
      exists (select 1 from ${st} where ${st.examType} = ${exam} and ${st.subject} = ${q.subject}
                and (lower(${st.topicName}) = lower(coalesce(${q.topic}, '')) or ${st.id} = ${q.topicId}))
      or not exists (select 1 from ${st} where ${st.examType} = ${exam} and ${st.subject} = ${q.subject})))`;
}

/** A question a new practice quiz may draw: active, reviewed, not a competition's own. */
export const practiceDrawable = sql`${q.isActive} and not ${q.pendingReview}
                                   and ${q.source} <> ${sql.raw(`'${COMPETITION_QUESTION_SOURCE}'`)}`;
