/**
 * The figures about a student's own work that several screens show (issue 21 item 11, ADR 0034):
 * one definition each, computed here from the student's progress rows (one per level practised,
 * `user_progress`) and, for levels, the ready levels (ADR 0030). The dashboard, the profile and
 * the achievements page all read them through `services/progress/student-figures.ts`, and the
 * award statement (`services/achievements/award-sql.ts`) is held to the same rules by tests.
 */
import { levelProgress, type LevelProgress } from './level-progress';

/** A level of an exam's subject. */
export type LevelKey = { examType: string; subject: string; level: number };

/** A student's progress on one level, as `user_progress` stores it. */
export type LevelRecord = LevelKey & {
  /** The latest score on the level (whole percent); meaningful once completed. */
  score: number;
  /** At least one practice quiz of the level was submitted. */
  completed: boolean;
  /** Practice quizzes of the level submitted. */
  attempts: number;
};

const keyOf = (l: LevelKey) => `${l.examType}/${l.subject}/${l.level}`;

/**
 * **Average score**: the mean of the latest score of every completed practice level, as a whole
 * percent rounded half up (89.5 → 90); 0 with no completed level. The latest score, not every
 * quiz: retaking a level replaces its score, so the average says how the student stands on the
 * levels done, and it is the figure Master's "90 % average" is measured on.
 */
export function averageScore(records: readonly LevelRecord[]): number {
  const done = records.filter((r) => r.completed);
  return roundedMean(
    done.reduce((sum, r) => sum + r.score, 0),
    done.length,
  );
}

/** `sum / count` rounded half up to a whole number, 0 when `count` is 0. */
export function roundedMean(sum: number, count: number): number {
  return count > 0 ? Math.round(sum / count) : 0;
}

/**
 * Whether `roundedMean(sum, count) >= target` for a whole `target`, in integers only, as the award
 * statement writes it in SQL (`2 · sum ≥ (2 · target − 1) · count`): no float rounding to differ.
 */
export function meanReaches(sum: number, count: number, target: number): boolean {
  return count > 0 && 2 * sum >= (2 * target - 1) * count;
}

/**
 * **Quizzes completed** ("Total exams" on the dashboard, Scholar's and First Steps' count): the
 * submitted practice quizzes, a quiz the timer closed included. Retry-my-mistakes quizzes and
 * competition entries are other measures and do not count; an attempt never submitted does not.
 */
export function quizzesCompleted(records: readonly LevelRecord[]): number {
  return records.reduce((sum, r) => sum + r.attempts, 0);
}

/** Distinct exam subjects with a completed level (Master's second condition). */
export function subjectsCompleted(records: readonly LevelRecord[]): number {
  return new Set(records.filter((r) => r.completed).map((r) => `${r.examType}/${r.subject}`)).size;
}

/**
 * **Levels completed, of levels available**: the available levels are the ready levels (ADR
 * 0030) of the given exams; completed counts the student's completed levels among those only, so
 * the figure never exceeds its total, and the dashboard's "Levels completed", the sum of its
 * Continue Learning cards, the subject cards and the profile's header all agree. A level
 * completed and later withdrawn (switched off, emptied) leaves this count; its score stays in the
 * average (ADR 0034).
 */
export function levelsCompleted(
  readyLevels: readonly LevelKey[],
  records: readonly (LevelKey & { completed: boolean })[],
): LevelProgress {
  const done = new Set(records.filter((r) => r.completed).map(keyOf));
  return levelProgress(readyLevels, (l) => done.has(keyOf(l)));
}

/** The figures every screen shows, from one student's progress rows and ready levels. */
export type StudentFigures = {
  averageScore: number;
  quizzesCompleted: number;
  subjectsCompleted: number;
  /** Over every exam the student has progress in. */
  levels: LevelProgress;
};

export function studentFigures(
  records: readonly LevelRecord[],
  readyLevels: readonly LevelKey[],
): StudentFigures {
  return {
    averageScore: averageScore(records),
    quizzesCompleted: quizzesCompleted(records),
    subjectsCompleted: subjectsCompleted(records),
    levels: levelsCompleted(readyLevels, records),
  };
}
