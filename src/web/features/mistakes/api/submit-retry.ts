import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const submitOf = api.mistakes.quizzes[':id'].submit;
type SubmitAnswers = NonNullable<InferRequestType<typeof submitOf.$post>['json']['answers']>;

/** Grades the retry quiz on the server; idempotent, so a retry of the call gets the same result. */
export const submitRetry = async (id: string, answers: SubmitAnswers) =>
  readJson(await submitOf.$post({ param: { id }, json: { answers } }));

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
