import { describe, expect, it } from 'vitest';
import { rankEntries } from './competition-ranks';
import { isWinner, prizeRules, winnersOf } from './competition-prizes';

describe('prize winners (issue 21 item 10)', () => {
  const ranked = rankEntries([
    { id: 'a', score: 90, timeTaken: 100 },
    { id: 'b', score: 60, timeTaken: 100 },
    { id: 'c', score: 40, timeTaken: 120 },
    { id: 'd', score: 40, timeTaken: 120 },
    { id: 'e', score: 30, timeTaken: 50 },
  ]);

  it('takes the top 3 places, ties sharing a place, and only scores at or above the minimum', () => {
    expect(winnersOf({ prizeMinScore: null }, ranked).map((e) => e.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(winnersOf({ prizeMinScore: 60 }, ranked).map((e) => e.id)).toEqual(['a', 'b']);
    expect(winnersOf({ prizeMinScore: 100 }, ranked)).toEqual([]);
    expect(isWinner({ prizeMinScore: 0 }, { rank: 4, score: 100 })).toBe(false);
  });

  it('says how prizes are awarded from the competition’s own fields', () => {
    const withMin = prizeRules({ prizePoolKobo: 500_000, prizeMinScore: 50 });
    expect(withMin[0]).toBe('The prize pool of ₦5,000 goes to the top 3 places.');
    expect(withMin[1]).toContain('entries with the same score and the same time share a place');
    expect(withMin[2]).toBe(
      'A place wins only with a score of at least 50%: below that, nobody wins it.',
    );
    const free = prizeRules({ prizePoolKobo: 0, prizeMinScore: null });
    expect(free[0]).toBe('This competition has no prize money: the top 3 places are its winners.');
    expect(free[2]).toBe('Any score in the top 3 places wins.');
  });
});
