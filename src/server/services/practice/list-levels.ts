import { and, count, eq } from 'drizzle-orm';
import { examSettings, questions, userProgress } from '../../db/schema';
import { levelNeedsPremium, levelState, quizConfig, type LevelState } from '../../../domain/levels';
import type { UserCtx } from '../context';
import { hasActivePremium } from '../entitlements/premium';

export type LevelCard = {
  level: number;
  state: LevelState;
  premiumLocked: boolean;
  questionCount: number;
  timeLimitMinutes: number;
  score: number | null;
};

/**
 * The level cards of a subject: every level with active questions, with its state for this
 * student and the question count and time the quiz will really use (one default, no fallbacks).
 */
export async function listLevels({
  ctx,
  input: { examType, subject },
}: {
  ctx: UserCtx;
  input: { examType: string; subject: string };
}): Promise<{ levels: LevelCard[]; hasPremium: boolean }> {
  const { db, userId } = ctx;
  const [bank, settings, progress, hasPremium] = await Promise.all([
    db
      .select({ level: questions.level, n: count() })
      .from(questions)
      .where(
        and(
          eq(questions.examType, examType),
          eq(questions.subject, subject),
          eq(questions.isActive, true),
          eq(questions.pendingReview, false),
        ),
      )
      .groupBy(questions.level),
    db
      .select()
      .from(examSettings)
      .where(and(eq(examSettings.examType, examType), eq(examSettings.subject, subject))),
    db
      .select({
        level: userProgress.level,
        completed: userProgress.completed,
        score: userProgress.score,
      })
      .from(userProgress)
      .where(
        and(
          eq(userProgress.userId, userId),
          eq(userProgress.examType, examType),
          eq(userProgress.subject, subject),
        ),
      ),
    hasActivePremium({ ctx }),
  ]);
  const settingByLevel = new Map(settings.map((s) => [s.level, s]));
  const completed = new Set(progress.filter((p) => p.completed).map((p) => p.level));
  const scores = new Map(progress.filter((p) => p.completed).map((p) => [p.level, p.score]));
  const levels = bank
    .filter((b) => settingByLevel.get(b.level)?.isActive !== false)
    .sort((a, b) => a.level - b.level)
    .map((b) => {
      const config = quizConfig(settingByLevel.get(b.level));
      return {
        level: b.level,
        state: levelState(b.level, completed),
        premiumLocked: levelNeedsPremium(b.level) && !hasPremium,
        questionCount: Math.min(config.questionCount, b.n),
        timeLimitMinutes: config.timeLimitSeconds / 60,
        score: scores.get(b.level) ?? null,
      };
    });
  return { levels, hasPremium };
}
