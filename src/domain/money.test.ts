import { describe, expect, it } from 'vitest';
import { formatNaira } from './money';

describe('formatNaira', () => {
  it.each([
    [0, '₦0'],
    [100, '₦1'],
    [99_900, '₦999'],
    [100_000, '₦1,000'],
    [750_000, '₦7,500'],
    [1_234_567_800, '₦12,345,678'],
    [100_050, '₦1,000.50'],
    [5, '₦0.05'],
    [-250_000, '-₦2,500'],
  ])('%i kobo is %s', (kobo, text) => {
    expect(formatNaira(kobo)).toBe(text);
  });

  it('never shows a dollar sign or a currency code', () => {
    for (const kobo of [1, 100, 100_000, 99_999_999])
      expect(formatNaira(kobo)).not.toMatch(/\$|NGN|N\d/);
  });

  it('refuses a fraction of a kobo', () => {
    expect(() => formatNaira(1.5)).toThrow(RangeError);
  });
});
