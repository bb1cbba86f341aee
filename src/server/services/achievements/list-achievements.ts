import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { achievements, quizAttempts, userProgress } from '../../db/schema';
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_LIMITS as L,
  achievementProgress,
  type AchievementDefinition,
  type AchievementFacts,
  type AchievementProgress,
} from '../../../domain/achievements';
import type { UserCtx } from '../context';
import { getStreak } from '../progress/get-streak';

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

const q = quizAttempts;
const p = userProgress;

/**
 * Every achievement with the caller's progress towards it (issue 10). The facts are the ones the
 * award statement reads (award-sql.ts), from the caller's own rows; read-only.
 */
export async function listAchievements({ ctx }: { ctx: UserCtx }): Promise<AchievementsPage> {
  const { db, userId } = ctx;
  // Progress only needs the count up to Scholar's target: stop there (an index range, bounded).
  const quizzes = db
    .select({ one: sql`1` })
    .from(q)
    .where(and(eq(q.userId, userId), eq(q.kind, 'practice'), isNotNull(q.completedAt)))
    .limit(L.scholarQuizzes)
    .as('quizzes');
  const [held, [quizRow], [levelRow], streak] = await Promise.all([
    db
      .select({ code: achievements.code, earnedAt: achievements.earnedAt })
      .from(achievements)
      .where(eq(achievements.userId, userId)),
    db.select({ n: count() }).from(quizzes),
    db
      .select({
        // Floored, not rounded: 89.6 % must not read "90% of 90% average" while Master is unearned.
        average: sql<number>`coalesce(floor(avg(${p.score})), 0)::int`,
        subjects: sql<number>`count(distinct ${p.examType} || '/' || ${p.subject})::int`,
      })
      .from(p)
      .where(and(eq(p.userId, userId), eq(p.completed, true))),
    getStreak({ ctx }),
  ]);

  const facts: Omit<AchievementFacts, 'quiz'> = {
    quizzes: quizRow?.n ?? 0,
    currentStreak: streak.current,
    levelAverage: levelRow?.average ?? 0,
    subjectsCompleted: levelRow?.subjects ?? 0,
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
