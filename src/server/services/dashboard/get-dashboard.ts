import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { achievements, quizAttempts, userProgress } from '../../db/schema';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { levelProgress } from '../../../domain/level-progress';
import type { Streak } from '../../../domain/streak';
import type { UserCtx } from '../context';
import { hasActivePremium } from '../entitlements/premium';
import { getStreak } from '../progress/get-streak';
import { studentExamLevels } from '../practice/practice-levels';

export type Dashboard = {
  streak: Streak;
  stats: { levelsCompleted: number; averageScore: number; totalExams: number; activeExams: number };
  /** Per exam: completed of its practice levels over all its subjects (ADR 0014). */
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
  const [progress, [attempts], levels, recent, streak, hasPremium] = await Promise.all([
    db
      .select()
      .from(userProgress)
      .where(eq(userProgress.userId, userId))
      .orderBy(desc(userProgress.updatedAt)),
    db
      .select({ n: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.completedAt))),
    studentExamLevels(db, userId),
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
  const completedKeys = new Set(completed.map((p) => `${p.examType}/${p.subject}/${p.level}`));
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
      const progressOfExam = levelProgress(
        levels.filter((l) => l.examType === examType),
        (l) => completedKeys.has(`${l.examType}/${l.subject}/${l.level}`),
      );
      return {
        examType,
        name: examDisplayName(examType),
        ...progressOfExam,
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
