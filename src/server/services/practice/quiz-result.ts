import type { Grade } from '../../../domain/quiz';
import type { AttemptRow } from './attempt-data';

/** Everything the results screen needs (spec §3 Quiz result), from a completed attempt. */
export type QuizResult = {
  status: 'completed';
  attemptId: string;
  examType: string;
  subject: string;
  level: number;
  score: number;
  totalQuestions: number;
  correctAnswers: number;
  timeTaken: number;
  startTime: string;
  endTime: string;
  questions: {
    id: string;
    questionText: string;
    options: { key: string; text: string }[];
    correctAnswer: string;
    selected: string | null;
    correct: boolean;
    explanation: string | null;
    topic: string;
  }[];
};

export function quizResult(attempt: AttemptRow, graded: Grade): QuizResult {
  return {
    ...summary(attempt, graded),
    questions: graded.questions.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      options: (['A', 'B', 'C', 'D'] as const).map((key) => ({ key, text: q.options[key] })),
      ...gradedQuestion(q),
    })),
  };
}

/**
 * A submit's answer: the result without the question texts and options, which the phone that
 * submitted already holds (it merges them back; ADR 0011). Half the bytes on a student's data
 * plan, and half the server's JSON and gzip work on the busiest request.
 */
export type SubmittedResult = Omit<QuizResult, 'questions'> & {
  questions: Omit<QuizResult['questions'][number], 'questionText' | 'options'>[];
};

export function submittedResult(attempt: AttemptRow, graded: Grade): SubmittedResult {
  return {
    ...summary(attempt, graded),
    questions: graded.questions.map((q) => ({ id: q.id, ...gradedQuestion(q) })),
  };
}

function summary(attempt: AttemptRow, graded: Grade): Omit<QuizResult, 'questions'> {
  return {
    status: 'completed',
    attemptId: attempt.id,
    examType: attempt.examType,
    subject: attempt.subject,
    level: attempt.level,
    score: graded.score,
    totalQuestions: graded.totalQuestions,
    correctAnswers: graded.correctAnswers,
    timeTaken: attempt.timeTaken ?? 0,
    startTime: attempt.startedAt.toISOString(),
    endTime: (attempt.completedAt ?? attempt.deadlineAt).toISOString(),
  };
}

function gradedQuestion(q: Grade['questions'][number]) {
  return {
    correctAnswer: q.correctAnswer,
    selected: q.selected,
    correct: q.correct,
    explanation: q.explanation,
    topic: q.topic ?? 'General',
  };
}
