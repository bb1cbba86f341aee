import { describe, expect, it } from 'vitest';
import {
  freeLevelsText,
  isReadyLevel,
  levelOffers,
  levelRanges,
  mocksPhrase,
  planMocksText,
  premiumGivesText,
  premiumLevelsText,
  previousReadyLevel,
  readyThreshold,
} from './availability';
import { levelState } from './levels';
import { TIER_FEATURES } from './entitlements';

describe('a ready level (issue 20)', () => {
  it('serves at least twice its draw, and its setting is not off', () => {
    expect(readyThreshold(20)).toBe(40);
    expect(isReadyLevel({ servedQuestions: 40, drawSize: 20, settingActive: null })).toBe(true);
    expect(isReadyLevel({ servedQuestions: 39, drawSize: 20, settingActive: true })).toBe(false);
    expect(isReadyLevel({ servedQuestions: 400, drawSize: 20, settingActive: false })).toBe(false);
    expect(isReadyLevel({ servedQuestions: 0, drawSize: 0, settingActive: null })).toBe(false);
  });

  it('skips levels that are not ready when deciding what must be completed first', () => {
    const ready = new Set([1, 2, 5]);
    expect(previousReadyLevel(5, ready)).toBe(2);
    expect(previousReadyLevel(1, ready)).toBeNull();
    expect(levelState(5, new Set([2]), ready)).toBe('available');
    expect(levelState(5, new Set([1]), ready)).toBe('locked');
    expect(levelState(3, new Set(), new Set([3]))).toBe('available');
    // Without the ready levels, the spec's rule: the level just below.
    expect(levelState(5, new Set([2]))).toBe('locked');
  });
});

describe('what each plan offers, in words built from the numbers', () => {
  const ready = (examType: string, subject: string, levels: number[]) =>
    levels.map((level) => ({ examType, subject, level }));
  const exams = ['jamb', 'waec', 'neco'];

  it('says nothing of Premium levels when none is ready, only what it does give', () => {
    const offers = levelOffers(ready('jamb', 'physics', [1, 2, 3]), exams);
    expect(premiumLevelsText(offers.premium)).toBeNull();
    expect(premiumGivesText(offers.premium)).toBe(
      'Premium gives you ranked competitions, unlimited mock exams and detailed progress analytics.',
    );
    expect(freeLevelsText(offers.free)).toBe('3 levels in 1 subject of JAMB, free');
  });

  it('counts the ready premium levels and their subjects per exam', () => {
    const rows = exams.flatMap((e) => [
      ...ready(e, 'physics', [1, 11, 12]),
      ...ready(e, 'biology', [11]),
    ]);
    const offers = levelOffers(rows, exams);
    expect(offers.premium).toEqual(exams.map((examType) => ({ examType, levels: 3, subjects: 2 })));
    expect(premiumLevelsText(offers.premium)).toBe('Premium opens 3 more levels across 2 subjects');
    expect(premiumGivesText(offers.premium)).toBe(
      'Premium opens 3 more levels across 2 subjects, plus competitions, unlimited mock exams and detailed progress analytics.',
    );
    expect(freeLevelsText(offers.free)).toBe('1 level across 1 subject, free');
  });

  it('names each exam when they differ', () => {
    const offers = levelOffers(
      [...ready('jamb', 'physics', [11, 12]), ...ready('waec', 'physics', [11])],
      exams,
    );
    expect(premiumLevelsText(offers.premium)).toBe(
      'Premium opens 2 more levels in 1 subject of JAMB, 1 level in 1 subject of WAEC',
    );
  });

  it('writes level numbers as ranges', () => {
    expect(levelRanges([11, 12, 13, 20, 22, 23])).toBe('11–13, 20 and 22–23');
    expect(levelRanges([4])).toBe('4');
    expect(levelRanges(Array.from({ length: 40 }, (_, i) => i + 11))).toBe('11–50');
  });
});

describe('the mock allowance in the plan texts (issue 23)', () => {
  it('says the allowance the entitlement rule gives', () => {
    expect(mocksPhrase(1)).toBe('1 mock exam every 7 days');
    expect(mocksPhrase(3)).toBe('3 mock exams every 7 days');
    expect(mocksPhrase(null)).toBe('unlimited mock exams');
  });

  it('describes each plan by its tier’s features, never a number of its own', () => {
    expect(TIER_FEATURES.free.mocksPerWeek).toBe(1);
    expect(TIER_FEATURES.premium.mocksPerWeek).toBeNull();
    expect(planMocksText('free')).toBe('1 mock exam every 7 days');
    expect(planMocksText('premium')).toBe('Unlimited mock exams');
  });
});
