import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import type { Dashboard } from '../../../../server/services/dashboard/get-dashboard';

export type { Dashboard };

export const getDashboard = async () => readJson<Dashboard>(await api.dashboard.$get());

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
