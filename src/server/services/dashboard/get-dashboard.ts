import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { achievements, examSettings, quizAttempts, userProgress } from '../../db/schema';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import type { Streak } from '../../../domain/streak';
import type { UserCtx } from '../context';
import { hasActivePremium } from '../entitlements/premium';
import { getStreak } from '../progress/get-streak';

/** Levels an exam counts for its progress bar when it has no active settings (spec §9). */
const DEFAULT_EXAM_LEVELS = 10;

export type Dashboard = {
  streak: Streak;
  stats: { levelsCompleted: number; averageScore: number; totalExams: number; activeExams: number };
  continueLearning: {
    examType: string;
    name: string;
    completedLevels: number;
    totalLevels: number;
    percent: number;
    lastSubject: string;
    lastSubjectName: string;
    lastLevel: number;
  }[];
  recentAchievements: {
    id: string;
    title: string;
    description: string;
    achievementType: string;
    icon: string | null;
    earnedAt: string;
  }[];
  hasPremium: boolean;
};

/**
 * Everything /app/dashboard shows, computed on the server from the student's own rows. Read-only:
 * the starter progress rows are written with the account (ensureAccountRecords).
 */
export async function getDashboard({ ctx }: { ctx: UserCtx }): Promise<Dashboard> {
  const { db, userId } = ctx;
  const [progress, [attempts], settingsPerExam, recent, streak, hasPremium] = await Promise.all([
    db
      .select()
      .from(userProgress)
      .where(eq(userProgress.userId, userId))
      .orderBy(desc(userProgress.updatedAt)),
    db
      .select({ n: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.completedAt))),
    db
      .select({ examType: examSettings.examType, n: count() })
      .from(examSettings)
      .where(eq(examSettings.isActive, true))
      .groupBy(examSettings.examType),
    db
      .select()
      .from(achievements)
      .where(eq(achievements.userId, userId))
      .orderBy(desc(achievements.earnedAt))
      .limit(3),
    getStreak({ ctx }),
    hasActivePremium({ ctx }),
  ]);
  const completed = progress.filter((p) => p.completed);
  const levelsPerExam = new Map(settingsPerExam.map((s) => [s.examType, s.n]));
  const exams = [...new Set(progress.map((p) => p.examType))];
  return {
    streak,
    stats: {
      levelsCompleted: completed.length,
      averageScore: completed.length
        ? Math.round(completed.reduce((a, p) => a + p.score, 0) / completed.length)
        : 0,
      totalExams: attempts?.n ?? 0,
      activeExams: new Set(completed.map((p) => p.examType)).size,
    },
    continueLearning: exams.map((examType) => {
      const rows = progress.filter((p) => p.examType === examType);
      const last = rows[0]!;
      const done = rows.filter((p) => p.completed).length;
      const totalLevels = levelsPerExam.get(examType) ?? DEFAULT_EXAM_LEVELS;
      return {
        examType,
        name: examDisplayName(examType),
        completedLevels: done,
        totalLevels,
        percent: Math.min(100, Math.round((done / totalLevels) * 100)),
        lastSubject: last.subject,
        lastSubjectName: subjectDisplayName(last.subject),
        lastLevel: last.level,
      };
    }),
    recentAchievements: recent.map((a) => ({
      id: a.id,
      title: a.title,
      description: a.description,
      achievementType: a.achievementType,
      icon: a.icon,
      earnedAt: a.earnedAt.toISOString(),
    })),
    hasPremium,
  };
}
