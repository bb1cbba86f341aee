import { DEFAULT_TIME_ZONE } from './constants';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f.format(instant);
}

/** True if `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function dayNumber(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
}

export type Streak = { current: number; longest: number };

/**
 * Streaks from completed-attempt times (spec §4): the current streak counts consecutive calendar
 * days with a completed attempt ending today, in the student's time zone; several attempts in a
 * day count once. The longest streak is the longest such run ever (the prototype copied the
 * current one).
 */
export function computeStreak(
  completedAt: readonly Date[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): Streak {
  return streakOfDays(
    completedAt.map((d) => dayNumber(calendarDay(d, timeZone))),
    dayNumber(calendarDay(now, timeZone)),
  );
}

/**
 * The same streaks from calendar days already taken in the student's time zone (days since
 * 1970-01-01, in any order, repeats allowed), e.g. as the database groups them.
 */
export function streakOfDays(dayNumbers: readonly number[], today: number): Streak {
  const days = [...new Set(dayNumbers)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const day of days) {
    run = day === prev + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  let current = 0;
  const set = new Set(days);
  for (let day = today; set.has(day); day--) current++;
  return { current, longest };
}

/** The day number (days since 1970-01-01) of an instant's calendar day in a time zone. */
export function dayNumberIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return dayNumber(calendarDay(instant, timeZone));
}
