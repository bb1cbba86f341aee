import { sectionsOf } from '../api/sections';
import type { Answers, QuizQuestion } from '../../../components/quiz/types';
import type { CbtSection } from './cbt-types';

export type PlacedSection = CbtSection & { start: number; questions: QuizQuestion[] };

/** The paper's sections with the index of each one's first question. */
export function placeSections(
  questions: readonly QuizQuestion[],
  sections: readonly CbtSection[],
): PlacedSection[] {
  return sectionsOf(questions, sections);
}

/** The section a question (by its index in the paper) belongs to; the last one past the end. */
export function sectionIndexOf(sections: readonly PlacedSection[], index: number): number {
  const i = sections.findIndex((s) => index >= s.start && index < s.start + s.count);
  return i >= 0 ? i : Math.max(0, sections.length - 1);
}

/** Where a resumed paper opens: its first unanswered question, or the first question. */
export function resumeIndex(questions: readonly QuizQuestion[], answers: Readonly<Answers>) {
  return Math.max(
    0,
    questions.findIndex((q) => !answers[q.id]),
  );
}

/** Per section: answered count, and the unanswered and flagged questions (1-based in it). */
export function sectionProgress(
  section: PlacedSection,
  answers: Readonly<Answers>,
  flags: ReadonlySet<string>,
) {
  const unanswered: number[] = [];
  const flagged: number[] = [];
  section.questions.forEach((q, i) => {
    if (!answers[q.id]) unanswered.push(i + 1);
    if (flags.has(q.id)) flagged.push(i + 1);
  });
  return { answered: section.questions.length - unanswered.length, unanswered, flagged };
}

/** The questions around `index` that share its passage (a run), as 1-based numbers in its section. */
export function passageRange(section: PlacedSection, index: number): [number, number] | null {
  const at = index - section.start;
  const passageId = section.questions[at]?.passageId;
  if (!passageId) return null;
  let from = at;
  let to = at;
  while (section.questions[from - 1]?.passageId === passageId) from--;
  while (section.questions[to + 1]?.passageId === passageId) to++;
  return [from + 1, to + 1];
}

/** "Question 12, answered, flagged for review": a grid cell's accessible name (aria-current marks the current one). */
export function cellLabel(n: number, answered: boolean, flagged: boolean) {
  return `Question ${n}, ${answered ? 'answered' : 'not answered'}${flagged ? ', flagged for review' : ''}`;
}

/** The clock as a CBT shows it: "2:00:00", "0:09:05". */
export function formatHms(seconds: number) {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}
