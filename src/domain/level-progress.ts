/**
 * What "levels" means wherever a student's progress is counted (ADR 0014): the practice levels
 * of an exam's subject are the levels a student can open a quiz for — at least one active,
 * reviewed question, and the level's exam setting (if any) not switched off. Completed levels
 * are counted among those only. The level list shows exactly these levels; the subject cards
 * and the dashboard's Continue Learning count them.
 */
export function isPracticeLevel({
  activeQuestions,
  settingActive,
}: {
  /** Active questions not pending review. */
  activeQuestions: number;
  /** The level's exam setting's `is_active`, or null when the level has no setting. */
  settingActive: boolean | null;
}): boolean {
  return activeQuestions > 0 && settingActive !== false;
}

export type LevelProgress = { completedLevels: number; totalLevels: number; percent: number };

/** Completed of the practice levels, and the whole percent (0 when there are none). */
export function levelProgress<T>(
  levels: readonly T[],
  isCompleted: (level: T) => boolean,
): LevelProgress {
  const totalLevels = levels.length;
  const completedLevels = levels.filter(isCompleted).length;
  return {
    completedLevels,
    totalLevels,
    percent: totalLevels === 0 ? 0 : Math.round((completedLevels / totalLevels) * 100),
  };
}
