/**
 * Question text as duplicate checks compare it. Its own module, free of zod: the admin's upload
 * preview (in the browser) uses it, and importing it from generated-questions.ts brought the
 * whole of zod's classic API into the admin's JS (ADR 0040).
 */

/** Text compared for duplicates: case, spacing and punctuation do not make a new question. */
export function normalisedQuestionText(questionText: string): string {
  return questionText
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$\\^_{}+\-*/=<>]+/gu, ' ')
    .trim();
}
