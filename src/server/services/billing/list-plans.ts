import { asc, eq } from 'drizzle-orm';
import { plans } from '../../db/schema';
import { TIER_FEATURES, type PlanFeatures, type PlanTier } from '../../../domain/entitlements';
import type { Ctx } from '../context';

export type PlanView = {
  id: string;
  tier: PlanTier;
  name: string;
  description: string;
  priceKobo: number;
  currency: string;
  durationDays: number | null;
  features: PlanFeatures;
};

/** The plans on sale, in their order (every price a student sees comes from here). */
export async function listPlans({ ctx }: { ctx: Ctx }): Promise<PlanView[]> {
  const rows = await ctx.db
    .select()
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.sortOrder), asc(plans.priceKobo));
  return rows.map((p) => ({
    id: p.id,
    tier: p.tier,
    name: p.name,
    description: p.description,
    priceKobo: p.priceKobo,
    currency: p.currency,
    durationDays: p.durationDays,
    features: {
      maxLevel: p.maxLevel,
      competitions: p.competitions,
      analytics: p.analytics,
      // no column: the weekly mock allowance is the entitlement rule's, not a plan's setting
      mocksPerWeek: TIER_FEATURES[p.tier].mocksPerWeek,
    },
  }));
}
