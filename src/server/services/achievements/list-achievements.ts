import { eq } from 'drizzle-orm';
import { achievements } from '../../db/schema';
import {
  ACHIEVEMENTS,
  achievementProgress,
  type AchievementDefinition,
  type AchievementFacts,
  type AchievementProgress,
} from '../../../domain/achievements';
import type { UserCtx } from '../context';
import { getStreak } from '../progress/get-streak';
import { readStudentFigures } from '../progress/student-figures';

/** One achievement as /app/achievements shows it: its rule, whether it is held, how far along. */
export type AchievementStatus = AchievementDefinition & {
  earned: boolean;
  earnedAt: string | null;
  progress: AchievementProgress;
};

export type AchievementsPage = {
  unlocked: number;
  total: number;
  /** Unlocked over total, a whole percent. */
  percent: number;
  achievements: AchievementStatus[];
};

/**
 * Every achievement with the caller's progress towards it (issue 10). The facts are the figures
 * of ADR 0034 (`readStudentFigures`), from the progress rows the award statement reads too
 * (award-sql.ts); read-only.
 */
export async function listAchievements({ ctx }: { ctx: UserCtx }): Promise<AchievementsPage> {
  const { db, userId } = ctx;
  const [held, { figures }, streak] = await Promise.all([
    db
      .select({ code: achievements.code, earnedAt: achievements.earnedAt })
      .from(achievements)
      .where(eq(achievements.userId, userId)),
    readStudentFigures({ ctx, input: { levels: false } }),
    getStreak({ ctx }),
  ]);

  const facts: Omit<AchievementFacts, 'quiz'> = {
    quizzes: figures.quizzesCompleted,
    currentStreak: streak.current,
    levelAverage: figures.averageScore,
    subjectsCompleted: figures.subjectsCompleted,
  };
  const earnedAt = new Map(held.map((r) => [r.code, r.earnedAt]));
  const list = ACHIEVEMENTS.map((a): AchievementStatus => {
    const at = earnedAt.get(a.code);
    return {
      ...a,
      earned: at !== undefined,
      earnedAt: at?.toISOString() ?? null,
      progress: achievementProgress(a.code, facts, at !== undefined),
    };
  });
  const unlocked = list.filter((a) => a.earned).length;
  return {
    unlocked,
    total: list.length,
    percent: Math.round((unlocked / list.length) * 100),
    achievements: list,
  };
}
