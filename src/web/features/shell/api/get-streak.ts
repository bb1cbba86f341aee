import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getStreak = async () => readJson(await api.me.streak.$get());

export const streakQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.streak, queryFn: getStreak });

export const useStreak = () => useQuery(streakQueryOptions());
