import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { adminKeys } from './http';
import type { AdminSummary } from '../../../../server/services/admin/get-summary';

export const getAdminSummary = async () => readJson<AdminSummary>(await api.admin.summary.$get());

export const adminSummaryQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.summary, queryFn: getAdminSummary });

export const useAdminSummary = () => useQuery(adminSummaryQueryOptions());
