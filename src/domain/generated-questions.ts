/**
 * AI-generated questions (issue 13 items 1, 5): the shape the model must answer with, and the
 * checks every generated question passes before it waits in Review. A question that fails the
 * schema is dropped; one that passes with doubts is kept pending with its flags stored, so an
 * admin sees why. The prompt's text is versioned here too (`PROMPT_VERSION`), so each stored
 * question says which prompt wrote it.
 */
import { z } from 'zod';
import { DIFFICULTIES, OPTION_KEYS, type OptionKey } from './questions';
import { FLAGS, type Flag } from './generation-flags';
import { normalisedQuestionText } from './question-text';

export { FLAGS, type Flag } from './generation-flags';

/** Raised whenever the prompt's wording changes; stored in each question's ai_metadata. */
export const PROMPT_VERSION = 'gen-2026-11-23.1';

const text = z.string().trim().min(1);

/** One question as the model returns it. */
export const generatedQuestionSchema = z.object({
  questionText: text.max(2000),
  options: z.object({ A: text.max(500), B: text.max(500), C: text.max(500), D: text.max(500) }),
  correctAnswer: z.enum(OPTION_KEYS),
  explanation: text.max(2000),
  topic: text.max(200),
  difficulty: z.enum(DIFFICULTIES),
});
export type GeneratedQuestion = z.infer<typeof generatedQuestionSchema>;

/** What the model returns for one request. */
export const generatedBatchSchema = z.object({ questions: z.array(generatedQuestionSchema) });

/** The blind check's answer: the key it would choose, and whether more than one option fits. */
export const blindAnswerSchema = z.object({
  answers: z.array(
    z.object({
      index: z.number().int().min(0),
      answer: z.enum(OPTION_KEYS),
      ambiguous: z.boolean(),
    }),
  ),
});
export type BlindAnswer = z.infer<typeof blindAnswerSchema>['answers'][number];

/** Why a generated question was dropped rather than kept. */
export const DROPS = {
  duplicateOptions: 'options are not four distinct answers',
  duplicateInBatch: 'duplicate of another question in this batch',
  duplicateInBank: 'duplicate of a question already in the bank',
  nearDuplicateInBatch: 'near-duplicate of another question in this batch',
  nearDuplicateInBank: 'near-duplicate of a question already in the bank',
  /** LaTeX the quiz could not show (latex-rules.ts): too deep, too much negative spacing, a macro. */
  unsafeLatex: 'LaTeX too deeply nested, with too much negative spacing, or defining a macro',
} as const;

/** Four options that differ once normalised. */
export function optionsDistinct(options: Record<OptionKey, string>): boolean {
  const seen = new Set(OPTION_KEYS.map((k) => normalisedQuestionText(options[k])));
  return seen.size === OPTION_KEYS.length;
}

/**
 * The long-option cue: the key is at least 1.5 times as long as every other option. One such
 * question is harmless; the flag lets an admin even them out before a pattern forms.
 */
export function keyIsLongestOption(options: Record<OptionKey, string>, key: OptionKey): boolean {
  const keyLength = options[key].trim().length;
  return OPTION_KEYS.every((k) => k === key || keyLength >= 1.5 * options[k].trim().length);
}

/**
 * The flags of one schema-valid question, given the syllabus topics (empty: any topic), the
 * blind check's answer (undefined when the check could not run) and whether its LaTeX parsed.
 */
export function questionFlags(
  q: GeneratedQuestion,
  { topics, blind, latexOk }: { topics: readonly string[]; blind?: BlindAnswer; latexOk: boolean },
): Flag[] {
  const flags: Flag[] = [];
  if (blind && blind.answer !== q.correctAnswer) flags.push(FLAGS.blindDisagrees);
  if (blind?.ambiguous) flags.push(FLAGS.ambiguous);
  const topic = q.topic.trim().toLowerCase();
  if (topics.length > 0 && !topics.some((t) => t.trim().toLowerCase() === topic))
    flags.push(FLAGS.topicOutsideSyllabus);
  if (keyIsLongestOption(q.options, q.correctAnswer)) flags.push(FLAGS.longestOptionKey);
  if (!latexOk) flags.push(FLAGS.latex);
  return flags;
}
