import type { Passage } from './passages';
import type { QuestionImage } from './diagrams';
import { OPTION_KEYS, type OptionKey, type OptionMap } from './questions';
import { scorePercent } from './scoring';

/** Answers after the deadline plus this grace are ignored (network latency on slow phones). */
export const SUBMIT_GRACE_SECONDS = 10;

/** A bank question as the server holds it. */
export type BankQuestion = {
  id: string;
  questionText: string;
  options: OptionMap;
  correctAnswer: OptionKey;
  explanation: string | null;
  topic: string | null;
  /** The comprehension or cloze passage it belongs to (issue 14); null or absent without. */
  passage?: Passage | null;
  /** Its diagram (issue 14 item 2); null or absent without. */
  image?: QuestionImage | null;
};

/** A question as a running quiz shows it: no correct answer, no explanation. */
export type QuizQuestion = {
  id: string;
  questionText: string;
  options: { key: OptionKey; text: string }[];
  topic: string | null;
  /** Its passage, sent once beside the questions (`passages`); absent without one. */
  passageId?: string;
  /** Its diagram, part of the question (never a hint at the key); absent without one. */
  image?: QuestionImage;
};

/** Strips everything that would give the answer away (key and explanation). */
export function toQuizQuestion(
  q: BankQuestion,
  optionOrder: readonly OptionKey[] = OPTION_KEYS,
): QuizQuestion {
  return {
    id: q.id,
    questionText: q.questionText,
    options: optionOrder
      .filter((k) => q.options[k] !== undefined)
      .map((key) => ({ key, text: q.options[key] })),
    topic: q.topic,
    ...(q.passage ? { passageId: q.passage.id } : {}),
    ...(q.image ? { image: q.image } : {}),
  };
}

/** Fisher–Yates with an injectable random source (tests pass a seeded one). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The questions of an attempt: optionally shuffled, then cut to the configured count (spec §9). */
export function drawQuestions<T>(
  pool: readonly T[],
  count: number,
  shuffle: boolean,
  random?: () => number,
): T[] {
  return (shuffle ? shuffled(pool, random) : [...pool]).slice(0, Math.max(0, count));
}

export type GradedQuestion = BankQuestion & { selected: OptionKey | null; correct: boolean };
export type Grade = {
  correctAnswers: number;
  totalQuestions: number;
  score: number;
  questions: GradedQuestion[];
};

/** Grades answers against the key; unanswered and unknown keys count as wrong. */
export function grade(
  questions: readonly BankQuestion[],
  answers: Readonly<Record<string, string>>,
): Grade {
  const graded = questions.map((q): GradedQuestion => {
    const a = answers[q.id];
    const selected = (OPTION_KEYS as readonly string[]).includes(a ?? '') ? (a as OptionKey) : null;
    // Named fields, not `{ ...q }`: spreading a cached bank question (which carries more) cost
    // ~4 µs a question on the submit path, ~40× this.
    return {
      id: q.id,
      questionText: q.questionText,
      options: q.options,
      correctAnswer: q.correctAnswer,
      explanation: q.explanation,
      topic: q.topic,
      passage: q.passage ?? null,
      image: q.image ?? null,
      selected,
      correct: selected === q.correctAnswer,
    };
  });
  const correctAnswers = graded.filter((q) => q.correct).length;
  return {
    correctAnswers,
    totalQuestions: graded.length,
    score: scorePercent(correctAnswers, graded.length),
    questions: graded,
  };
}

/**
 * Per topic of a graded attempt: [correct, total] (stored with the attempt at submit; the
 * profile's topic progress). Questions without a topic count under "General".
 */
export function gradedTopicResults(
  graded: Pick<Grade, 'questions'>,
): Record<string, [correct: number, total: number]> {
  const out: Record<string, [number, number]> = {};
  for (const q of graded.questions) {
    const t = (out[q.topic || 'General'] ??= [0, 0]);
    if (q.correct) t[0]++;
    t[1]++;
  }
  return out;
}

/** Seconds left before the deadline, never negative. */
export function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** True while answers may still be accepted (deadline plus grace). */
export function acceptsAnswers(deadline: Date, now: Date): boolean {
  return now.getTime() <= deadline.getTime() + SUBMIT_GRACE_SECONDS * 1000;
}

/** The earliest deadline that still accepts answers at `now` (for a database condition). */
export function lastDeadlineAccepted(now: Date): Date {
  return new Date(now.getTime() - SUBMIT_GRACE_SECONDS * 1000);
}
