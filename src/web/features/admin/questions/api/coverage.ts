import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /api/admin/coverage: exam × subject × level against the ready threshold (issue 20). */
export const getCoverage = async () => readJson(await api.admin.coverage.$get());
export type Coverage = InferResponseType<typeof api.admin.coverage.$get, 200>;
export type CoverageCell = Coverage['cells'][number];

export const coverageQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.coverage, queryFn: getCoverage });

export const useCoverage = () => useQuery(coverageQueryOptions());
