import { describe, expect, it } from 'vitest';
import { formatDateTime, relativeTime } from './time';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => relativeTime(new Date(NOW.getTime() - ms), NOW, 'Africa/Lagos');
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('relativeTime (spec §9: seconds, minutes or hours ago, else a date)', () => {
  it.each([
    [0, '0 seconds ago'],
    [1 * S, '1 second ago'],
    [1 * S + 999, '1 second ago'],
    [59 * S + 999, '59 seconds ago'],
    [60 * S, '1 minute ago'],
    [2 * M, '2 minutes ago'],
    [59 * M + 59 * S, '59 minutes ago'],
    [1 * H, '1 hour ago'],
    [23 * H + 59 * M, '23 hours ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(ago(ms)).toBe(text);
  });

  it('from 24 hours on: the date, in the given time zone', () => {
    expect(ago(24 * H)).toBe('9 Mar 2026');
    expect(ago(400 * 24 * H)).toBe('3 Feb 2025');
    // 23:30 UTC on 1 Mar is 00:30 on 2 Mar in Lagos (UTC+1).
    const lateNight = new Date('2026-03-01T23:30:00.000Z');
    expect(relativeTime(lateNight, NOW, 'Africa/Lagos')).toBe('2 Mar 2026');
    expect(relativeTime(lateNight, NOW, 'UTC')).toBe('1 Mar 2026');
  });

  it('a time ahead of now (clocks apart) reads as 0 seconds ago, never negative', () => {
    expect(ago(-5 * S)).toBe('0 seconds ago');
    expect(ago(-2 * H)).toBe('0 seconds ago');
  });
});

describe('formatDateTime (admin dates, issue 21 item 13: "27 Nov 2026, 03:39")', () => {
  it.each([
    // 02:39 UTC is 03:39 in Lagos (UTC+1, no summer time).
    ['2026-11-27T02:39:00.000Z', 'Africa/Lagos', '27 Nov 2026, 03:39'],
    // Midnight is 00, not 24; September is "Sep" whatever the locale data says.
    ['2026-09-07T23:05:00.000Z', 'Africa/Lagos', '8 Sep 2026, 00:05'],
    ['2027-01-01T12:00:00.000Z', 'Africa/Lagos', '1 Jan 2027, 13:00'],
    // Another zone's calendar day and hour.
    ['2026-11-27T02:39:00.000Z', 'America/New_York', '26 Nov 2026, 21:39'],
  ])('%s in %s → %s', (iso, zone, text) => {
    expect(formatDateTime(iso, zone)).toBe(text);
    expect(formatDateTime(new Date(iso), zone)).toBe(text);
  });
});
