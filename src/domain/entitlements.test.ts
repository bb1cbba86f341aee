import { describe, expect, it } from 'vitest';
import {
  MOCKS_PER_WEEK_FREE,
  TIER_FEATURES,
  canAccessLevel,
  canEnterCompetitions,
  daysLeft,
  extendedEnd,
  levelNeedsPremium,
  mockAllowance,
  premiumActive,
} from './entitlements';

const now = new Date('2027-03-10T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('premiumActive (the one rule; its SQL form is tested against it)', () => {
  it('is active while an active subscription has not ended', () => {
    expect(premiumActive({ status: 'active', endsAt: at(1) }, now)).toBe(true);
    expect(premiumActive({ status: 'active', endsAt: at(DAY).toISOString() }, now)).toBe(true);
  });

  it('ends exactly at the end: the end itself is no longer premium', () => {
    expect(premiumActive({ status: 'active', endsAt: now }, now)).toBe(false);
    expect(premiumActive({ status: 'active', endsAt: at(-1) }, now)).toBe(false);
  });

  it('is never active when revoked or missing', () => {
    expect(premiumActive({ status: 'revoked', endsAt: at(DAY) }, now)).toBe(false);
    expect(premiumActive(null, now)).toBe(false);
    expect(premiumActive(undefined, now)).toBe(false);
  });
});

describe('what premium unlocks', () => {
  it('keeps levels 1–10 free and levels 11–50 premium; nothing beyond 50', () => {
    expect(levelNeedsPremium(10)).toBe(false);
    expect(levelNeedsPremium(11)).toBe(true);
    expect(canAccessLevel(1, false)).toBe(true);
    expect(canAccessLevel(10, false)).toBe(true);
    expect(canAccessLevel(11, false)).toBe(false);
    expect(canAccessLevel(11, true)).toBe(true);
    expect(canAccessLevel(50, true)).toBe(true);
    expect(canAccessLevel(51, true)).toBe(false);
    expect(canAccessLevel(0, true)).toBe(false);
  });

  it('opens competitions only with premium', () => {
    expect(canEnterCompetitions(false)).toBe(false);
    expect(canEnterCompetitions(true)).toBe(true);
  });

  it('describes the tiers with the same limits the level rule uses', () => {
    expect(TIER_FEATURES.free.maxLevel).toBe(10);
    expect(TIER_FEATURES.premium.maxLevel).toBe(50);
    for (let level = 1; level <= 50; level++) {
      expect(canAccessLevel(level, false)).toBe(level <= TIER_FEATURES.free.maxLevel);
      expect(canAccessLevel(level, true)).toBe(level <= TIER_FEATURES.premium.maxLevel);
    }
  });
});

describe('mockAllowance: one mock in any 7 days free, no limit with premium', () => {
  it('lets a free student start one mock a week', () => {
    expect(MOCKS_PER_WEEK_FREE).toBe(1);
    expect(TIER_FEATURES.free.mocksPerWeek).toBe(1);
    expect(mockAllowance(false, [], now)).toEqual({
      allowed: true,
      limit: 1,
      used: 0,
      nextAt: null,
    });
  });

  it('refuses a second within 7 × 24 h and says when the next may start', () => {
    const started = at(-2 * DAY);
    expect(mockAllowance(false, [started], now)).toEqual({
      allowed: false,
      limit: 1,
      used: 1,
      nextAt: at(5 * DAY).toISOString(),
    });
    expect(mockAllowance(false, [at(-7 * DAY + 1).toISOString()], now)).toMatchObject({
      allowed: false,
      nextAt: at(1).toISOString(),
    });
  });

  it('rolls: a start exactly 7 days old, or older, no longer counts', () => {
    expect(mockAllowance(false, [at(-7 * DAY), at(-30 * DAY)], now)).toEqual({
      allowed: true,
      limit: 1,
      used: 0,
      nextAt: null,
    });
  });

  it('waits for enough starts to leave the window when more than the limit were started', () => {
    // e.g. started while premium, which has since ended
    const starts = [at(-6 * DAY), at(-1 * DAY), at(-3 * DAY)];
    expect(mockAllowance(false, starts, now)).toEqual({
      allowed: false,
      limit: 1,
      used: 3,
      nextAt: at(6 * DAY).toISOString(),
    });
  });

  it('gives premium no limit, still counting the week', () => {
    expect(TIER_FEATURES.premium.mocksPerWeek).toBeNull();
    expect(mockAllowance(true, [at(-DAY), at(-2 * DAY), 'not a date'], now)).toEqual({
      allowed: true,
      limit: null,
      used: 2,
      nextAt: null,
    });
  });
});

describe('extendedEnd: buying while premium extends from the current end', () => {
  it('counts from now without an active subscription', () => {
    expect(extendedEnd(null, now, 30)).toEqual(at(30 * DAY));
    expect(extendedEnd({ status: 'active', endsAt: at(-DAY) }, now, 30)).toEqual(at(30 * DAY));
    expect(extendedEnd({ status: 'revoked', endsAt: at(9 * DAY) }, now, 30)).toEqual(at(30 * DAY));
  });

  it('counts from the current end while premium is active', () => {
    expect(extendedEnd({ status: 'active', endsAt: at(5 * DAY) }, now, 30)).toEqual(at(35 * DAY));
  });
});

describe('daysLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(daysLeft(at(3 * DAY), now)).toBe(3);
    expect(daysLeft(at(2 * DAY + 1), now)).toBe(3);
    expect(daysLeft(at(1), now)).toBe(1);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(at(-DAY), now)).toBe(0);
  });
});
