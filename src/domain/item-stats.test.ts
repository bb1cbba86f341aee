import { describe, expect, it } from 'vitest';
import { emptyCounts, itemStats, WRONG_KEY_MIN_ANSWERS, type ItemCounts } from './item-stats';

const counts = (chosen: Partial<ItemCounts['chosen']>, blanks = 0): ItemCounts => {
  const c = emptyCounts();
  Object.assign(c.chosen, chosen);
  c.attempts = Object.values(c.chosen).reduce((a, b) => a + b, 0) + blanks;
  return c;
};

describe('itemStats', () => {
  it('gives facility and shares over the attempts, blanks counting as not right', () => {
    expect(itemStats(counts({ A: 6, B: 2, C: 1, D: 1 }, 5), 'A')).toEqual({
      attempts: 15,
      answers: 10,
      facility: 40,
      shares: { A: 40, B: 13, C: 7, D: 7 },
      unanswered: 33,
      possibleWrongKey: false,
    });
  });

  it('has no facility before any closed attempt, and never flags without answers', () => {
    expect(itemStats(emptyCounts(), 'B')).toMatchObject({ attempts: 0, facility: null });
    expect(itemStats(counts({}, 30), 'B')).toMatchObject({
      facility: 0,
      unanswered: 100,
      possibleWrongKey: false,
    });
  });

  it('flags a distractor chosen more often than the key once there are 20 answers', () => {
    expect(itemStats(counts({ A: 8, B: 9, C: 2, D: 1 }), 'A').possibleWrongKey).toBe(true);
    expect(itemStats(counts({ A: 8, B: 8, C: 2, D: 1 }), 'A').possibleWrongKey).toBe(false);
  });

  it('flags a facility under 25 % even when no distractor beats the key', () => {
    const low = itemStats(counts({ A: 5, B: 5, C: 5, D: 6 }, 5), 'D');
    expect(low.facility).toBe(23);
    expect(low.possibleWrongKey).toBe(true);
    expect(itemStats(counts({ A: 5, B: 5, C: 5, D: 5 }), 'D').possibleWrongKey).toBe(false);
    // 6 of 25 shows as 24 %; 99 of 400 shows as 25 % but is under it.
    expect(itemStats(counts({ A: 6, B: 6, C: 6, D: 6 }, 1), 'D').possibleWrongKey).toBe(true);
    const justUnder = itemStats(counts({ A: 99, B: 99, C: 99, D: 99 }, 4), 'D');
    expect(justUnder).toMatchObject({ facility: 25, possibleWrongKey: true });
  });

  it(`never flags under ${WRONG_KEY_MIN_ANSWERS} answers, whatever the blanks`, () => {
    const s = itemStats(counts({ B: WRONG_KEY_MIN_ANSWERS - 1 }, 10), 'A');
    expect(s).toMatchObject({ attempts: 29, answers: 19, facility: 0, possibleWrongKey: false });
    expect(itemStats(counts({ B: WRONG_KEY_MIN_ANSWERS }), 'A').possibleWrongKey).toBe(true);
  });
});
