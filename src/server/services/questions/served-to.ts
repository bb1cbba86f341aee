import { sql, type SQL } from 'drizzle-orm';
import { examSettings, questions, syllabusTopics } from '../../db/schema';
import { READY_DRAW_MULTIPLE } from '../../../domain/availability';
import { QUIZ_DEFAULTS } from '../../../domain/levels';
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

const es = examSettings;

/**
 * One level's readiness in SQL (`isReadyLevel`): its setting not switched off, and at least
 * READY_DRAW_MULTIPLE × its draw of practice questions the exam serves. For one level at a time
 * inside a statement (the "Level N unlocked" notice); `levelSupply` counts many levels at once.
 */
export function levelReady(exam: SQL, subject: SQL, level: SQL): SQL {
  const setting = (column: SQL) =>
    sql`(select ${column} from ${es} where ${es.examType} = ${exam} and ${es.subject} = ${subject} and ${es.level} = ${level})`;
  return sql`(coalesce(${setting(sql`${es.isActive}`)}, true)
    and (select count(*) from ${q} where ${q.subject} = ${subject} and ${q.level} = ${level}
           and ${practiceDrawable} and ${servedTo(exam)})
        >= ${sql.raw(String(READY_DRAW_MULTIPLE))} * coalesce(${setting(sql`${es.questionsPerLevel}`)}, ${sql.raw(String(QUIZ_DEFAULTS.questionCount))}))`;
}
