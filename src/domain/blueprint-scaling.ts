/**
 * Blueprint scaling (admin-and-public §9; issue 13): level 50 is the blueprint's full real exam
 * (defaults 40 questions in 40 minutes) and level L gets L/50 of its questions, at the real
 * exam's pace, never fewer than MIN_GENERATED_QUESTIONS (or the whole exam when it is smaller).
 * The syllabus topics of the exam and subject steer what each generated set covers.
 */
import { MAX_LEVEL } from './constants';

/** The fewest questions a generated set asks: a level-1 quiz of 0.8 questions is no quiz. */
export const MIN_GENERATED_QUESTIONS = 5;

export type Blueprint = { totalQuestionsRealExam: number; totalTimeRealExam: number };
export type ScaledSet = { questionCount: number; timeLimitMinutes: number };

/**
 * Questions and minutes for `level` (1–50): L/50 of the real exam's questions, rounded, at
 * least the minimum; minutes at the real exam's pace (level 25 of 40 questions in 60 minutes:
 * 20 questions in 30 minutes), at least 1.
 */
export function scaleBlueprint(blueprint: Blueprint, level: number): ScaledSet {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL)
    throw new RangeError(`level must be 1–${MAX_LEVEL}`);
  const total = Math.max(1, Math.floor(blueprint.totalQuestionsRealExam));
  const minutes = Math.max(1, Math.floor(blueprint.totalTimeRealExam));
  const questionCount = Math.min(
    total,
    Math.max(MIN_GENERATED_QUESTIONS, Math.round((total * level) / MAX_LEVEL)),
  );
  const timeLimitMinutes = Math.max(1, Math.round((questionCount * minutes) / total));
  return { questionCount, timeLimitMinutes };
}

/**
 * Which syllabus topic each of `count` questions should be about: every topic in turn, starting
 * at a topic that moves with the level, so neighbouring levels do not all open on the same one.
 * With no topics the model chooses (null).
 */
export function topicPlan(
  topics: readonly string[],
  count: number,
  level: number,
): (string | null)[] {
  if (topics.length === 0) return Array.from({ length: count }, () => null);
  const start = (level - 1) % topics.length;
  return Array.from({ length: count }, (_, i) => topics[(start + i) % topics.length]!);
}
