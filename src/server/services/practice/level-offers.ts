import { AVAILABLE_EXAM_CODES } from '../../../domain/catalogue';
import {
  freeLevelsText,
  levelOffers,
  premiumGivesText,
  premiumLevelsText,
  type LevelOffer,
} from '../../../domain/availability';
import type { Ctx } from '../context';
import { practiceLevels } from './practice-levels';

export type PlanLevels = {
  free: LevelOffer[];
  premium: LevelOffer[];
  /** "59 levels across 8 subjects, free", or null. */
  freeText: string | null;
  /** "Premium opens 40 more levels across 5 subjects", or null when no premium level is ready. */
  premiumText: string | null;
  /** What Premium gives today in one sentence (levels when any, competitions, analytics). */
  premiumGives: string;
};

/**
 * What each plan's levels hold today, computed from the bank (issue 20): every text about what
 * Premium or the free plan opens — plan cards, upsell, level lock, callback, receipt, notices,
 * the admin's Coverage — is built from these numbers, never typed.
 */
export async function getPlanLevels({ ctx }: { ctx: Ctx }): Promise<PlanLevels> {
  const ready = await practiceLevels(ctx.db, { examTypes: AVAILABLE_EXAM_CODES });
  const offers = levelOffers(ready, AVAILABLE_EXAM_CODES);
  return {
    ...offers,
    freeText: freeLevelsText(offers.free),
    premiumText: premiumLevelsText(offers.premium),
    premiumGives: premiumGivesText(offers.premium),
  };
}
