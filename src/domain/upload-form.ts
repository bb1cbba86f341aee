import { MAX_LEVEL } from './constants';
import { toAvailableExamCode, toSubjectCode } from './catalogue';
import { CSV_MESSAGES, checkCsvFile } from './question-csv';
import { QUESTION_MESSAGES } from './question-rules';

/** Upload tab defaults and limits (admin-and-public §2, §9). */
export const UPLOAD_DEFAULTS = {
  timerMinutes: 30,
  questionsPerLevel: 10,
  shuffleQuestions: true,
  isActive: true,
} as const;

/** The Upload tab's form as sent (multipart fields are strings). */
export type UploadFormFields = {
  examType?: unknown;
  subject?: unknown;
  level?: unknown;
  timerMinutes?: unknown;
  questionsPerLevel?: unknown;
  shuffleQuestions?: unknown;
  isActive?: unknown;
  /** The admin confirmed the preview's "This replaces N questions in …" (issue 21 item 9). */
  confirmReplace?: unknown;
  file?: { name: string; size: number } | null | unknown;
};

export type UploadForm<F> = {
  examType: string;
  subject: string;
  level: number;
  timerMinutes: number;
  questionsPerLevel: number;
  shuffleQuestions: boolean;
  isActive: boolean;
  /** False (the default): an upload that would replace stored questions is refused. */
  confirmReplace: boolean;
  file: F;
};

export type UploadFormCheck<F> =
  { ok: true; value: UploadForm<F> } | { ok: false; field: string; error: string };

const isFile = (v: unknown): v is { name: string; size: number } =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as { name?: unknown }).name === 'string' &&
  typeof (v as { size?: unknown }).size === 'number';
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A whole number in [min, max]; blank gives the default; anything else null. */
function intField(v: unknown, min: number, max: number, fallback: number): number | null {
  const s = str(v);
  if (s === '') return fallback;
  if (!/^-?\d+$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

function boolField(v: unknown, fallback: boolean): boolean | null {
  const s = str(v).toLowerCase();
  if (s === '') return fallback;
  if (['true', 'on', '1', 'yes'].includes(s)) return true;
  if (['false', 'off', '0', 'no'].includes(s)) return false;
  return null;
}

/**
 * Checks the Upload form in the spec's order (§5): required inputs, then the file's name and
 * size, then timer and questions per level. The CSV's content is checked by parseQuestionCsv.
 */
export function checkUploadForm<F extends { name: string; size: number }>(
  fields: UploadFormFields,
): UploadFormCheck<F> {
  const fail = (field: string, error: string) => ({ ok: false as const, field, error });
  const file = isFile(fields.file) ? (fields.file as F) : null;
  if (!str(fields.examType) || !str(fields.subject) || !str(fields.level) || !file)
    return fail('form', CSV_MESSAGES.missingInputs);
  const examType = toAvailableExamCode(str(fields.examType));
  if (!examType) return fail('examType', QUESTION_MESSAGES.examType);
  const subject = toSubjectCode(str(fields.subject));
  if (!subject) return fail('subject', QUESTION_MESSAGES.subject);
  const level = intField(fields.level, 1, MAX_LEVEL, 0);
  if (!level) return fail('level', QUESTION_MESSAGES.level);
  const fileError = checkCsvFile(file);
  if (fileError) return fail('file', fileError);
  const timerMinutes = intField(fields.timerMinutes, 1, 180, UPLOAD_DEFAULTS.timerMinutes);
  if (timerMinutes === null) return fail('timerMinutes', CSV_MESSAGES.timer);
  const questionsPerLevel = intField(
    fields.questionsPerLevel,
    1,
    100,
    UPLOAD_DEFAULTS.questionsPerLevel,
  );
  if (questionsPerLevel === null) return fail('questionsPerLevel', CSV_MESSAGES.questionsPerLevel);
  const shuffleQuestions = boolField(fields.shuffleQuestions, UPLOAD_DEFAULTS.shuffleQuestions);
  if (shuffleQuestions === null)
    return fail('shuffleQuestions', 'Shuffle questions must be true or false');
  const isActive = boolField(fields.isActive, UPLOAD_DEFAULTS.isActive);
  if (isActive === null) return fail('isActive', 'Level active must be true or false');
  const confirmReplace = boolField(fields.confirmReplace, false);
  if (confirmReplace === null)
    return fail('confirmReplace', 'Confirm replacement must be true or false');
  return {
    ok: true,
    value: {
      examType,
      subject,
      level,
      timerMinutes,
      questionsPerLevel,
      shuffleQuestions,
      isActive,
      confirmReplace,
      file,
    },
  };
}

/**
 * The success text of §8: "N questions uploaded for Level X and are now LIVE in the quiz"; a file
 * covering several levels lists them. An inactive level is not live, so the text says so.
 */
export function uploadSuccessMessage(
  inserted: number,
  levels: number[],
  isActive = true,
  /** Levels the upload's exam still cannot start (issue 20: fewer than twice their draw). */
  notReady: readonly { level: number; served: number; threshold: number }[] = [],
): string {
  const sorted = [...levels].sort((a, b) => a - b);
  const where = sorted.length === 1 ? `Level ${sorted[0]}` : `Levels ${sorted.join(', ')}`;
  const noun = inserted === 1 ? 'question' : 'questions';
  if (!isActive)
    return `${inserted} ${noun} uploaded for ${where}. The level is inactive, so they are not in the quiz yet`;
  if (notReady.length)
    return `${inserted} ${noun} uploaded for ${where}. Not in the quiz yet: a level opens once it holds twice its quiz's questions (${notReady
      .map((l) => `Level ${l.level}: ${l.served} of ${l.threshold}`)
      .join('; ')})`;
  return `${inserted} ${noun} uploaded for ${where} and ${inserted === 1 ? 'is' : 'are'} now LIVE in the quiz`;
}
