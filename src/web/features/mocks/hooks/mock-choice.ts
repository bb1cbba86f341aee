import { UTME_CHOSEN, UTME_COMPULSORY } from '../../../../domain/mock-exams';

/** A subject as the overview offers it for one exam. */
export type OfferedSubject = {
  subject: string;
  name: string;
  questionCount: number;
  minutes: number;
  available: number;
  fillable: boolean;
};

/** How many subjects a student picks for the exam (besides the compulsory one). */
export const choiceCount = (exam: string) => (exam === 'jamb' ? UTME_CHOSEN : 1);

/**
 * Ticks or unticks a subject: JAMB keeps the order of choosing and at most three (a fourth tick
 * does nothing: the student unticks one first); WAEC and NECO have one subject, so a pick
 * replaces it. Use of English is never among the chosen (it is always on the UTME paper).
 */
export function toggleSubject(exam: string, chosen: readonly string[], subject: string): string[] {
  if (exam === 'jamb' && subject === UTME_COMPULSORY) return [...chosen];
  if (chosen.includes(subject)) return chosen.filter((s) => s !== subject);
  if (exam !== 'jamb') return [subject];
  return chosen.length < UTME_CHOSEN ? [...chosen, subject] : [...chosen];
}

export type PaperChoice = {
  /** The paper's subjects in order (JAMB: Use of English first). */
  subjects: string[];
  /** Every subject picked and each one's paper can be filled. */
  ready: boolean;
  /** What is missing, or null when ready. */
  hint: string | null;
  questions: number;
};

/** The paper the picks make: its subjects in order, its question count, and what is missing. */
export function paperChoice(
  exam: string,
  offered: readonly OfferedSubject[],
  chosen: readonly string[],
): PaperChoice {
  const bySubject = new Map(offered.map((s) => [s.subject, s]));
  const picked = chosen.filter((s) => bySubject.has(s) && s !== compulsoryOf(exam));
  const compulsory = compulsoryOf(exam);
  const subjects = compulsory ? [compulsory, ...picked] : picked;
  const questions = subjects.reduce((n, s) => n + (bySubject.get(s)?.questionCount ?? 0), 0);
  const need = choiceCount(exam) - picked.length;
  const unfillable = subjects.filter((s) => !bySubject.get(s)?.fillable);
  let hint: string | null = null;
  if (compulsory && !bySubject.get(compulsory)?.fillable)
    hint = `${bySubject.get(compulsory)?.name ?? 'Use of English'} does not have enough questions yet, so the UTME paper cannot be set.`;
  else if (unfillable.length)
    hint = `${unfillable.map((s) => bySubject.get(s)!.name).join(', ')}: not enough questions yet.`;
  else if (need > 0)
    hint =
      exam === 'jamb'
        ? `Choose ${need} more ${need === 1 ? 'subject' : 'subjects'} (${picked.length} of ${UTME_CHOSEN} chosen).`
        : 'Choose a subject.';
  return { subjects, ready: hint === null, hint, questions };
}

const compulsoryOf = (exam: string) => (exam === 'jamb' ? UTME_COMPULSORY : null);
