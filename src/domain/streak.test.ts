import { describe, expect, it } from 'vitest';
import { calendarDay, computeStreak } from './streak';

const at = (iso: string) => new Date(iso);

describe('computeStreak', () => {
  const now = at('2026-11-22T10:00:00Z'); // 11:00 in Lagos

  it('is zero with no attempts', () => {
    expect(computeStreak([], now)).toEqual({ current: 0, longest: 0 });
  });

  it('counts consecutive days ending today, several attempts a day once', () => {
    const times = [
      '2026-11-20T08:00:00Z',
      '2026-11-21T08:00:00Z',
      '2026-11-21T09:00:00Z',
      '2026-11-22T07:00:00Z',
    ];
    expect(computeStreak(times.map(at), now)).toEqual({ current: 3, longest: 3 });
  });

  it('is zero when there is no attempt today, but keeps the longest run', () => {
    const times = ['2026-11-18T08:00:00Z', '2026-11-19T08:00:00Z', '2026-11-21T08:00:00Z'];
    expect(computeStreak(times.map(at), now)).toEqual({ current: 0, longest: 2 });
  });

  it('uses the student time zone for calendar days (Africa/Lagos is UTC+1)', () => {
    // 23:30 UTC on the 21st is 00:30 on the 22nd in Lagos.
    const times = [at('2026-11-21T23:30:00Z')];
    expect(computeStreak(times, now, 'Africa/Lagos').current).toBe(1);
    expect(computeStreak(times, now, 'UTC').current).toBe(0);
  });

  it('formats calendar days as YYYY-MM-DD', () => {
    expect(calendarDay(at('2026-01-05T12:00:00Z'), 'Africa/Lagos')).toBe('2026-01-05');
  });
});
