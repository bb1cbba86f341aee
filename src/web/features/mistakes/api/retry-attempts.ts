import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { attemptClient, resumeQueryOptions } from '../../../components/quiz/api/attempt-client';

/**
 * Retry quizzes through the shared attempt client: start (or resume the open one), read,
 * autosave, submit. Its submit answers with the whole result, texts included.
 */
export const retryAttempts = attemptClient(api.mistakes.quizzes);

export const useStartRetry = () => useMutation({ mutationFn: retryAttempts.start });

export const resumeRetryQueryOptions = (id: string) =>
  resumeQueryOptions(queryKeys.mistakes.attempt(id), () => retryAttempts.resume(id));

export const useResumeRetry = (id: string | null) =>
  useQuery({ ...resumeRetryQueryOptions(id ?? ''), enabled: id !== null });

/**
 * After a retry quiz is submitted: its pool changed, and the streak, dashboard and profile count
 * it as a quiz taken. Level progress did not change, so the practice lists stay as they are.
 */
export function useRetrySubmitted() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      queryKeys.mistakes.poolsAll,
      queryKeys.dashboard,
      queryKeys.streak,
      queryKeys.profile,
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
