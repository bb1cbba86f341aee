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

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * An instant as Nigerians write it, "27 Nov 2026, 03:39" (24-hour clock), in `timeZone` (the
 * reader's own when left out). Assembled from numeric parts with our own month names: Node's and
 * browsers' locale data disagree on "Sep"/"Sept", commas and "at".
 */
export function formatDateTime(at: Date | string, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  const month = MONTHS[Number(p('month')) - 1];
  return `${Number(p('day'))} ${month} ${p('year')}, ${p('hour')}:${p('minute')}`;
}
