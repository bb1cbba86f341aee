import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export const getAdminSummary = async () => readJson(await api.admin.summary.$get());

export const adminSummaryQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.summary, queryFn: getAdminSummary });

export const useAdminSummary = () => useQuery(adminSummaryQueryOptions());
