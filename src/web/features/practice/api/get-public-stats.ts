import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Numbers computed from our own data (GET /api/stats), already rounded and hidden when small. */
export const getPublicStats = async () => readJson(await api.stats.$get());

export const publicStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.publicStats,
    queryFn: getPublicStats,
    staleTime: 5 * 60_000,
  });

export const usePublicStats = () => useQuery(publicStatsQueryOptions());
