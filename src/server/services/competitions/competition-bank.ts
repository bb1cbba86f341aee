import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitions, questionBankVersions, questions } from '../../db/schema';
import { jsonObject, param, Statement } from '../../db/statements';
import { toQuizQuestion, type BankQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';
import {
  BankCache,
  bankColumns,
  questionsById,
  removedQuestion,
  type LevelBank,
} from '../attempts/question-cache';

/**
 * A competition's questions, cached per process like a practice level (ADR 0011) under a version
 * the database keeps: the sum of the versions of every level of the competition's exam and
 * subject, which the question triggers raise with any change to any of its questions (all of a
 * competition's questions are in its exam and subject). A submit in a burst grades from memory.
 */

const v = questionBankVersions;
const c = competitions;
const q = questions;

/** The version of an exam/subject's questions (columns or params). */
export const subjectVersion = (examType: SQLWrapper, subject: SQLWrapper) =>
  sql`(select coalesce(sum(${v.version}), 0)::bigint from ${v}
        where ${v.examType} = ${examType} and ${v.subject} = ${subject})`;

type Read = { version: number; subject: string; questions: BankQuestion[] };

const bankStatement = new Statement<{ competitionId: string }>(
  'competition_questions',
  sql`select json_build_object(
        'version', ${subjectVersion(c.examType, c.subject)},
        'subject', ${c.subject},
        'questions', (select coalesce(json_agg(${jsonObject(bankColumns)} order by x.n), '[]')
                        from jsonb_array_elements_text(${c.questionIds}) with ordinality as x(id, n)
                        join ${q} on ${q.id} = x.id::uuid)
      )::text as j
      from ${c} where ${c.id} = ${param('competitionId')}::uuid`,
);

const caches = new WeakMap<Db, BankCache>();
const EMPTY: LevelBank = { version: 0, questions: [], byId: new Map() };

async function readBank(db: Db, competitionId: string): Promise<LevelBank> {
  const [read] = await bankStatement.json<Read>(db, { competitionId });
  if (!read) return EMPTY;
  const shown = read.questions.map((found) => {
    const question = {
      ...found,
      topic: found.topic || guessTopic(read.subject, found.questionText),
    };
    return { ...question, drawable: true, shownJson: JSON.stringify(toQuizQuestion(question)) };
  });
  return { version: read.version, questions: shown, byId: new Map(shown.map((x) => [x.id, x])) };
}

/** The competition's questions as of `version` (or newer), from this process's cache or the database. */
export function competitionBank(
  db: Db,
  competitionId: string,
  version: number,
): Promise<LevelBank> | LevelBank {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BankCache()));
  const key = `competition|${competitionId}`;
  return cache.get(key, version) ?? cache.load(key, version, () => readBank(db, competitionId));
}

/**
 * An entry's questions in its order, as of `version` or newer: a question taken out of the
 * competition since is read by id, one deleted counts as unanswerable (totals hold).
 */
export async function entryBank(
  db: Db,
  entry: { target: string; subject: string; questions: { id: string }[] },
  version: number | null,
): Promise<{ bank: BankQuestion[]; bankVersion: number }> {
  const bank = await competitionBank(db, entry.target, version ?? 0);
  const found = new Map<string, BankQuestion>();
  for (const { id } of entry.questions) {
    const hit = bank.byId.get(id);
    if (hit) found.set(id, hit);
  }
  const missing = entry.questions.map((x) => x.id).filter((id) => !found.has(id));
  for (const x of await questionsById(db, missing))
    found.set(x.id, { ...x, topic: x.topic || guessTopic(entry.subject, x.questionText) });
  return {
    bank: entry.questions.map(({ id }) => found.get(id) ?? removedQuestion(id)),
    bankVersion: bank.version,
  };
}
