import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Subscription = InferResponseType<typeof api.billing.subscription.$get, 200>;
export type Payment = Subscription['payments'][number];

/** The student's plan, its end and their payments (GET /api/billing/subscription). */
export const getSubscription = async () => readJson(await api.billing.subscription.$get());

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.subscription, queryFn: getSubscription });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
