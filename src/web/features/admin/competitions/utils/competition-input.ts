import {
  COMPETITION_DEFAULTS,
  COMPETITION_FORM_MESSAGES,
  competitionDetailsSchema,
  type CompetitionDetailsInput,
} from '../../../../../domain/competition-form';
import { KOBO_PER_NAIRA } from '../../../../../domain/money';
import { MAX_LEVEL } from '../../../../../domain/constants';

/**
 * What the Compete tab's form holds (text, as inputs give it) and how it becomes the API's
 * `details`: naira typed by the admin → integer kobo, datetime-local → ISO with the admin's
 * offset. The domain's schema (the server's own) then checks it.
 */
export type CompetitionFormValues = {
  title: string;
  description: string;
  examType: string;
  subject: string;
  /** datetime-local values ("2026-11-23T14:30"), in the admin's own time zone. */
  startTime: string;
  endTime: string;
  registrationDeadline: string;
  durationMinutes: string;
  unlimitedParticipants: boolean;
  maxParticipants: string;
  entryFeeNaira: string;
  prizePoolNaira: string;
  /** Percent, a whole number; blank: no minimum. */
  prizeMinScore: string;
};

export const emptyCompetitionForm: CompetitionFormValues = {
  title: '',
  description: '',
  examType: '',
  subject: '',
  startTime: '',
  endTime: '',
  registrationDeadline: '',
  durationMinutes: String(COMPETITION_DEFAULTS.durationMinutes),
  unlimitedParticipants: COMPETITION_DEFAULTS.unlimitedParticipants,
  maxParticipants: String(COMPETITION_DEFAULTS.maxParticipants),
  entryFeeNaira: koboToNairaInput(COMPETITION_DEFAULTS.entryFeeKobo),
  prizePoolNaira: koboToNairaInput(COMPETITION_DEFAULTS.prizePoolKobo),
  prizeMinScore: '',
};

/**
 * "1,500.50" (naira, an optional ₦, commas and up to 2 decimals) → 150050 kobo, by string
 * arithmetic so 0.1 + 0.2 never turns into 30.000000000000004 kobo. Blank or anything else → null.
 */
export function nairaToKobo(text: string): number | null {
  const v = text.trim().replace(/^₦\s*/, '').replace(/,/g, '');
  const m = /^(\d+)(?:\.(\d{0,2}))?$/.exec(v);
  if (!m) return null;
  const kobo = Number(m[1]) * KOBO_PER_NAIRA + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(kobo) ? kobo : null;
}

/** 10000 → "100", 10050 → "100.50": what the naira input shows for a kobo amount. */
export function koboToNairaInput(kobo: number): string {
  const naira = Math.floor(kobo / KOBO_PER_NAIRA);
  const rest = kobo % KOBO_PER_NAIRA;
  return rest ? `${naira}.${String(rest).padStart(2, '0')}` : String(naira);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value read in the browser's time zone → ISO 8601 with that zone's offset at
 * that moment ("2026-11-23T14:30:00+01:00"), as the API takes it. Blank or malformed → null.
 */
export function localDateTimeToIso(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0)) as number[];
  const at = new Date(y!, mo! - 1, d!, h!, mi!, s!);
  if (Number.isNaN(at.getTime()) || at.getMonth() !== mo! - 1 || at.getDate() !== d!) return null;
  // The local fields of the Date itself: a time skipped by a clock change moves forward, and
  // the offset written is the one in force at that moment.
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** An instant → the datetime-local value showing it in the browser's time zone. */
export function isoToLocalDateTime(iso: string): string {
  const at = new Date(iso);
  return (
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}`
  );
}

export type FormErrors = Partial<Record<keyof CompetitionFormValues, string>>;
export type CheckedCompetition =
  { ok: true; details: CompetitionDetailsInput } | { ok: false; errors: FormErrors };

/** The API's field names → the form's, for the schema's messages. */
const FIELD_OF: Record<string, keyof CompetitionFormValues> = {
  entryFeeKobo: 'entryFeeNaira',
  prizePoolKobo: 'prizePoolNaira',
};

/**
 * The form → the API's `details`, checked by the domain's schema (the server's): end after
 * start, registration deadline not after start, duration within the window, limits. The first
 * message per field.
 */
export function checkCompetitionForm(v: CompetitionFormValues): CheckedCompetition {
  const errors: FormErrors = {};
  const time = (field: 'startTime' | 'endTime' | 'registrationDeadline') => {
    const iso = localDateTimeToIso(v[field]);
    if (iso === null) errors[field] = COMPETITION_FORM_MESSAGES.time;
    return iso ?? '';
  };
  const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
  const money = (field: 'entryFeeNaira' | 'prizePoolNaira') => {
    const kobo = nairaToKobo(v[field]);
    if (kobo === null) errors[field] = COMPETITION_FORM_MESSAGES.money;
    return kobo ?? 0;
  };
  const details: CompetitionDetailsInput = {
    title: v.title,
    description: v.description.trim() || null,
    examType: v.examType,
    subject: v.subject,
    startTime: time('startTime'),
    endTime: time('endTime'),
    registrationDeadline: v.registrationDeadline.trim() ? time('registrationDeadline') : null,
    durationMinutes: whole(v.durationMinutes),
    unlimitedParticipants: v.unlimitedParticipants,
    maxParticipants: v.unlimitedParticipants
      ? COMPETITION_DEFAULTS.maxParticipants
      : whole(v.maxParticipants),
    entryFeeKobo: money('entryFeeNaira'),
    prizePoolKobo: money('prizePoolNaira'),
    prizeMinScore: v.prizeMinScore.trim() ? whole(v.prizeMinScore) : null,
  };
  const parsed = competitionDetailsSchema.safeParse(details);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'title');
      const field = FIELD_OF[key] ?? (key as keyof CompetitionFormValues);
      errors[field] ??= issue.message;
    }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, details };
}

export const LEVELS_MESSAGE = `Levels are numbers from 1 to ${MAX_LEVEL}, like 1-5, 8`;

/** "1-3, 7" → [1, 2, 3, 7]; blank → [] (every level); anything out of range → null. */
export function parseLevels(text: string): number[] | null {
  const levels = new Set<number>();
  for (const part of text.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    if (from < 1 || to > MAX_LEVEL || from > to) return null;
    for (let l = from; l <= to; l++) levels.add(l);
  }
  return [...levels].sort((a, b) => a - b);
}

/** Server-measured seconds → "12 min 05 s" (or "45 s"). */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `${m} min ${pad(s)} s` : `${s} s`;
}
