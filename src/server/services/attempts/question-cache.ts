import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  passages,
  questionImages,
  questions as questionsTable,
  questionBankVersions,
} from '../../db/schema';
import { jsonObject, param, Statement } from '../../db/statements';
import { toQuizQuestion, type BankQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';
import { practiceDrawable, servedTo } from '../questions/served-to';

/**
 * A bank question (its topic guessed from the text when it has none), whether a new quiz may draw
 * it (active, not waiting for review, not a competition's own question), and its running-quiz
 * form serialised once (`shownJson`: no key, no explanation).
 */
export type LevelQuestion = BankQuestion & { drawable: boolean; shownJson: string };
/** Every question of one exam/subject/level as of `version`, in the bank's (Manage) order. */
export type LevelBank = {
  version: number;
  questions: LevelQuestion[];
  byId: ReadonlyMap<string, LevelQuestion>;
};
export type LevelKey = { examType: string; subject: string; level: number };

/** Upper bound on questions held per process; least recently used levels go first. */
const MAX_CACHED_QUESTIONS = 200_000;

const EMPTY: LevelBank = { version: 0, questions: [], byId: new Map() };

export class BankCache {
  private readonly entries = new Map<string, LevelBank>();
  private readonly loading = new Map<string, Promise<LevelBank>>();
  private size = 0;

  get(key: string, version: number): LevelBank | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.version < version) return undefined;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, hit);
    return hit;
  }

  /** One load per level and version at a time, however many students start at once. */
  load(key: string, version: number, read: () => Promise<LevelBank>): Promise<LevelBank> {
    const id = `${key}@${version}`;
    let pending = this.loading.get(id);
    if (!pending) {
      pending = read()
        .then((bank) => {
          this.put(key, bank);
          return bank;
        })
        .finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  private put(key: string, bank: LevelBank) {
    const old = this.entries.get(key);
    if (old && old.version >= bank.version) return;
    if (old) this.size -= old.questions.length;
    this.entries.delete(key);
    this.entries.set(key, bank);
    this.size += bank.questions.length;
    for (const [k, e] of this.entries) {
      if (this.size <= MAX_CACHED_QUESTIONS || k === key) break;
      this.entries.delete(k);
      this.size -= e.questions.length;
    }
  }
}

/** One cache per database handle (per server process, per test app). */
const caches = new WeakMap<Db, BankCache>();

/**
 * The questions of a level at `version` (or newer), from this process's cache or the database.
 * The version comes from the caller's own read of question_bank_versions (same statement as the
 * attempt or the start checks), which triggers raise with every change to the level's questions:
 * a cached level is never used once a newer version has been seen. `null`: the level has never
 * had a question.
 */
export function levelBank(
  db: Db,
  level: LevelKey,
  version: number | null,
): Promise<LevelBank> | LevelBank {
  if (version === null) return EMPTY;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new BankCache()));
  const key = `${level.examType}|${level.subject}|${level.level}`;
  return cache.get(key, version) ?? cache.load(key, version, () => readLevel(db, level));
}

type LevelJson = { version: number; questions: (BankQuestion & { drawable: boolean })[] };

const q = questionsTable;
const v = questionBankVersions;
/** The columns of a bank question, picked from the schema. */
const { id, questionText, options, correctAnswer, explanation, topic } = getTableColumns(q);
const p = passages;
/** A question's passage (issue 14) as one JSON value, or null. */
const passage = sql`(select ${jsonObject({ id: p.id, title: p.title, text: p.text, source: p.source })}
                      from ${p} where ${p.id} = ${q.passageId})`;
const i = questionImages;
/** A question's diagram (issue 14 item 2) as one JSON value, or null. */
const image = sql`(select ${jsonObject({ id: i.id, alt: q.imageAlt, width: i.width, height: i.height })}
                    from ${i} where ${i.id} = ${q.imageId})`;
export const bankColumns = {
  id,
  questionText,
  options,
  correctAnswer,
  explanation,
  topic,
  passage,
  image,
};
const ofLevel = sql`${q.subject} = ${param('subject')} and ${q.level} = ${param('level')}::int
                    and ${servedTo(sql`${param('examType')}`)}`;

const levelStatement = new Statement<LevelKey>(
  'level_questions',
  sql`select json_build_object(
        'version', coalesce((select ${v.version} from ${v}
                              where ${v.examType} = ${param('examType')} and ${v.subject} = ${param('subject')}
                                and ${v.level} = ${param('level')}::int), 0),
        'questions', (select coalesce(json_agg(${jsonObject({ ...bankColumns, drawable: practiceDrawable })}
                                               order by ${q.createdAt}, ${q.id}), '[]')
                        from ${q} where ${ofLevel})
      )::text as j`,
);

/** The level's questions and their version, read in one snapshot. */
async function readLevel(db: Db, { examType, subject, level }: LevelKey): Promise<LevelBank> {
  const [read] = await levelStatement.json<LevelJson>(db, { examType, subject, level });
  const { version } = read!;
  const questions = read!.questions.map((q) => {
    const question = { ...q, topic: q.topic || guessTopic(subject, q.questionText) };
    return { ...question, shownJson: JSON.stringify(toQuizQuestion(question)) };
  });
  return { version, questions, byId: new Map(questions.map((q) => [q.id, q])) };
}

const byIdStatement = new Statement<{ ids: string }>(
  'questions_by_id',
  sql`select ${jsonObject(bankColumns)}::text as j
        from ${q} where ${q.id} in (select jsonb_array_elements_text(${param('ids')}::jsonb)::uuid)`,
);

/** Questions by id wherever they are now (an attempt's question moved to another level). */
export async function questionsById(db: Db, ids: string[]): Promise<BankQuestion[]> {
  if (ids.length === 0) return [];
  return byIdStatement.json<BankQuestion>(db, { ids: JSON.stringify(ids) });
}

/**
 * The questions of an attempt drawn from one level, in the attempt's order, from the level's
 * (cached) questions at `version`; a question moved to another level meanwhile is read by id,
 * and one deleted still counts (as unanswerable) so totals hold.
 */
export async function levelAttemptBank(
  db: Db,
  attempt: LevelKey & { questions: { id: string }[] },
  version: number | null,
): Promise<{ bank: BankQuestion[]; bankVersion: number }> {
  const level = await levelBank(db, attempt, version);
  const found = new Map<string, BankQuestion>();
  for (const { id } of attempt.questions) {
    const q = level.byId.get(id);
    if (q) found.set(id, q);
  }
  const moved = attempt.questions.map((q) => q.id).filter((id) => !found.has(id));
  for (const q of await questionsById(db, moved))
    found.set(q.id, { ...q, topic: q.topic || guessTopic(attempt.subject, q.questionText) });
  const bank = attempt.questions.map(({ id }) => found.get(id) ?? removedQuestion(id));
  return { bank, bankVersion: level.version };
}

/** A question deleted since an attempt drew it: it still counts (as unanswerable) so totals hold. */
export function removedQuestion(id: string): BankQuestion {
  return {
    id,
    questionText: '(This question has been removed.)',
    options: { A: '-', B: '-', C: '-', D: '-' },
    correctAnswer: 'A',
    explanation: null,
    topic: 'General',
  };
}
