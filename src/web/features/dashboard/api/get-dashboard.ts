import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Dashboard = InferResponseType<typeof api.dashboard.$get, 200>;

export const getDashboard = async () => readJson(await api.dashboard.$get());

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dashboard, queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
