import { and, eq, isNull } from 'drizzle-orm';
import { examSettings, quizAttempts, userProgress } from '../../db/schema';
import { levelState, quizConfig, type LevelState } from '../../../domain/levels';
import { canAccessLevel } from '../../../domain/entitlements';
import { acceptsAnswers } from '../../../domain/quiz';
import { MAX_LEVEL } from '../../../domain/constants';
import type { UserCtx } from '../context';
import { hasActivePremium } from '../entitlements/premium';
import { subjectLevels } from './practice-levels';

export type LevelCard = {
  level: number;
  state: LevelState;
  premiumLocked: boolean;
  questionCount: number;
  timeLimitMinutes: number;
  score: number | null;
  /**
   * The student's open attempt of the level while it still accepts answers (deadline plus
   * grace), so the card can offer Resume with the time left. An attempt past that is not shown
   * (null): the card offers the level as before, and opening it submits the overdue attempt
   * (the attempts engine), so the student sees its result or starts afresh.
   */
  openAttempt: { attemptId: string; deadlineAt: string } | null;
};

/**
 * The level cards of a subject: every practice level (ADR 0014), with its state for this
 * student, the question count and time the quiz will really use (one default, no fallbacks),
 * and the open attempt to resume. Read-only; `serverNow` lets the phone count the time left on
 * the server's clock.
 */
export async function listLevels({
  ctx,
  input: { examType, subject },
}: {
  ctx: UserCtx;
  input: { examType: string; subject: string };
}): Promise<{
  levels: LevelCard[];
  /** Levels 1–50 that are not ready for this exam (issue 20): shown as "Coming soon". */
  comingSoon: number[];
  hasPremium: boolean;
  serverNow: string;
}> {
  const { db, userId, now } = ctx;
  const [bank, settings, progress, open, hasPremium] = await Promise.all([
    subjectLevels(db, examType, subject),
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
    db
      .select({
        level: quizAttempts.level,
        attemptId: quizAttempts.id,
        deadlineAt: quizAttempts.deadlineAt,
      })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, userId),
          eq(quizAttempts.examType, examType),
          eq(quizAttempts.subject, subject),
          eq(quizAttempts.kind, 'practice'),
          isNull(quizAttempts.completedAt),
        ),
      ),
    hasActivePremium({ ctx }),
  ]);
  const settingByLevel = new Map(settings.map((s) => [s.level, s]));
  const completed = new Set(progress.filter((p) => p.completed).map((p) => p.level));
  const scores = new Map(progress.filter((p) => p.completed).map((p) => [p.level, p.score]));
  const openByLevel = new Map(
    open
      .filter((o) => acceptsAnswers(o.deadlineAt, now))
      .map((o) => [o.level, { attemptId: o.attemptId, deadlineAt: o.deadlineAt.toISOString() }]),
  );
  const ready = bank.filter((b) => b.ready).sort((a, b) => a.level - b.level);
  const readyLevels = new Set(ready.map((b) => b.level));
  const levels = ready.map((b) => {
    const config = quizConfig(settingByLevel.get(b.level));
    return {
      level: b.level,
      state: levelState(b.level, completed, readyLevels),
      premiumLocked: !canAccessLevel(b.level, hasPremium),
      questionCount: Math.min(config.questionCount, b.questionCount),
      timeLimitMinutes: config.timeLimitSeconds / 60,
      score: scores.get(b.level) ?? null,
      openAttempt: openByLevel.get(b.level) ?? null,
    };
  });
  const comingSoon = Array.from({ length: MAX_LEVEL }, (_, i) => i + 1).filter(
    (l) => !readyLevels.has(l),
  );
  return { levels, comingSoon, hasPremium, serverNow: now.toISOString() };
}
