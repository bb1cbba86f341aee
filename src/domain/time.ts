const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Spec §9, a notification's time: seconds, minutes or hours ago, else a date ("5 Jan 2026").
 * A time ahead of `now` (a phone's clock behind the server's) reads as 0 seconds ago. `timeZone`
 * picks the date's calendar day; the phone's own zone when left out.
 */
export function relativeTime(then: Date, now: Date, timeZone?: string): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return then.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
}
