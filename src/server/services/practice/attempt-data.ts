import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questions, quizAttempts } from '../../db/schema';
import type { BankQuestion, QuizQuestion } from '../../../domain/quiz';
import { toQuizQuestion } from '../../../domain/quiz';
import { guessTopic } from '../../../domain/topic-analysis';

export type AttemptRow = typeof quizAttempts.$inferSelect;

/** The bank questions of an attempt, in the attempt's order. */
export async function attemptQuestions(tx: Tx, attempt: Pick<AttemptRow, 'questions' | 'subject'>): Promise<BankQuestion[]> {
  const ids = attempt.questions.map((q) => q.id);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: questions.id,
      questionText: questions.questionText,
      options: questions.options,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      topic: questions.topic,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A question deleted since the attempt started still counts (as unanswerable) so totals hold.
  return ids.map(
    (id) =>
      byId.get(id) ?? { id, questionText: '(This question has been removed.)', options: { A: '-', B: '-', C: '-', D: '-' }, correctAnswer: 'A' as const, explanation: null, topic: null },
  ).map((q) => ({ ...q, topic: q.topic || guessTopic(attempt.subject, q.questionText) }));
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

export function runningQuiz(attempt: AttemptRow, bank: BankQuestion[], now: Date): RunningQuiz {
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
