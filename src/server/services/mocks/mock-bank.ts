import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionBankVersions, questions as questionsTable } from '../../db/schema';
import { jsonObject, param, Statement } from '../../db/statements';
import type { BankQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';
import type { AttemptRow } from '../attempts/attempt-kind';
import { bankColumns, removedQuestion } from '../attempts/question-cache';

/**
 * The questions of mock papers (issue 23). A paper draws from every ready level of up to four
 * subjects, so it has no one level's cached bank: its questions are kept per process by attempt,
 * under a version, so that a submit of 180 answers does not read 180 questions again.
 *
 * The version of a paper's questions is the sum of the question_bank_versions rows of its exam and
 * its subjects (the attempt's `subject` is the subjects joined by '+'). The triggers of migrations
 * 0003/0014 raise a row with every change to its questions and never lower one, and a question
 * moved to another subject or exam raises the rows it left, so the sum rises with any change that
 * could touch the paper and with nothing outside its subjects.
 */

const q = questionsTable;
const v = questionBankVersions;

/** The version of an exam's questions in some subjects (a text of subjects joined by '+'). */
export const paperVersion = (exam: SQLWrapper, subjects: SQLWrapper) =>
  sql`(select coalesce(sum(${v.version}), 0)::bigint from ${v}
        where ${v.examType} = ${exam} and ${v.subject} = any(string_to_array(${subjects}, '+')))`;

type Read = { version: number; questions: (BankQuestion & { subject: string })[] };

/** A paper's questions by id (wherever they are now) and its version, in one snapshot. */
const readStatement = new Statement<{ exam: string; subjects: string; ids: string }>(
  'mock_questions_by_id',
  sql`select json_build_object(
        'version', ${paperVersion(param('exam'), param('subjects'))},
        'questions', (select coalesce(json_agg(${jsonObject({ ...bankColumns, subject: q.subject })}), '[]')
                        from ${q} where ${q.id} in (select jsonb_array_elements_text(${param('ids')}::jsonb)::uuid))
      )::text as j`,
);

type Entry = { version: number; bank: BankQuestion[] };

/**
 * Papers' questions remembered per process, up to this many questions in all (the oldest papers
 * go first). A paper started here shares its question objects with the level caches; one read
 * back from the database holds its own.
 */
const MAX_CACHED_QUESTIONS = 60_000;
/** Papers planned here and not yet asked for by attempt id, at most this many. */
const MAX_PLANNED = 5_000;

class PaperCache {
  private readonly papers = new Map<string, Entry>();
  private readonly planned = new Map<string, Entry & { ids: string }>();
  private size = 0;

  get(attemptId: string, version: number): Entry | undefined {
    const hit = this.papers.get(attemptId);
    if (!hit || hit.version < version) return undefined;
    this.papers.delete(attemptId); // most recently used last
    this.papers.set(attemptId, hit);
    return hit;
  }

  put(attemptId: string, entry: Entry) {
    const old = this.papers.get(attemptId);
    if (old) this.size -= old.bank.length;
    this.papers.delete(attemptId);
    this.papers.set(attemptId, entry);
    this.size += entry.bank.length;
    for (const [id, e] of this.papers) {
      if (this.size <= MAX_CACHED_QUESTIONS || id === attemptId) break;
      this.papers.delete(id);
      this.size -= e.bank.length;
    }
  }

  plan(owner: string, ids: string, entry: Entry) {
    this.planned.delete(owner);
    if (this.planned.size >= MAX_PLANNED) this.planned.delete(this.planned.keys().next().value!);
    this.planned.set(owner, { ...entry, ids });
  }

  /** The paper planned for this owner and target, if it is the attempt's (same questions). */
  takePlanned(owner: string, ids: string, version: number): Entry | undefined {
    const planned = this.planned.get(owner);
    if (!planned || planned.ids !== ids || planned.version < version) return undefined;
    this.planned.delete(owner);
    return planned;
  }
}

const caches = new WeakMap<Db, PaperCache>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PaperCache()));
  return cache;
};

const ownerKey = (userId: string, target: string) => `${userId}|${target}`;
const idsKey = (ids: readonly { id: string }[]) => ids.map((q) => q.id).join(',');

/**
 * Remembers a paper just planned (its questions in order, at the version the plan read), so the
 * attempt the engine inserts for it is graded without reading its questions back.
 */
export function rememberPlannedPaper(
  db: Db,
  owner: { userId: string; target: string },
  bank: BankQuestion[],
  version: number,
) {
  cacheOf(db).plan(ownerKey(owner.userId, owner.target), idsKey(bank), { version, bank });
}

/**
 * A mock attempt's questions in its order as of `version` (or newer): from this process's cache,
 * else read by id (with the version, in one statement). A question deleted since still counts,
 * as unanswerable, so totals hold.
 */
export async function mockAttemptBank(
  db: Db,
  attempt: Pick<AttemptRow, 'id' | 'userId' | 'target' | 'examType' | 'subject' | 'questions'>,
  version: number | null,
): Promise<{ bank: BankQuestion[]; bankVersion: number }> {
  const cache = cacheOf(db);
  const wanted = version ?? 0;
  const hit =
    cache.get(attempt.id, wanted) ??
    cache.takePlanned(ownerKey(attempt.userId, attempt.target), idsKey(attempt.questions), wanted);
  if (hit) {
    cache.put(attempt.id, hit);
    return { bank: hit.bank, bankVersion: hit.version };
  }
  const [read] = await readStatement.json<Read>(db, {
    exam: attempt.examType,
    subjects: attempt.subject,
    ids: JSON.stringify(attempt.questions.map((x) => x.id)),
  });
  const found = new Map(
    read!.questions.map(({ subject, ...question }) => [
      question.id,
      { ...question, topic: question.topic || guessTopic(subject, question.questionText) },
    ]),
  );
  const bank = attempt.questions.map(({ id }) => found.get(id) ?? removedQuestion(id));
  cache.put(attempt.id, { version: read!.version, bank });
  return { bank, bankVersion: read!.version };
}
