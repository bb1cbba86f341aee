import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Profile = InferResponseType<typeof api.me.profile.$get, 200>;

export const getProfile = async () => readJson(await api.me.profile.$get());

export const profileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
