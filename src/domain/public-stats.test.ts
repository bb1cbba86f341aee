import { describe, expect, it } from 'vitest';
import { formatShownCount, MIN_SHOWN_SESSIONS, shownSessionCount } from './public-stats';

describe('shownSessionCount', () => {
  it.each([
    [0, null],
    [MIN_SHOWN_SESSIONS - 1, null],
    [MIN_SHOWN_SESSIONS, 100],
    [157, 150],
    [999, 990],
    [1_099, 1_000],
    [4_630, 4_600],
    [4_699, 4_600],
    [12_345, 12_000],
    [987_654, 980_000],
    [Number.NaN, null],
  ])('%d completed sessions show as %s', (count, shown) => {
    expect(shownSessionCount(count)).toBe(shown);
  });

  it('never overstates the real count', () => {
    for (let n = MIN_SHOWN_SESSIONS; n < 20_000; n += 37) {
      const shown = shownSessionCount(n)!;
      expect(shown).toBeLessThanOrEqual(n);
      expect(shown).toBeGreaterThan(n * 0.9 - 1);
    }
  });
});

describe('formatShownCount', () => {
  it('groups thousands and reads as "at least"', () => {
    expect(formatShownCount(4_600)).toBe('4,600+');
    expect(formatShownCount(150)).toBe('150+');
  });
});
