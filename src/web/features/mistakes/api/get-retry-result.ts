import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RetryResult } from './types';

/** A retry quiz read by id: its result once submitted (a result never changes), else its state. */
export const getRetryState = async (id: string) =>
  readJson(await api.mistakes.quizzes[':id'].$get({ param: { id } }));

export const retryResultQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.mistakes.result(id),
    queryFn: () => getRetryState(id),
    staleTime: Infinity,
  });

/**
 * The results screen of a retry quiz: the result the submit answered with when it is carried in
 * navigation, else the server's (a reload, a shared link).
 */
export const useRetryResult = (id: string, carried?: RetryResult) =>
  useQuery({
    ...retryResultQueryOptions(id),
    initialData: carried?.attemptId === id ? carried : undefined,
  });
