/**
 * The flags the generation checks store on an AI question (ADR 0024), and what each tells the
 * reviewing admin. Apart from generated-questions.ts so the admin screens get the labels without
 * the model's zod schemas.
 */
export const FLAGS = {
  blindDisagrees: 'blind-disagrees',
  ambiguous: 'more-than-one-correct',
  topicOutsideSyllabus: 'topic-outside-syllabus',
  longestOptionKey: 'key-is-longest-option',
  latex: 'latex-does-not-parse',
} as const;
export type Flag = (typeof FLAGS)[keyof typeof FLAGS];

/** What each flag tells the reviewing admin. */
export const FLAG_LABELS: Record<Flag, string> = {
  'blind-disagrees': 'A blind check chose a different answer',
  'more-than-one-correct': 'More than one option may be correct',
  'topic-outside-syllabus': 'Topic is not in the syllabus',
  'key-is-longest-option': 'The answer is much the longest option',
  'latex-does-not-parse': 'Its maths (LaTeX) does not render',
};

/**
 * Not stored with the others: Review derives it from `aiMetadata.blindCheck` for a question no
 * blind answer checked (the check failed, or skipped it). ADR 0024 counts such a question as
 * flagged, so "Approve all unflagged" leaves it for an admin.
 */
export const BLIND_CHECK_MISSING = 'blind-check-missing' as const;

/** Every flag Review shows and filters by: the stored ones and the derived one. */
export const REVIEW_FLAG_LABELS = {
  ...FLAG_LABELS,
  [BLIND_CHECK_MISSING]: 'No blind check answer (the check failed or skipped it)',
} as const satisfies Record<string, string>;
export type ReviewFlag = keyof typeof REVIEW_FLAG_LABELS;
export const REVIEW_FLAGS = Object.keys(REVIEW_FLAG_LABELS) as [ReviewFlag, ...ReviewFlag[]];

/** A flag's label (an unknown one is shown as it is). */
export const flagLabel = (flag: string): string =>
  (REVIEW_FLAG_LABELS as Record<string, string>)[flag] ?? flag;
