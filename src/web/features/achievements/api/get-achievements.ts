import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type AchievementsPage = InferResponseType<typeof api.me.achievements.$get, 200>;
export type AchievementStatus = AchievementsPage['achievements'][number];

export const getAchievements = async () => readJson(await api.me.achievements.$get());

export const achievementsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.achievements, queryFn: getAchievements });

export const useAchievements = () => useQuery(achievementsQueryOptions());
