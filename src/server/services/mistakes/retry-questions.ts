import { sql, type SQLWrapper } from 'drizzle-orm';
import { servedTo } from '../questions/served-to';
import type { Db } from '../../db/client';
import { questionBankVersions, questions as questionsTable } from '../../db/schema';
import { jsonObject, param, Statement } from '../../db/statements';
import { MISTAKES_QUIZ_SIZE } from '../../../domain/mistakes';
import { toQuizQuestion, type BankQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';
import { bankColumns, removedQuestion, type LevelQuestion } from '../attempts/question-cache';

/**
 * The questions of retry quizzes: drawn by id from every level of a subject, so they have no one
 * level's cached bank. Their version is the sum of the subject's level versions, which rises with
 * every change to any of its questions (the triggers of migration 0003 raise a level's version
 * and never lower one), read in the same snapshot as the questions.
 */

const q = questionsTable;
const v = questionBankVersions;

/** The subject's question version, for an exam and subject given as SQL (columns or params). */
export const subjectVersion = (examType: SQLWrapper, subject: SQLWrapper) =>
  sql`(select coalesce(sum(${v.version}), 0)::bigint from ${v}
        where ${v.examType} = ${examType} and ${v.subject} = ${subject})`;

type Read = { version: number; questions: BankQuestion[] };

/**
 * The first questions of `ids` (the pool, in its order) that a new quiz may ask: still in the
 * subject, active, not waiting for review, with a text and at least two options.
 */
const drawStatement = new Statement<{ examType: string; subject: string; ids: string }>(
  'retry_draw',
  sql`select json_build_object(
        'version', ${subjectVersion(param('examType'), param('subject'))},
        'questions', (select coalesce(json_agg(r.j order by r.n), '[]') from (
            select ${jsonObject(bankColumns)} as j, x.n
              from jsonb_array_elements_text(${param('ids')}::jsonb) with ordinality as x(id, n)
              join ${q} on ${q.id} = x.id::uuid
             where ${q.subject} = ${param('subject')} and ${servedTo(sql`${param('examType')}::text`)}
               and ${q.isActive} and not ${q.pendingReview} and btrim(${q.questionText}) <> ''
               and (select count(*) from jsonb_object_keys(${q.options})) >= 2
             order by x.n limit ${sql.raw(String(MISTAKES_QUIZ_SIZE))}) r)
      )::text as j`,
);

/** An attempt's questions by id, wherever they are now, with the subject's version. */
const attemptStatement = new Statement<{ examType: string; subject: string; ids: string }>(
  'retry_questions_by_id',
  sql`select json_build_object(
        'version', ${subjectVersion(param('examType'), param('subject'))},
        'questions', (select coalesce(json_agg(${jsonObject(bankColumns)}), '[]') from ${q}
                       where ${q.id} in (select jsonb_array_elements_text(${param('ids')}::jsonb)::uuid))
      )::text as j`,
);

const withTopic = (subject: string, question: BankQuestion): BankQuestion => ({
  ...question,
  topic: question.topic || guessTopic(subject, question.questionText),
});

/** Up to 20 questions of the pool a retry quiz can ask, in the pool's order, and their version. */
export async function drawRetryQuestions(
  db: Db,
  { examType, subject, pool }: { examType: string; subject: string; pool: string[] },
): Promise<{ questions: LevelQuestion[]; version: number }> {
  if (pool.length === 0) return { questions: [], version: 0 };
  const [read] = await drawStatement.json<Read>(db, {
    examType,
    subject,
    ids: JSON.stringify(pool),
  });
  const questions = read!.questions.map((found) => {
    const question = withTopic(subject, found);
    return { ...question, drawable: true, shownJson: JSON.stringify(toQuizQuestion(question)) };
  });
  return { questions, version: read!.version };
}

/**
 * A retry attempt's questions in its order, as they are now (at least as new as the version the
 * caller read): a question deleted since counts as unanswerable, as in practice.
 */
export async function retryAttemptBank(
  db: Db,
  attempt: { examType: string; subject: string; questions: { id: string }[] },
): Promise<{ bank: BankQuestion[]; bankVersion: number }> {
  const ids = attempt.questions.map((x) => x.id);
  const [read] = await attemptStatement.json<Read>(db, {
    examType: attempt.examType,
    subject: attempt.subject,
    ids: JSON.stringify(ids),
  });
  const byId = new Map(read!.questions.map((found) => [found.id, found]));
  const bank = ids.map((id) => {
    const found = byId.get(id);
    return found ? withTopic(attempt.subject, found) : removedQuestion(id);
  });
  return { bank, bankVersion: read!.version };
}
