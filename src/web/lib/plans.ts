import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The plans on sale (GET /api/plans, public): every price a student sees comes from here — the
 * subscription page, the dashboard upsell, the level lock and the competitions gate. Shared (not
 * a feature's) because several features show a price.
 */
export type PlansAnswer = InferResponseType<typeof api.plans.$get, 200>;
export type Plan = PlansAnswer['plans'][number];

export const getPlans = async () => readJson(await api.plans.$get());

export const plansQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.plans, queryFn: getPlans, staleTime: 5 * 60_000 });

export const usePlans = () => useQuery(plansQueryOptions());

/** The premium plan that costs least, the one "from" prices quote. */
export function cheapestPremium(plans: readonly Plan[] | undefined): Plan | undefined {
  return plans
    ?.filter((p) => p.tier === 'premium')
    .reduce<Plan | undefined>(
      (best, p) => (!best || p.priceKobo < best.priceKobo ? p : best),
      undefined,
    );
}

/** What each plan's levels hold today (issue 20), computed by the server from the bank. */
export type PlanLevels = PlansAnswer['levels'];

/** The plans' level texts, or undefined until the plans have loaded. */
export const usePlanLevels = (): PlanLevels | undefined => usePlans().data?.levels;
