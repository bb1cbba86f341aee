import {
  MAX_PASSAGE_SOURCE,
  MAX_PASSAGE_TEXT,
  MAX_PASSAGE_TITLE,
  type PassageDraft,
} from './passages';
import * as z from 'zod/mini';
import { DIAGRAM_ID, DIAGRAM_MESSAGES, MAX_DIAGRAM_ALT, type ImageDraft } from './diagrams';
import {
  DIFFICULTIES,
  OPTION_KEYS,
  type Difficulty,
  type OptionKey,
  type OptionMap,
} from './questions';
import { MAX_LEVEL } from './constants';
import { toAvailableExamCode, toSubjectCode } from './catalogue';
import { noNul, trimmedText } from './text-rules';
import { safeLatex } from './latex-rules';

/** Messages of admin-and-public §5 and §8. */
export const QUESTION_MESSAGES = {
  exams: 'Choose the exams this question is for, including the exam it is filed under',
  invalidDifficulty: 'Invalid difficulty value. Must be one of: easy, medium, hard',
  invalidCorrectAnswer: 'Invalid correct answer. Must be one of: A, B, C, D',
  invalidDifficultyValue: (v: string) =>
    `Invalid difficulty value: ${v}. Must be one of: easy, medium, hard`,
  invalidCorrectAnswerValue: (v: string) =>
    `Invalid correct_answer value: ${v}. Must be one of: A, B, C, D`,
  required: (field: string) => `${field} is required`,
  level: `Level must be between 1 and ${MAX_LEVEL}`,
  examType: 'Choose an exam type (JAMB, WAEC or NECO)',
  subject: 'Choose a subject',
  duplicateOptions: 'The four options must all be different',
} as const;

export const MAX_TEXT = 5000;
export const MAX_OPTION = 1000;

export function normaliseDifficulty(value: string | null | undefined): Difficulty | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return 'medium';
  return (DIFFICULTIES as readonly string[]).includes(v) ? (v as Difficulty) : null;
}

export function normaliseCorrectAnswer(value: string | null | undefined): OptionKey | null {
  const v = (value ?? '').trim().toUpperCase();
  return (OPTION_KEYS as readonly string[]).includes(v) ? (v as OptionKey) : null;
}

const text = (field: string, max = MAX_TEXT) =>
  z
    .string(QUESTION_MESSAGES.required(field))
    .check(
      z.trim(),
      z.minLength(1, QUESTION_MESSAGES.required(field)),
      z.maxLength(max),
      noNul(field),
      safeLatex(field),
    );

export const examTypeField = z.pipe(
  z.string(QUESTION_MESSAGES.examType),
  z.transform((v, ctx) => {
    const code = toAvailableExamCode(v);
    if (!code) ctx.issues.push({ code: 'custom', message: QUESTION_MESSAGES.examType, input: v });
    return code ?? '';
  }),
);

export const subjectField = z.pipe(
  z.string(QUESTION_MESSAGES.subject),
  z.transform((v, ctx) => {
    const code = toSubjectCode(v);
    if (!code) ctx.issues.push({ code: 'custom', message: QUESTION_MESSAGES.subject, input: v });
    return code ?? '';
  }),
);

export const levelField = z.coerce
  .number(QUESTION_MESSAGES.level)
  .check(
    z.int(QUESTION_MESSAGES.level),
    z.gte(1, QUESTION_MESSAGES.level),
    z.lte(MAX_LEVEL, QUESTION_MESSAGES.level),
  );

/** One question as an admin enters or edits it (manual entry, review edit, manage edit). */
export const questionInputSchema = z
  .object({
    examType: examTypeField,
    subject: subjectField,
    level: levelField,
    topic: text('Topic', 200),
    difficulty: z.pipe(
      z.string(),
      z.transform((v, ctx) => {
        const d = normaliseDifficulty(v);
        if (!d || v.trim() === '')
          ctx.issues.push({
            code: 'custom',
            message: QUESTION_MESSAGES.invalidDifficulty,
            input: v,
          });
        return d ?? 'medium';
      }),
    ),
    questionText: text('Question'),
    options: z.object({
      A: text('Option A', MAX_OPTION),
      B: text('Option B', MAX_OPTION),
      C: text('Option C', MAX_OPTION),
      D: text('Option D', MAX_OPTION),
    }),
    correctAnswer: z.pipe(
      z.string(),
      z.transform((v, ctx) => {
        const k = normaliseCorrectAnswer(v);
        if (!k)
          ctx.issues.push({
            code: 'custom',
            message: QUESTION_MESSAGES.invalidCorrectAnswer,
            input: v,
          });
        return k ?? 'A';
      }),
    ),
    explanation: text('Explanation'),
    topicId: z.optional(z.nullable(z.string().check(z.uuid()))),
    /**
     * The exams that may serve it (issue 20), its own exam among them; left out or empty, a new
     * question serves its own exam and an edit keeps the question's exams.
     */
    exams: z.optional(z.array(examTypeField)),
    /**
     * The comprehension or cloze passage it belongs to (issue 14): null for none; left out, an
     * edit keeps the question's passage as it is.
     */
    passage: z.optional(
      z.nullable(
        z.object({
          title: text('Passage title', MAX_PASSAGE_TITLE),
          text: text('Passage text', MAX_PASSAGE_TEXT),
          source: z.optional(
            z.nullable(
              z.string().check(z.trim(), z.maxLength(MAX_PASSAGE_SOURCE), noNul('Source')),
            ),
          ),
        }),
      ),
    ),
    /**
     * Its diagram (issue 14 item 2): a stored diagram's id (from POST /api/admin/images) and its
     * description; null for none; left out, an edit keeps the question's diagram as it is.
     */
    image: z.optional(
      z.nullable(
        z.object({
          id: z.string().check(z.regex(DIAGRAM_ID, DIAGRAM_MESSAGES.notAnImage)),
          alt: trimmedText('Diagram description', {
            required: DIAGRAM_MESSAGES.altRequired,
            tooLong: DIAGRAM_MESSAGES.altTooLong,
            max: MAX_DIAGRAM_ALT,
          }),
        }),
      ),
    ),
  })
  .check(
    z.refine((q) => new Set(Object.values(q.options).map((o) => o.toLowerCase())).size === 4, {
      message: QUESTION_MESSAGES.duplicateOptions,
      path: ['options'],
    }),
    z.refine((q) => !q.exams?.length || q.exams.includes(q.examType), {
      message: QUESTION_MESSAGES.exams,
      path: ['exams'],
    }),
  );
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** A validated question ready to store (CSV row or manual entry). */
export type QuestionDraft = {
  /** The bank it belongs to (an upload's exam); always among `exams`. */
  examType: string;
  /** The exams that may serve it (issue 20, ADR 0030); just `examType` when not given. */
  exams?: string[];
  subject: string;
  level: number;
  topic: string;
  difficulty: Difficulty;
  questionText: string;
  options: OptionMap;
  correctAnswer: OptionKey;
  explanation: string | null;
  /** The comprehension or cloze passage the question belongs to (issue 14), if any. */
  passage?: PassageDraft | null;
  /** Its diagram (issue 14 item 2), if any: a stored diagram's name and its description. */
  image?: ImageDraft | null;
};
