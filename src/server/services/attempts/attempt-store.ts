import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts } from '../../db/schema';
import { jsonObject, param, Statement } from '../../db/statements';
import type { BankQuestion } from '../../../domain/quiz';
import type { AnyAttemptKind, AttemptRow } from './attempt-kind';

/**
 * The attempts engine's statements, built once per kind from the Drizzle schema (column lists
 * come from `quizAttempts`, never by hand), and the open attempts this process remembers.
 */

/** An attempt with its questions in the attempt's order and the version they were read at. */
export type LoadedAttempt = { attempt: AttemptRow; bank: BankQuestion[]; bankVersion: number };

const t = quizAttempts;
const columns = Object.entries(getTableColumns(t));
const timestampKeys = columns.filter(([, c]) => c.columnType === 'PgTimestamp').map(([k]) => k);

/** The row as one JSON object: every column of the schema under its property name. */
const rowJson = jsonObject(getTableColumns(t));

/**
 * What the submit statement's CTE `submitted` holds for the kind's effects: every column but the
 * two large JSON ones (the answers are bound as `answers` anyway), so PostgreSQL does not copy
 * them once more per submit.
 */
const submittedColumns = sql.join(
  columns
    .filter(([key]) => key !== 'questions' && key !== 'answers')
    .map(([, column]) => sql.identifier(column.name)),
  sql`, `,
);

/** JSON (timestamps as ISO text) back to the schema's row type. */
function toRow(json: Record<string, unknown>): AttemptRow {
  const row: Record<string, unknown> = { ...json };
  for (const key of timestampKeys) if (row[key] !== null) row[key] = new Date(row[key] as string);
  return row as AttemptRow;
}

type LoadedJson = { attempt: Record<string, unknown>; bankVersion: number | null };
export type GradedValues = {
  answers: string;
  /** JSON: TopicResults. */
  topicResults: string;
  /** JSON: the ids of the questions answered wrong or not at all. */
  missed: string;
  completedAt: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  timeTaken: number;
};

/** How many kind objects of each name have statements (tests declare a kind of a used name). */
const named = new Map<string, number>();

function statementsOf(kind: AnyAttemptKind) {
  // Prepared statements are named, and PostgreSQL keeps a name to one text per connection: a
  // second kind of the same name (a test's own 'mock' beside the product's) gets names of its own.
  const seen = named.get(kind.name) ?? 0;
  named.set(kind.name, seen + 1);
  const prefix = seen ? `${kind.name}${seen + 1}` : kind.name;
  const own = sql`${t.kind} = ${sql.raw(`'${kind.name}'`)}`;
  const mine = sql`${t.id} = ${param('attemptId')}::uuid and ${t.userId} = ${param('userId')} and ${own}`;
  const loaded = sql`json_build_object('attempt', ${rowJson}, 'bankVersion', ${kind.bankVersion})::text as j`;
  return {
    load: new Statement<{ attemptId: string; userId: string }>(
      `${prefix}_attempt_load`,
      sql`select ${loaded} from ${t} where ${mine}`,
    ),
    latest: new Statement<{ userId: string; target: string }>(
      `${prefix}_attempt_latest_submitted`,
      sql`select ${loaded} from ${t}
          where ${t.userId} = ${param('userId')} and ${own} and ${t.target} = ${param('target')}
            and ${t.completedAt} is not null
          order by ${t.completedAt} desc limit 1`,
    ),
    state: new Statement<{ attemptId: string; userId: string }>(
      `${prefix}_attempt_state`,
      sql`select json_build_object('questions', ${t.questions}, 'completedAt', ${t.completedAt},
                                   'deadlineAt', ${t.deadlineAt})::text as j
            from ${t} where ${mine}`,
    ),
    /** Merges into the answers as they are at that moment, while open and on time. */
    save: new Statement<{
      attemptId: string;
      userId: string;
      set: string;
      cleared: string;
      lastDeadline: string;
    }>(
      `${prefix}_attempt_save`,
      sql`update ${t}
             set answers = (answers || ${param('set')}::jsonb)
                           - array(select jsonb_array_elements_text(${param('cleared')}::jsonb)),
                 updated_at = now()
           where ${mine} and ${t.completedAt} is null
             and ${t.deadlineAt} >= ${param('lastDeadline')}::timestamptz
       returning ${t.answers}::text as j`,
    ),
    /** A new open attempt, unless one is open for the target already (unique index): no row. */
    insert: new Statement<{
      userId: string;
      target: string;
      examType: string;
      subject: string;
      level: number;
      questions: string;
      startedAt: string;
      deadlineAt: string;
      total: number;
      paper: string | null;
    }>(
      `${prefix}_attempt_insert`,
      sql`insert into ${t} (user_id, kind, target, exam_type, subject, level, questions, answers,
                            started_at, deadline_at, total_questions, paper)
          values (${param('userId')}, ${sql.raw(`'${kind.name}'`)}, ${param('target')},
                  ${param('examType')}, ${param('subject')}, ${param('level')}::int,
                  ${param('questions')}::jsonb, '{}'::jsonb, ${param('startedAt')}::timestamptz,
                  ${param('deadlineAt')}::timestamptz, ${param('total')}::int, ${param('paper')}::jsonb)
          on conflict (user_id, kind, target) where completed_at is null do nothing
          returning id`,
    ),
    /**
     * Submits the attempt exactly as it was read (still open, same answers and deadline, its
     * questions at the version it was graded with) and runs the kind's effects, in one statement.
     */
    submit: new Statement<
      GradedValues & {
        attemptId: string;
        userId: string;
        readAnswers: string;
        bankVersion: number;
        deadlineAt: string;
        [effectParam: string]: unknown;
      }
    >(
      `${prefix}_attempt_submit`,
      sql`with submitted as (
            update ${t}
               set answers = ${param('answers')}::jsonb,
                   completed_at = ${param('completedAt')}::timestamptz,
                   score = ${param('score')}::int, correct_answers = ${param('correctAnswers')}::int,
                   time_taken = ${param('timeTaken')}::int,
                   topic_results = ${param('topicResults')}::jsonb, missed = ${param('missed')}::text,
                   updated_at = now()
             where ${mine} and ${t.completedAt} is null and ${t.answers} = ${param('readAnswers')}::jsonb
               and date_trunc('milliseconds', ${t.deadlineAt}) = ${param('deadlineAt')}::timestamptz
               and coalesce(${kind.bankVersion}, 0) = ${param('bankVersion')}::bigint
         returning ${submittedColumns})
          ${kind.onSubmit}`,
    ),
  };
}

const statements = new WeakMap<AnyAttemptKind, ReturnType<typeof statementsOf>>();

/** The kind's statements (built and named once per kind). */
export function storeOf(kind: AnyAttemptKind) {
  let s = statements.get(kind);
  if (!s) statements.set(kind, (s = statementsOf(kind)));
  return s;
}

async function withBank(
  db: Db,
  kind: AnyAttemptKind,
  rows: Promise<LoadedJson[]>,
): Promise<LoadedAttempt | null> {
  const [loaded] = await rows;
  if (!loaded) return null;
  const attempt = toRow(loaded.attempt);
  const { bank, bankVersion } = await kind.bank(db, attempt, loaded.bankVersion);
  if (!attempt.completedAt) remember(db, attempt, bankVersion);
  return { attempt, bank, bankVersion };
}

/** The owner's attempt of this kind and its questions; another user's attempt reads as null. */
export function loadAttempt(db: Db, kind: AnyAttemptKind, userId: string, attemptId: string) {
  return withBank(db, kind, storeOf(kind).load.json<LoadedJson>(db, { attemptId, userId }));
}

/** The owner's latest submitted attempt of a target, with its questions. */
export function loadLatestSubmitted(db: Db, kind: AnyAttemptKind, userId: string, target: string) {
  return withBank(db, kind, storeOf(kind).latest.json<LoadedJson>(db, { userId, target }));
}

// --- Open attempts remembered per process ------------------------------------------------------

type Memo = { attempt: AttemptRow; bankVersion: number };

/** Open attempts remembered per process; the oldest go first beyond this. */
const MAX_REMEMBERED = 20_000;
const memos = new WeakMap<Db, Map<string, Memo>>();

/**
 * Open attempts this process started, resumed or saved, so that their submit needs no read
 * (ADR 0011). Never trusted on its own: the submit statement applies only if the attempt is
 * still open with exactly these answers and its questions are still at `bankVersion`;
 * otherwise the attempt is read from the database and graded again.
 */
export function remember(db: Db, attempt: AttemptRow, bankVersion: number) {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  memo.delete(attempt.id);
  if (memo.size >= MAX_REMEMBERED) memo.delete(memo.keys().next().value!);
  memo.set(attempt.id, { attempt, bankVersion });
}

/** The owner's remembered open attempt of this kind, if this process has it. */
export function recall(db: Db, kind: AnyAttemptKind, userId: string, attemptId: string) {
  const memo = memos.get(db)?.get(attemptId);
  return memo && memo.attempt.userId === userId && memo.attempt.kind === kind.name
    ? memo
    : undefined;
}

/** After an autosave: the answers as the database now holds them. */
export function rememberAnswers(db: Db, attemptId: string, answers: AttemptRow['answers']) {
  const memo = memos.get(db)?.get(attemptId);
  if (memo) memo.attempt = { ...memo.attempt, answers };
}

export function forget(db: Db, attemptId: string) {
  memos.get(db)?.delete(attemptId);
}
