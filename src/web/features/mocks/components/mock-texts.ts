import { mocksPhrase } from '../../../../domain/availability';
import { examDisplayName, examShortName, subjectDisplayName } from '../../../../domain/catalogue';

/**
 * A paper's name, as its notification says it: "JAMB UTME mock" (a UTME paper has four subjects),
 * "WAEC Mathematics mock"; "WAEC SSCE mock" before its subject is chosen.
 */
export function paperTitle(exam: string, subjects: readonly string[]): string {
  return exam !== 'jamb' && subjects.length === 1
    ? `${examShortName(exam)} ${subjectDisplayName(subjects[0]!)} mock`
    : `${examDisplayName(exam)} mock`;
}

/**
 * The allowance as a student reads it before starting (issue 23 item 5): "Premium: unlimited mock
 * exams", "Free plan: 1 mock exam every 7 days — you can start one now", or, once used, "— your
 * next free mock: 3 December, 14:05". The numbers are the server's (the entitlement rule's).
 */
export function allowanceText(
  a: {
    premium: boolean;
    allowed: boolean;
    limit: number | null;
    used: number;
    nextAt: string | null;
  },
  timeZone?: string,
): string {
  const plan = `${a.premium ? 'Premium' : 'Free plan'}: ${mocksPhrase(a.limit)}`;
  if (a.limit === null) return plan;
  if (!a.allowed)
    return a.nextAt ? `${plan} — your next free mock: ${formatWhen(a.nextAt, timeZone)}` : plan;
  const left = a.limit - a.used;
  return left >= a.limit
    ? `${plan} — you can start one now`
    : `${plan} — ${left} left in these 7 days`;
}

/** "3 December, 14:05" on the reader's calendar and 24-hour clock (or `timeZone`'s). */
export function formatWhen(at: string | Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('day')} ${p('month')}, ${p('hour')}:${p('minute')}`;
}

/** "2 hours", "1 hour 30 minutes", "50 minutes". */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '';
  const mins = m ? `${m} ${m === 1 ? 'minute' : 'minutes'}` : '';
  return [hours, mins].filter(Boolean).join(' ') || '0 minutes';
}

/** Time spent as the results show it: "25m 04s", "1h 02m 09s", "45s"; null when not counted. */
export function spentText(seconds: number | null): string {
  if (seconds === null) return 'Not recorded';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h}h ${pad(m)}m ${pad(s % 60)}s`;
  if (m) return `${m}m ${pad(s % 60)}s`;
  return `${s}s`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A paper at a glance: "4 subjects · 180 questions · 2 hours". */
export function paperFacts(subjects: number, questions: number, minutes: number): string {
  return [plural(subjects, 'subject'), plural(questions, 'question'), minutesText(minutes)].join(
    ' · ',
  );
}
