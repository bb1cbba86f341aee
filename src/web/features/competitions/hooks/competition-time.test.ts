import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDuration,
  formatMinutes,
  formatWhen,
  nextRefreshMs,
  pageCount,
  secondsUntil,
  serverNowMs,
  timeZoneName,
} from './competition-time';

const T0 = Date.parse('2026-11-23T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

describe('secondsUntil (server clock from an offset)', () => {
  it('reads the time on the server clock, not the phone clock', () => {
    // The phone is 30 s behind the server: the server is at T0 when the phone says T0 - 30 s.
    const offset = 30_000;
    expect(serverNowMs(offset, T0 - 30_000)).toBe(T0);
    expect(secondsUntil(at(60_000), offset, T0 - 30_000)).toBe(60);
  });

  it('counts from the clock, so a phone asleep for a while is on time when it wakes', () => {
    const deadline = at(120_000);
    expect(secondsUntil(deadline, 0, T0)).toBe(120);
    // No tick for 100 s (a backgrounded tab): the next read is still right.
    expect(secondsUntil(deadline, 0, T0 + 100_000)).toBe(20);
  });

  it('rounds up and never goes below zero', () => {
    expect(secondsUntil(at(59_001), 0, T0)).toBe(60);
    expect(secondsUntil(at(1), 0, T0)).toBe(1);
    expect(secondsUntil(at(0), 0, T0)).toBe(0);
    expect(secondsUntil(at(-5_000), 0, T0)).toBe(0);
  });
});

describe('nextRefreshMs', () => {
  it('refreshes just after the soonest moment ahead', () => {
    expect(nextRefreshMs([at(30_000), at(90_000)], 0, { phoneNowMs: T0 })).toBe(31_000);
  });

  it('uses the server clock', () => {
    expect(nextRefreshMs([at(30_000)], 10_000, { phoneNowMs: T0 })).toBe(21_000);
  });

  it('is capped by the regular refresh while something is live', () => {
    expect(nextRefreshMs([at(30 * 60_000)], 0, { everyMs: 60_000, phoneNowMs: T0 })).toBe(60_000);
    expect(nextRefreshMs([], 0, { everyMs: 60_000, phoneNowMs: T0 })).toBe(60_000);
  });

  it('leaves far and past moments alone', () => {
    expect(nextRefreshMs([at(-60_000), at(2 * 3_600_000), null], 0, { phoneNowMs: T0 })).toBe(
      false,
    );
  });

  it('asks again soon for a moment that has only just passed', () => {
    expect(nextRefreshMs([at(-500)], 0, { phoneNowMs: T0 })).toBe(1_000);
  });
});

describe('formatting', () => {
  it('formats a time taken', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3720)).toBe('1h 02m 00s');
  });

  it('formats a duration in minutes', () => {
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 hour');
    expect(formatMinutes(90)).toBe('1 hour 30 minutes');
  });

  it('formats a countdown', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3_725)).toBe('01:02:05');
    expect(formatCountdown(86_400 + 5)).toBe('1 day 00:00:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it("shows a moment in the student's time zone", () => {
    expect(formatWhen('2026-11-23T12:05:00.000Z', 'Africa/Lagos')).toBe('Mon 23 Nov 2026, 13:05');
    expect(formatWhen('2026-11-23T23:30:00.000Z', 'Africa/Lagos')).toBe('Tue 24 Nov 2026, 00:30');
    expect(timeZoneName('2026-11-23T12:05:00.000Z', 'UTC')).toBe('UTC');
  });

  it('counts pages', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
