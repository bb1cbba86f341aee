import * as z from 'zod/mini';
import { parseQuestionCsv, type RowMessages } from './question-csv';
import {
  examTypeField,
  levelField,
  questionInputSchema,
  subjectField,
  type QuestionDraft,
} from './question-rules';
import { COMPETITION_LIMITS } from './competitions';
import { noNul, trimmedText } from './text-rules';
import { intBetween } from './number-rules';

/**
 * The admin's competition form (admin-and-public §3, §5; issue 12) and its questions: by CSV (the
 * upload's columns and Papa Parse code), by manual entry, or drawn from the bank. One schema,
 * used by the API (authoritative) and the Compete tab. Money is integer kobo (issue 11).
 */

/** Form defaults (admin §3, §9). The prize pool is ₦100 as the spec's 100 (it showed dollars). */
export const COMPETITION_DEFAULTS = {
  durationMinutes: 60,
  questionCount: 20,
  unlimitedParticipants: true,
  maxParticipants: 100,
  entryFeeKobo: 0,
  prizePoolKobo: 10_000,
  /** No minimum: any score in the top places wins. */
  prizeMinScore: null,
} as const;

/** Upper bounds of our own: a competition is at most 10 hours and 500 questions. */
export const COMPETITION_BOUNDS = {
  titleLength: 200,
  descriptionLength: 2000,
  maxDurationMinutes: 600,
  maxQuestions: 500,
  maxParticipants: 1_000_000,
  maxKobo: 1_000_000_000,
} as const;

export const COMPETITION_FORM_MESSAGES = {
  title: 'Title is required',
  titleTooLong: `Title must be at most ${COMPETITION_BOUNDS.titleLength} characters`,
  descriptionTooLong: `Description must be at most ${COMPETITION_BOUNDS.descriptionLength} characters`,
  time: 'Enter a date and time',
  endAfterStart: 'End time must be after the start time',
  deadlineNotAfterStart: 'Registration deadline must not be after the start time',
  durationFits: 'Duration must fit between the start and end times',
  duration: `Duration must be between 1 and ${COMPETITION_BOUNDS.maxDurationMinutes} minutes`,
  maxParticipants: 'Max participants must be a whole number of at least 1',
  money: 'Enter an amount in naira of 0 or more (kobo as a whole number)',
  /** ADR 0023 (amended, issue 21): no fee can be paid online yet, so none may be set. */
  feeNotPayable: 'Entry fees cannot be paid online yet: set the entry fee to ₦0.',
  prizeMinScore: 'Minimum score for a prize must be a whole number from 0 to 100 (percent)',
  questionCount: `Questions must be between 1 and ${COMPETITION_BOUNDS.maxQuestions}`,
  atLeastOneQuestion: 'Add at least one question',
  tooManyQuestions: `A competition has at most ${COMPETITION_BOUNDS.maxQuestions} questions`,
  details: 'The competition details must be JSON',
  noData: 'No data found in CSV file',
  notEnoughInBank: (found: number) =>
    `Only ${found} question${found === 1 ? '' : 's'} in the bank match${found === 1 ? 'es' : ''}: ask for ${found} or fewer, or choose more levels.`,
} as const;

const M = COMPETITION_FORM_MESSAGES;
const B = COMPETITION_BOUNDS;

const dateTime = z.pipe(
  z.iso.datetime({ offset: true, error: M.time }),
  z.transform((v) => new Date(v)),
);

/** The details of a competition (everything but its questions). */
export const competitionDetailsSchema = z
  .pipe(
    z.object({
      title: trimmedText('Title', {
        required: M.title,
        tooLong: M.titleTooLong,
        max: B.titleLength,
      }),
      description: z._default(
        z.nullable(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(B.descriptionLength, M.descriptionTooLong),
              noNul('Description'),
            ),
        ),
        null,
      ),
      examType: examTypeField,
      subject: subjectField,
      startTime: dateTime,
      endTime: dateTime,
      registrationDeadline: z._default(z.nullable(dateTime), null),
      durationMinutes: z._default(
        intBetween(1, B.maxDurationMinutes, M.duration),
        COMPETITION_DEFAULTS.durationMinutes,
      ),
      unlimitedParticipants: z._default(z.boolean(), COMPETITION_DEFAULTS.unlimitedParticipants),
      maxParticipants: z._default(
        intBetween(1, B.maxParticipants, M.maxParticipants),
        COMPETITION_DEFAULTS.maxParticipants,
      ),
      entryFeeKobo: z._default(
        intBetween(0, B.maxKobo, M.money),
        COMPETITION_DEFAULTS.entryFeeKobo,
      ),
      prizePoolKobo: z._default(
        intBetween(0, B.maxKobo, M.money),
        COMPETITION_DEFAULTS.prizePoolKobo,
      ),
      prizeMinScore: z._default(
        z.nullable(intBetween(0, 100, M.prizeMinScore)),
        COMPETITION_DEFAULTS.prizeMinScore,
      ),
    }),
    z.transform(({ unlimitedParticipants, maxParticipants, description, ...d }) => ({
      ...d,
      description: description || null,
      // The form's switch is not stored: unlimited is a null maximum (admin §3).
      maxParticipants: unlimitedParticipants ? null : maxParticipants,
    })),
  )
  .check(
    z.refine((d) => d.entryFeeKobo === 0, { message: M.feeNotPayable, path: ['entryFeeKobo'] }),
    z.refine((d) => d.endTime > d.startTime, { message: M.endAfterStart, path: ['endTime'] }),
    z.refine((d) => !d.registrationDeadline || d.registrationDeadline <= d.startTime, {
      message: M.deadlineNotAfterStart,
      path: ['registrationDeadline'],
    }),
    z.refine(
      (d) =>
        d.endTime <= d.startTime ||
        d.durationMinutes * 60_000 <= d.endTime.getTime() - d.startTime.getTime(),
      { message: M.durationFits, path: ['durationMinutes'] },
    ),
  );
export type CompetitionDetails = z.output<typeof competitionDetailsSchema>;
export type CompetitionDetailsInput = z.input<typeof competitionDetailsSchema>;

/** Manual entry: the Manage tab's question form; stored with the competition's exam and subject, level 1. */
const manualQuestions = z.object({
  source: z.literal('manual'),
  questions: z
    .array(questionInputSchema)
    .check(z.minLength(1, M.atLeastOneQuestion), z.maxLength(B.maxQuestions, M.tooManyQuestions)),
});

/** Drawn from the bank's practice questions of the competition's exam and subject. */
const bankQuestions = z.object({
  source: z.literal('bank'),
  count: z._default(
    intBetween(1, B.maxQuestions, M.questionCount),
    COMPETITION_DEFAULTS.questionCount,
  ),
  /** Levels to draw from; none or empty: every level. */
  levels: z._default(z.array(levelField).check(z.maxLength(50)), []),
});

/** POST /api/admin/competitions: the details and questions entered by hand or drawn from the bank. */
export const createCompetitionSchema = z.object({
  details: competitionDetailsSchema,
  questions: z.discriminatedUnion('source', [manualQuestions, bankQuestions]),
});
export type CreateCompetitionInput = z.output<typeof createCompetitionSchema>;

/** The competition CSV's row texts (admin §5): "Row {n}: Missing fields: {list}", …. */
const COMPETITION_ROW_MESSAGES: RowMessages = {
  missingValues: (columns) => `Missing fields: ${columns.join(', ')}`,
  shortRow: (columns) => `Missing fields: ${columns.join(', ')}`,
};

export type CompetitionCsvResult =
  | { ok: true; questions: QuestionDraft[]; errors: string[] }
  | { ok: false; error: string; errors: string[] };

/**
 * A competition CSV: the upload's columns, parsed by the upload's parser (quoted fields work),
 * every question put in the competition's exam and subject, level from level_tag or 1. Rows
 * with a problem are reported ("Row {n}: …", n counting the header as row 1) and skipped.
 */
export function parseCompetitionCsv(
  text: string,
  competition: { examType: string; subject: string },
): CompetitionCsvResult {
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, error: M.noData, errors: [] };
  const parsed = parseQuestionCsv(
    text,
    { ...competition, selectedLevel: 1 },
    COMPETITION_ROW_MESSAGES,
  );
  const errors = (parsed.rejected ?? []).map((r) => `Row ${r.row}: ${r.reason}`);
  if (!parsed.ok) return { ok: false, error: parsed.error, errors };
  return { ok: true, questions: parsed.accepted.map(({ row: _row, ...q }) => q), errors };
}

/** Up to 5 errors, then "... and {k} more errors" (admin §5). */
export function csvErrorSummary(errors: readonly string[]): string[] {
  const shown = COMPETITION_LIMITS.csvErrorsShown;
  if (errors.length <= shown) return [...errors];
  return [...errors.slice(0, shown), `... and ${errors.length - shown} more errors`];
}

/** A competition CSV is small (a few hundred questions): 2 MB is far more than enough. */
export const COMPETITION_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** admin §5: "Please select a valid CSV file" for anything not a .csv (or too large). */
export function isCompetitionCsvFile(file: { name: string; size: number }): boolean {
  return file.name.toLowerCase().endsWith('.csv') && file.size <= COMPETITION_CSV_MAX_BYTES;
}
