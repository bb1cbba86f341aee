import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examSettings, questions, userProgress } from '../../db/schema';
import { SUBJECTS, subjectDisplayName } from '../../../domain/catalogue';
import { MAX_LEVEL } from '../../../domain/constants';
import { levelNeedsPremium, levelState, quizConfig, type LevelState } from '../../../domain/levels';
import { hasActivePremium } from './entitlements';

export type SubjectSummary = {
  subject: string;
  name: string;
  completedLevels: number;
  totalLevels: number;
  levelsAvailable: number;
};

/** Subjects with practice material for an exam, with the student's completed-level count. */
export async function listSubjects({
  db,
  userId,
  examType,
}: {
  db: Db;
  userId: string;
  examType: string;
}): Promise<SubjectSummary[]> {
  const [levels, done] = await Promise.all([
    db
      .select({
        subject: questions.subject,
        levels: sql<number>`count(distinct ${questions.level})`.mapWith(Number),
      })
      .from(questions)
      .where(
        and(
          eq(questions.examType, examType),
          eq(questions.isActive, true),
          eq(questions.pendingReview, false),
        ),
      )
      .groupBy(questions.subject),
    db
      .select({ subject: userProgress.subject, n: count() })
      .from(userProgress)
      .where(
        and(
          eq(userProgress.userId, userId),
          eq(userProgress.examType, examType),
          eq(userProgress.completed, true),
        ),
      )
      .groupBy(userProgress.subject),
  ]);
  const completed = new Map(done.map((d) => [d.subject, d.n]));
  const order = (s: string) => {
    const i = SUBJECTS.findIndex((x) => x.code === s);
    return i < 0 ? SUBJECTS.length : i;
  };
  return levels
    .map((l) => ({
      subject: l.subject,
      name: subjectDisplayName(l.subject),
      completedLevels: completed.get(l.subject) ?? 0,
      totalLevels: MAX_LEVEL,
      levelsAvailable: l.levels,
    }))
    .sort((a, b) => order(a.subject) - order(b.subject));
}

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
  db,
  userId,
  examType,
  subject,
}: {
  db: Db;
  userId: string;
  examType: string;
  subject: string;
}): Promise<{ levels: LevelCard[]; hasPremium: boolean }> {
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
    hasActivePremium({ db, userId }),
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
