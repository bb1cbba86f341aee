import { describe, expect, it } from 'vitest';
import { calendarDay, computeStreak, dayNumberIn, streakOfDays } from './streak';

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

  it('finds the longest run among several, separated by gaps, wherever it lies', () => {
    const days = (from: string, n: number) =>
      Array.from({ length: n }, (_, i) => new Date(at(from).getTime() + i * 86_400_000));
    const times = [
      ...days('2026-10-01T09:00:00Z', 3),
      ...days('2026-10-10T09:00:00Z', 5), // the longest, in the middle
      ...days('2026-10-20T09:00:00Z', 1),
      ...days('2026-11-21T09:00:00Z', 2), // the current one: 21st and 22nd
    ];
    expect(computeStreak(times, now)).toEqual({ current: 2, longest: 5 });
    // Order and repeats do not matter.
    expect(computeStreak([...times].reverse().concat(times), now)).toEqual({
      current: 2,
      longest: 5,
    });
  });

  it('joins or splits runs by the student time zone, for the longest streak too', () => {
    // 21:30 UTC on the 1st, 2nd and 3rd, then 23:30 UTC on the 4th. Lagos (UTC+1): 22:30 on the
    // 1st–3rd, then 00:30 on the 5th — the 4th is empty, so runs of 3 and 1. Tokyo (UTC+9):
    // mornings of the 2nd–5th, one run of 4. Honolulu (UTC-10): the 1st–4th, one run of 4.
    const times = [
      '2026-11-01T21:30:00Z',
      '2026-11-02T21:30:00Z',
      '2026-11-03T21:30:00Z',
      '2026-11-04T23:30:00Z',
    ].map(at);
    const later = at('2026-11-22T10:00:00Z');
    expect(computeStreak(times, later, 'Africa/Lagos').longest).toBe(3);
    expect(computeStreak(times, later, 'Asia/Tokyo').longest).toBe(4);
    expect(computeStreak(times, later, 'Pacific/Honolulu').longest).toBe(4);
    // The current streak ends today in the zone: 00:30 on the 5th in Lagos is "today" then.
    expect(computeStreak(times, at('2026-11-05T10:00:00Z'), 'Africa/Lagos').current).toBe(1);
    expect(computeStreak(times, at('2026-11-05T10:00:00Z'), 'Pacific/Honolulu').current).toBe(0);
  });

  it('streakOfDays gives the same answer from day numbers', () => {
    const times = ['2026-11-18T08:00:00Z', '2026-11-19T08:00:00Z', '2026-11-21T23:30:00Z'];
    const days = times.map((t) => dayNumberIn(at(t), 'Africa/Lagos'));
    expect(streakOfDays(days, dayNumberIn(now, 'Africa/Lagos'))).toEqual(
      computeStreak(times.map(at), now, 'Africa/Lagos'),
    );
    expect(streakOfDays([], 0)).toEqual({ current: 0, longest: 0 });
  });

  it('formats calendar days as YYYY-MM-DD', () => {
    expect(calendarDay(at('2026-01-05T12:00:00Z'), 'Africa/Lagos')).toBe('2026-01-05');
  });
});
