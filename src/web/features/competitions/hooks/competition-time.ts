/**
 * Time on the competition screens, read on the server's clock: the phone's clock plus the offset
 * measured when an answer arrived (`clockOffset`), never a count of timer ticks. Pure, so the
 * rules are unit-tested; the hooks and components only call them.
 */

/** The server's time now, in ms, from the phone's clock and the measured offset. */
export const serverNowMs = (offsetMs: number, phoneNowMs = Date.now()) => phoneNowMs + offsetMs;

/** Whole seconds until `iso` on the server's clock, never below 0 (rounded up: 0 only once due). */
export function secondsUntil(iso: string, offsetMs: number, phoneNowMs = Date.now()): number {
  const ms = Date.parse(iso) - serverNowMs(offsetMs, phoneNowMs);
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}

/** A little after a moment, so the server has certainly passed it when we ask again. */
const SLACK_MS = 1_000;
/** A boundary further away than this is left to the regular refresh (or the next visit). */
const HORIZON_MS = 60 * 60_000;

/**
 * When to read a list or a competition again: at the soonest of `moments` still ahead (a start,
 * an end, the moment answers are shown) plus a little slack, and at most every `everyMs` when
 * given (the list while something is live). `false`: no refresh needed.
 */
export function nextRefreshMs(
  moments: readonly (string | null | undefined)[],
  offsetMs: number,
  { everyMs, phoneNowMs = Date.now() }: { everyMs?: number; phoneNowMs?: number } = {},
): number | false {
  const now = serverNowMs(offsetMs, phoneNowMs);
  let soonest = Infinity;
  for (const m of moments) {
    if (!m) continue;
    const ahead = Date.parse(m) - now;
    if (ahead > -SLACK_MS && ahead < soonest) soonest = ahead;
  }
  const atBoundary = soonest <= HORIZON_MS ? Math.max(0, soonest) + SLACK_MS : Infinity;
  const next = Math.min(atBoundary, everyMs ?? Infinity);
  return Number.isFinite(next) ? next : false;
}

/** A time taken or a duration in seconds: "45s", "2m 05s", "1h 02m 00s". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m ${rest}s`;
  if (m > 0) return `${m}m ${rest}s`;
  return `${s}s`;
}

/** A competition's length in minutes: "45 minutes", "1 hour", "1 hour 30 minutes". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const unit = (n: number, u: string) => `${n} ${u}${n === 1 ? '' : 's'}`;
  if (h === 0) return unit(m, 'minute');
  return m === 0 ? unit(h, 'hour') : `${unit(h, 'hour')} ${unit(m, 'minute')}`;
}

/** A countdown: "2 days 03:04:05" far ahead, "03:04:05" within a day, "04:05" within an hour. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, seconds);
  const days = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock =
    h > 0 || days > 0 ? `${pad(h)}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
  return days > 0 ? `${days} ${days === 1 ? 'day' : 'days'} ${clock}` : clock;
}

/**
 * A moment in the student's own time zone (the phone's, unless given): "Mon 23 Nov 2026, 14:05".
 */
export function formatWhen(iso: string, timeZone?: string): string {
  // Assembled from parts: browsers' locale data disagree on commas between them.
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(iso));
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('weekday')} ${p('day')} ${p('month')} ${p('year')}, ${p('hour')}:${p('minute')}`;
}

/** The short name of that time zone ("WAT", "GMT+1"), so a time is never ambiguous. */
export function timeZoneName(iso: string, timeZone?: string): string {
  const part = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? '';
}

/** How many pages `total` rows make at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));
