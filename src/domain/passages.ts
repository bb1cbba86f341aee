/**
 * Passages (issue 14 item 1): a comprehension or cloze text shared by several questions of one
 * exam and subject. In the upload CSV a question names its passage by three optional columns,
 * passage_title, passage_text and passage_source; rows with the same title and text share one
 * passage.
 */
export const MAX_PASSAGE_TITLE = 200;
export const MAX_PASSAGE_TEXT = 8000;
export const MAX_PASSAGE_SOURCE = 300;
/** The question bank's rule: a passage carries 4–6 questions (a check over content/). */
export const PASSAGE_QUESTIONS = { min: 4, max: 6 } as const;

export type PassageDraft = { title: string; text: string; source: string | null };

export const PASSAGE_MESSAGES = {
  incomplete: 'A passage needs both passage_title and passage_text',
  tooLong: (col: string) => `${col} is too long`,
} as const;

/** Rows with the same title and text (spacing at the ends aside) are one passage. */
export function passageKey(p: Pick<PassageDraft, 'title' | 'text'>): string {
  return `${p.title.trim()}\u0000${p.text.trim()}`;
}

/** A stored passage as the quiz, review and results screens show it. */
export type Passage = { id: string; title: string; text: string; source: string | null };

/**
 * The distinct passages of some questions, each once, in the order their first question comes
 * (what a quiz or result sends beside its questions).
 */
export function passagesOf(questions: readonly { passage?: Passage | null }[]): Passage[] {
  const seen = new Map<string, Passage>();
  for (const q of questions)
    if (q.passage && !seen.has(q.passage.id)) seen.set(q.passage.id, q.passage);
  return [...seen.values()];
}

/**
 * Questions of one passage side by side: a drawn quiz keeps its order, except that the later
 * questions of a passage move up behind its first one (a student reads a passage once).
 */
export function groupByPassage<T extends { passage?: { id: string } | null }>(
  questions: readonly T[],
): T[] {
  if (!questions.some((q) => q.passage)) return [...questions];
  const groups = new Map<string, T[]>();
  const out: (T | T[])[] = [];
  for (const q of questions) {
    if (!q.passage) {
      out.push(q);
      continue;
    }
    let group = groups.get(q.passage.id);
    if (!group) {
      groups.set(q.passage.id, (group = []));
      out.push(group);
    }
    group.push(q);
  }
  return out.flat() as T[];
}
