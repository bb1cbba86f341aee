import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { COMPETITION_LIMITS } from '../../../../domain/competitions';
import { retryUnlessPremium } from './get-competitions';

/** Rows a page of the complete results table holds. */
export const RESULTS_PAGE_SIZE = 25;

/** The live leaderboard: top 20, the top 3 and the caller's own rank of N. */
export const getLeaderboard = async (id: string) =>
  readJson(await api.competitions[':id'].leaderboard.$get({ param: { id } }));

export const leaderboardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.competitions.leaderboard(id),
    queryFn: () => getLeaderboard(id),
    retry: retryUnlessPremium,
    staleTime: 5_000,
    // Every ~15 s until the ranks are final (student §9).
    refetchInterval: (query) =>
      query.state.data?.final ? false : COMPETITION_LIMITS.leaderboardRefreshMs,
  });

export const useLeaderboard = (id: string) => useQuery(leaderboardQueryOptions(id));

/** One page of the complete results table. */
export const getResults = async (id: string, page: number) =>
  readJson(
    await api.competitions[':id'].results.$get({
      param: { id },
      query: { page: String(page), pageSize: String(RESULTS_PAGE_SIZE) },
    }),
  );

export const resultsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.competitions.results(id, page),
    queryFn: () => getResults(id, page),
    retry: retryUnlessPremium,
    refetchInterval: (query) =>
      query.state.data && !query.state.data.final ? COMPETITION_LIMITS.leaderboardRefreshMs : false,
  });

export const useResults = (id: string | null, page: number) =>
  useQuery({
    ...resultsQueryOptions(id ?? '', page),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
