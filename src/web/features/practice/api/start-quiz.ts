import { useMutation } from '@tanstack/react-query';
import { practiceSend } from './http';
import { stampClock, type ClientQuiz, type RunningQuiz } from './keys';

export type StartQuizInput = { examType: string; subject: string; level: number };

/** Starts a quiz, or resumes the open attempt of that level (same attempt, same deadline). */
export const startQuiz = async (input: StartQuizInput) =>
  stampClock(await practiceSend<RunningQuiz>('POST', '/quizzes', input)) as ClientQuiz;

export const useStartQuiz = () => useMutation({ mutationFn: startQuiz });
