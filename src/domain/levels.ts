import { previousReadyLevel } from './availability';

export type LevelState = 'locked' | 'available' | 'completed';

/**
 * Level 1 is always open; a later level opens once the previous one is completed (spec §4). With
 * the exam's ready levels given (issue 20), "previous" is the nearest ready level below: a level
 * that is not ready never blocks the ones above it.
 */
export function levelState(
  level: number,
  completedLevels: ReadonlySet<number>,
  readyLevels?: ReadonlySet<number>,
): LevelState {
  if (completedLevels.has(level)) return 'completed';
  const previous = readyLevels ? previousReadyLevel(level, readyLevels) : level - 1;
  if (previous === null || previous < 1 || completedLevels.has(previous)) return 'available';
  return 'locked';
}

/** Quiz defaults when a level has no exam setting: one default everywhere (20 questions, 40 minutes). */
export const QUIZ_DEFAULTS = { questionCount: 20, timerMinutes: 40 } as const;

export type QuizConfig = { questionCount: number; timeLimitSeconds: number; shuffle: boolean };

/** The quiz a level really uses: its setting, else the defaults; shuffle unless explicitly false. */
export function quizConfig(
  setting:
    | { questionsPerLevel: number; timerMinutes: number; shuffleQuestions: boolean | null }
    | null
    | undefined,
): QuizConfig {
  return {
    questionCount: setting?.questionsPerLevel ?? QUIZ_DEFAULTS.questionCount,
    timeLimitSeconds: (setting?.timerMinutes ?? QUIZ_DEFAULTS.timerMinutes) * 60,
    shuffle: setting?.shuffleQuestions !== false,
  };
}
