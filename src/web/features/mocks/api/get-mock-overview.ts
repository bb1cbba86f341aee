import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What a student can sit now: exams and subjects the bank can fill, allowance, open, history. */
export const getMockOverview = async () => readJson(await api.mocks.$get());

export const mockOverviewQueryOptions = () =>
  // The allowance and the bank change with time and other people's edits: always ask.
  queryOptions({ queryKey: queryKeys.mocks.overview, queryFn: getMockOverview, staleTime: 0 });

export const useMockOverview = () => useQuery(mockOverviewQueryOptions());
