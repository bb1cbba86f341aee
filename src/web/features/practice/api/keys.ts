import type { RunningQuiz } from '../../../../server/services/practice/attempt-data';
import type { QuizResult, SubmittedResult } from '../../../../server/services/practice/quiz-result';
import type { LevelCard, SubjectSummary } from '../../../../server/services/practice/catalogue';

export type { LevelCard, QuizResult, RunningQuiz, SubjectSummary, SubmittedResult };
export type QuizState = RunningQuiz | QuizResult;
export type QuizQuestion = RunningQuiz['questions'][number];
export type ResultQuestion = QuizResult['questions'][number];

/** Query keys of the practice area; mutations invalidate through these. */
export const practiceKeys = {
  all: ['practice'] as const,
  subjectsAll: ['practice', 'subjects'] as const,
  subjects: (exam: string) => ['practice', 'subjects', exam] as const,
  levelsAll: ['practice', 'levels'] as const,
  levels: (exam: string, subject: string) => ['practice', 'levels', exam, subject] as const,
  dashboard: ['practice', 'dashboard'] as const,
  quiz: (attemptId: string) => ['practice', 'quiz', attemptId] as const,
  result: (exam: string, subject: string, level: number) =>
    ['practice', 'results', exam, subject, level] as const,
  streak: ['me', 'streak'] as const,
};

/** A running quiz as the phone holds it: with the offset of the server's clock from the phone's. */
export type ClientQuiz = RunningQuiz & { clockOffsetMs: number };
export type ClientQuizState = ClientQuiz | QuizResult;

/** Measured when the response arrives, so the timer follows the server's deadline, not the phone's clock. */
export function stampClock(quiz: QuizState): ClientQuizState {
  return quiz.status === 'in_progress'
    ? { ...quiz, clockOffsetMs: Date.parse(quiz.serverNow) - Date.now() }
    : quiz;
}
