import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { withClockOffset } from './start-retry';
import { submitRetry } from './submit-retry';

/**
 * A retry quiz to resume: running, or its result. Reading never writes, so one left open past
 * its deadline is submitted here and graded on what was saved.
 */
export async function resumeRetry(id: string) {
  const state = await readJson(await api.mistakes.quizzes[':id'].$get({ param: { id } }));
  if (state.status === 'in_progress') return withClockOffset(state);
  return state.status === 'overdue' ? submitRetry(id, {}) : state;
}

export const resumeRetryQueryOptions = (id: string) =>
  // Always ask the server: the time left and the saved answers must be fresh.
  queryOptions({
    queryKey: queryKeys.mistakes.attempt(id),
    queryFn: () => resumeRetry(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

export const useResumeRetry = (id: string | null) =>
  useQuery({ ...resumeRetryQueryOptions(id ?? ''), enabled: id !== null });
