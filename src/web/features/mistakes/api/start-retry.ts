import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { clockOffset } from '../../../components/quiz/hooks/use-quiz-clock';
import type { ClientRetry, RetryRunning } from './types';

export type StartRetryInput = InferRequestType<typeof api.mistakes.quizzes.$post>['json'];

/** Stamped as the answer arrives, so the timer follows the server's deadline. */
export const withClockOffset = (attempt: RetryRunning): ClientRetry => ({
  ...attempt,
  clockOffsetMs: clockOffset(attempt.serverNow),
});

/** Starts a retry quiz of the subject's mistakes, or resumes its open one. */
export const startRetry = async (json: StartRetryInput) =>
  withClockOffset(await readJson(await api.mistakes.quizzes.$post({ json })));

export const useStartRetry = () => useMutation({ mutationFn: startRetry });
