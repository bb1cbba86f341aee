import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, Statement } from '../../db/statements';
import type { quizAttempts } from '../../db/schema';
import type { BankQuestion, QuizQuestion } from '../../../domain/quiz';
import { toQuizQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';
import { levelBank, questionsById, type LevelQuestion } from './question-bank-cache';
import { JsonText } from '../../lib/json-responses';
import { OPTION_KEYS } from '../../../domain/questions';
import { rememberAttempt } from './attempt-memo';

export type AttemptRow = typeof quizAttempts.$inferSelect;
/**
 * An attempt with the bank questions it was drawn from, in the attempt's order, and the version
 * of its level's questions those were taken at (0: the level has none).
 */
export type LoadedAttempt = { attempt: AttemptRow; bank: BankQuestion[]; bankVersion: number };

type AttemptJson = Omit<
  AttemptRow,
  'startedAt' | 'deadlineAt' | 'completedAt' | 'createdAt' | 'updatedAt'
> & {
  startedAt: string;
  deadlineAt: string;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
};
type LoadedJson = { attempt: AttemptJson; bankVersion: number | null };

/** The attempt row `a` as JSON (timestamps as ISO text) and the version of its level's questions. */
const loadedJson = sql`json_build_object(
  'attempt', json_build_object('id', a.id, 'userId', a.user_id, 'examType', a.exam_type, 'subject', a.subject, 'level', a.level,
    'questions', a.questions, 'answers', a.answers, 'startedAt', a.started_at, 'deadlineAt', a.deadline_at,
    'completedAt', a.completed_at, 'score', a.score, 'correctAnswers', a.correct_answers, 'totalQuestions', a.total_questions,
    'timeTaken', a.time_taken, 'createdAt', a.created_at, 'updatedAt', a.updated_at),
  'bankVersion', (select v.version from question_bank_versions v where v.exam_type = a.exam_type and v.subject = a.subject and v.level = a.level)
)::text as j`;

const loadAttemptStatement = new Statement<{ attemptId: string; userId: string }>(
  'practice_load_attempt',
  sql`select ${loadedJson} from quiz_attempts a where a.id = ${param('attemptId')}::uuid and a.user_id = ${param('userId')}`,
);
const loadLatestStatement = new Statement<{
  userId: string;
  examType: string;
  subject: string;
  level: number;
}>(
  'practice_load_latest_completed',
  sql`select ${loadedJson} from quiz_attempts a
      where a.user_id = ${param('userId')} and a.exam_type = ${param('examType')} and a.subject = ${param('subject')} and a.level = ${param('level')}::int
        and a.completed_at is not null
      order by a.completed_at desc limit 1`,
);

async function withBank(db: Db, rows: Promise<LoadedJson[]>): Promise<LoadedAttempt | null> {
  const [loaded] = await rows;
  if (!loaded) return null;
  const attempt = toAttemptRow(loaded.attempt);
  const withQuestions = await attemptBank(db, attempt, loaded.bankVersion);
  if (!attempt.completedAt) rememberAttempt(db, attempt, withQuestions.bankVersion);
  return withQuestions;
}

/** One round trip (two when the level's questions are not cached): the user's attempt and its questions; another user's attempt reads as null. */
export function loadAttempt(
  db: Db,
  userId: string,
  attemptId: string,
): Promise<LoadedAttempt | null> {
  return withBank(db, loadAttemptStatement.json<LoadedJson>(db, { attemptId, userId }));
}

/** The latest completed attempt of a level, with its questions. */
export function loadLatestCompleted(
  db: Db,
  where: { userId: string; examType: string; subject: string; level: number },
): Promise<LoadedAttempt | null> {
  return withBank(db, loadLatestStatement.json<LoadedJson>(db, where));
}

function toAttemptRow(a: AttemptJson): AttemptRow {
  return {
    ...a,
    startedAt: new Date(a.startedAt),
    deadlineAt: new Date(a.deadlineAt),
    completedAt: a.completedAt ? new Date(a.completedAt) : null,
    createdAt: new Date(a.createdAt),
    updatedAt: new Date(a.updatedAt),
  };
}

/** The attempt's questions in its order, from the level's (cached) questions. */
export async function attemptBank(
  db: Db,
  attempt: AttemptRow,
  bankVersion: number | null,
): Promise<LoadedAttempt> {
  const level = await levelBank(db, attempt, bankVersion);
  const found = new Map<string, BankQuestion>();
  for (const { id } of attempt.questions) {
    const q = level.byId.get(id);
    if (q) found.set(id, q);
  }
  const moved = attempt.questions.map((q) => q.id).filter((id) => !found.has(id));
  for (const q of await questionsById(db, moved))
    found.set(q.id, { ...q, topic: q.topic || guessTopic(attempt.subject, q.questionText) });
  // A question deleted since the attempt started still counts (as unanswerable) so totals hold.
  const bank = attempt.questions.map(({ id }) => found.get(id) ?? removedQuestion(id));
  return { attempt, bank, bankVersion: level.version };
}

function removedQuestion(id: string): BankQuestion {
  return {
    id,
    questionText: '(This question has been removed.)',
    options: { A: '-', B: '-', C: '-', D: '-' },
    correctAnswer: 'A',
    explanation: null,
    topic: 'General',
  };
}

export type RunningQuiz = {
  status: 'in_progress';
  attemptId: string;
  examType: string;
  subject: string;
  level: number;
  questions: QuizQuestion[];
  answers: Record<string, string>;
  startedAt: string;
  deadlineAt: string;
  serverNow: string;
  timeLimitSeconds: number;
};

export function runningQuiz(
  attempt: Pick<
    AttemptRow,
    'id' | 'examType' | 'subject' | 'level' | 'questions' | 'answers' | 'startedAt' | 'deadlineAt'
  >,
  bank: BankQuestion[],
  now: Date,
): RunningQuiz {
  const order = new Map(attempt.questions.map((q) => [q.id, q.optionOrder]));
  return {
    status: 'in_progress',
    attemptId: attempt.id,
    examType: attempt.examType,
    subject: attempt.subject,
    level: attempt.level,
    questions: bank.map((q) => toQuizQuestion(q, order.get(q.id))),
    answers: attempt.answers,
    startedAt: attempt.startedAt.toISOString(),
    deadlineAt: attempt.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    timeLimitSeconds: Math.round(
      (attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / 1000,
    ),
  };
}

/**
 * `runningQuiz` as JSON text, assembled from the questions' running-quiz JSON serialised once in
 * the question cache (the busiest answer of the API: a quiz start). Falls back to serialising
 * when an attempt shows options in an order of its own.
 */
export function runningQuizJson(
  attempt: Pick<
    AttemptRow,
    'id' | 'examType' | 'subject' | 'level' | 'questions' | 'answers' | 'startedAt' | 'deadlineAt'
  >,
  shown: LevelQuestion[],
  now: Date,
): JsonText<RunningQuiz> {
  const defaultOrder = attempt.questions.every(
    (q) => q.optionOrder.join('') === OPTION_KEYS.join(''),
  );
  if (!defaultOrder) return new JsonText(JSON.stringify(runningQuiz(attempt, shown, now)));
  const { questions: _none, ...head } = runningQuiz(attempt, [], now);
  return new JsonText(
    `${JSON.stringify(head).slice(0, -1)},"questions":[${shown.map((q) => q.shownJson).join(',')}]}`,
  );
}
