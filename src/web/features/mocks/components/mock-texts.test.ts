import { describe, expect, it } from 'vitest';
import {
  allowanceText,
  formatWhen,
  minutesText,
  paperFacts,
  paperTitle,
  spentText,
} from './mock-texts';

const LAGOS = 'Africa/Lagos';

describe('allowanceText', () => {
  it('says Premium is unlimited', () => {
    expect(
      allowanceText({ premium: true, allowed: true, limit: null, used: 3, nextAt: null }),
    ).toBe('Premium: unlimited mock exams');
  });

  it('tells a free student they may start, or when the next free mock comes', () => {
    expect(allowanceText({ premium: false, allowed: true, limit: 1, used: 0, nextAt: null })).toBe(
      'Free plan: 1 mock exam every 7 days — you can start one now',
    );
    expect(
      allowanceText(
        { premium: false, allowed: false, limit: 1, used: 1, nextAt: '2026-12-03T13:05:00Z' },
        LAGOS,
      ),
    ).toBe('Free plan: 1 mock exam every 7 days — your next free mock: 3 December, 14:05');
  });

  it('counts what is left when the limit is more than one', () => {
    expect(allowanceText({ premium: false, allowed: true, limit: 2, used: 1, nextAt: null })).toBe(
      'Free plan: 2 mock exams every 7 days — 1 left in these 7 days',
    );
  });
});

describe('time texts', () => {
  it('formats a moment on the given calendar', () => {
    expect(formatWhen('2026-12-31T23:30:00Z', LAGOS)).toBe('1 January, 00:30');
  });

  it('says minutes as hours and minutes', () => {
    expect(minutesText(120)).toBe('2 hours');
    expect(minutesText(90)).toBe('1 hour 30 minutes');
    expect(minutesText(50)).toBe('50 minutes');
    expect(minutesText(61)).toBe('1 hour 1 minute');
  });

  it('says time spent, or that it was not counted', () => {
    expect(spentText(45)).toBe('45s');
    expect(spentText(25 * 60 + 4)).toBe('25m 04s');
    expect(spentText(3729)).toBe('1h 02m 09s');
    expect(spentText(null)).toBe('Not recorded');
  });

  it('sums a paper up', () => {
    expect(paperFacts(4, 180, 120)).toBe('4 subjects · 180 questions · 2 hours');
    expect(paperFacts(1, 50, 90)).toBe('1 subject · 50 questions · 1 hour 30 minutes');
  });
});

describe('paperTitle', () => {
  it('names a UTME paper by its exam and a one-subject paper by its subject', () => {
    expect(paperTitle('jamb', ['english', 'mathematics', 'physics', 'chemistry'])).toBe(
      'JAMB UTME mock',
    );
    expect(paperTitle('jamb', ['english'])).toBe('JAMB UTME mock');
    expect(paperTitle('waec', ['mathematics'])).toBe('WAEC Mathematics mock');
    expect(paperTitle('neco', [])).toBe('NECO SSCE mock');
  });
});
