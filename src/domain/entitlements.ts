import { DEFAULT_TIME_ZONE, FREE_MAX_LEVEL, MAX_LEVEL } from './constants';

/**
 * The entitlement rule, once (issue 11). A student is on the free plan unless their premium
 * subscription is active now; premium unlocks every level and competitions. The server's SQL
 * form of "active now" (`services/entitlements/premium.ts`) is tested against `premiumActive`.
 */

export type PlanTier = 'free' | 'premium';

/** `mocksPerWeek`: exam mocks a student may start in any 7 days (null = no limit; issue 23). */
export type PlanFeatures = {
  maxLevel: number;
  competitions: boolean;
  analytics: boolean;
  mocksPerWeek: number | null;
};

/** A free student's exam mocks per rolling week (ADR 0041). */
export const MOCKS_PER_WEEK_FREE = 1;

/** What each tier unlocks; the seeded plans' feature columns are checked against this. */
export const TIER_FEATURES: Record<PlanTier, PlanFeatures> = {
  free: {
    maxLevel: FREE_MAX_LEVEL,
    competitions: false,
    analytics: false,
    mocksPerWeek: MOCKS_PER_WEEK_FREE,
  },
  premium: { maxLevel: MAX_LEVEL, competitions: true, analytics: true, mocksPerWeek: null },
};

/** A premium notice goes out this many days before the end (and another at the end). */
export const EXPIRY_WARNING_DAYS = 3;

const DAY_MS = 86_400_000;

/** A student's premium subscription row, as much of it as the rule reads. */
export type Entitlement = {
  status: 'active' | 'revoked';
  endsAt: Date | string;
} | null;

const time = (d: Date | string) => (d instanceof Date ? d.getTime() : Date.parse(d));

/** Premium is active at `now` when the subscription is active and has not ended (end exclusive). */
export function premiumActive(sub: Entitlement | undefined, now: Date): boolean {
  return !!sub && sub.status === 'active' && time(sub.endsAt) > now.getTime();
}

/** Levels 1–10 are free; higher levels need premium (spec §5). */
export function levelNeedsPremium(level: number): boolean {
  return level > TIER_FEATURES.free.maxLevel;
}

/** Whether a student with (or without) active premium may open this level. */
export function canAccessLevel(level: number, premium: boolean): boolean {
  return level >= 1 && level <= MAX_LEVEL && (!levelNeedsPremium(level) || premium);
}

/** Competitions are a premium feature (spec §6); the competitions gate asks this. */
export function canEnterCompetitions(premium: boolean): boolean {
  return premium ? TIER_FEATURES.premium.competitions : TIER_FEATURES.free.competitions;
}

/** "A week" for mocks: the last 7 × 24 hours, rolling (not a calendar week). */
export const MOCK_WINDOW_MS = 7 * 86_400_000;

export type MockAllowance = {
  allowed: boolean;
  limit: number | null;
  used: number;
  /** ISO time the next mock may start, when one may not start now (else null). */
  nextAt: string | null;
};

/**
 * Whether a student may start an exam mock now: `startedAt` are their mock starts (older ones
 * are ignored; a start exactly 7 days ago has left the window). Premium has no limit. When the
 * limit is reached, `nextAt` is when enough starts have left the window (with one mock a week:
 * when the oldest start turns 7 days old).
 */
export function mockAllowance(
  premium: boolean,
  startedAt: readonly (Date | string)[],
  now: Date,
): MockAllowance {
  const since = now.getTime() - MOCK_WINDOW_MS;
  const starts = startedAt
    .map(time)
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  const limit = TIER_FEATURES[premium ? 'premium' : 'free'].mocksPerWeek;
  const used = starts.length;
  if (limit === null || used < limit) return { allowed: true, limit, used, nextAt: null };
  const nextAt = new Date(starts[used - limit]! + MOCK_WINDOW_MS).toISOString();
  return { allowed: false, limit, used, nextAt };
}

/**
 * The end of a subscription after `days` more are bought or granted: counted from the current
 * end while premium is active (buying early loses nothing), else from now.
 */
export function extendedEnd(sub: Entitlement | undefined, now: Date, days: number): Date {
  const from = premiumActive(sub, now) ? time(sub!.endsAt) : now.getTime();
  return new Date(from + days * DAY_MS);
}

/** Whole days left until the end, rounded up (0 once it has ended). */
export function daysLeft(endsAt: Date | string, now: Date): number {
  return Math.max(0, Math.ceil((time(endsAt) - now.getTime()) / DAY_MS));
}

/**
 * A premium date as students read it, "10 April 2027", on the calendar of Lagos (or the given
 * zone): the receipt, the subscription page and the notices say the same day.
 */
export function formatPremiumDate(d: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(typeof d === 'string' ? new Date(d) : d);
}
