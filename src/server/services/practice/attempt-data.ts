import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, Statement } from '../../db/statements';
import type { quizAttempts } from '../../db/schema';
import type { BankQuestion, QuizQuestion } from '../../../domain/quiz';
import { toQuizQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';
import { levelBank, questionsById } from './question-bank-cache';

export type AttemptRow = typeof quizAttempts.$inferSelect;
/** An attempt with the bank questions it was drawn from, in the attempt's order. */
export type LoadedAttempt = { attempt: AttemptRow; bank: BankQuestion[] };

type AttemptJson = Omit<AttemptRow, 'startedAt' | 'deadlineAt' | 'completedAt' | 'createdAt' | 'updatedAt'> & {
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
const loadLatestStatement = new Statement<{ userId: string; examType: string; subject: string; level: number }>(
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
  return { attempt, bank: await attemptBank(db, attempt, loaded.bankVersion) };
}

/** One round trip (two when the level's questions are not cached): the user's attempt and its questions; another user's attempt reads as null. */
export function loadAttempt(db: Db, userId: string, attemptId: string): Promise<LoadedAttempt | null> {
  return withBank(db, loadAttemptStatement.json<LoadedJson>(db, { attemptId, userId }));
}

/** The latest completed attempt of a level, with its questions. */
export function loadLatestCompleted(db: Db, where: { userId: string; examType: string; subject: string; level: number }): Promise<LoadedAttempt | null> {
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
async function attemptBank(db: Db, attempt: AttemptRow, bankVersion: number | null): Promise<BankQuestion[]> {
  const level = await levelBank(db, attempt, bankVersion);
  const found = new Map<string, BankQuestion>();
  for (const { id } of attempt.questions) {
    const q = level.byId.get(id);
    if (q) found.set(id, q);
  }
  const moved = attempt.questions.map((q) => q.id).filter((id) => !found.has(id));
  for (const q of await questionsById(db, moved)) found.set(q.id, q);
  // A question deleted since the attempt started still counts (as unanswerable) so totals hold.
  return attempt.questions.map(({ id }) => {
    const q = found.get(id) ?? { id, questionText: '(This question has been removed.)', options: { A: '-', B: '-', C: '-', D: '-' }, correctAnswer: 'A' as const, explanation: null, topic: null };
    return { id: q.id, questionText: q.questionText, options: q.options, correctAnswer: q.correctAnswer, explanation: q.explanation, topic: q.topic || guessTopic(attempt.subject, q.questionText) };
  });
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

export function runningQuiz(attempt: Pick<AttemptRow, 'id' | 'examType' | 'subject' | 'level' | 'questions' | 'answers' | 'startedAt' | 'deadlineAt'>, bank: BankQuestion[], now: Date): RunningQuiz {
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
    timeLimitSeconds: Math.round((attempt.deadlineAt.getTime() - attempt.startedAt.getTime()) / 1000),
  };
}
