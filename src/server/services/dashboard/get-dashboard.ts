import { desc, eq } from 'drizzle-orm';
import { achievements } from '../../db/schema';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { levelsCompleted } from '../../../domain/student-figures';
import type { Streak } from '../../../domain/streak';
import type { UserCtx } from '../context';
import { hasActivePremium } from '../entitlements/premium';
import { getStreak } from '../progress/get-streak';
import { lastMock } from '../mocks/mock-history';
import type { MockSummary } from '../mocks/mock-results';
import { readStudentFigures } from '../progress/student-figures';

export type Dashboard = {
  streak: Streak;
  /**
   * The figures of ADR 0034 (`domain/student-figures`): levels completed of the ready levels,
   * the average of the completed levels' latest scores, and the practice quizzes submitted
   * ("Total exams"); plus the exams with a completed level.
   */
  stats: { levelsCompleted: number; averageScore: number; totalExams: number; activeExams: number };
  /** Per exam: completed of its ready levels over all its subjects (ADRs 0014, 0030, 0034). */
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
  /** The last completed mock exam's scores (issue 23), or null before the first. */
  lastMock: MockSummary | null;
};

/**
 * Everything /app/dashboard shows, computed on the server from the student's own rows. Read-only:
 * the starter progress rows are written with the account (ensureAccountRecords).
 */
export async function getDashboard({ ctx }: { ctx: UserCtx }): Promise<Dashboard> {
  const { db, userId } = ctx;
  const [{ records, readyLevels, figures }, recent, streak, hasPremium, last] = await Promise.all([
    readStudentFigures({ ctx, input: { levels: true } }),
    db
      .select()
      .from(achievements)
      .where(eq(achievements.userId, userId))
      .orderBy(desc(achievements.earnedAt))
      .limit(3),
    getStreak({ ctx }),
    hasActivePremium({ ctx }),
    lastMock(db, userId),
  ]);
  const exams = [...new Set(records.map((p) => p.examType))];
  return {
    streak,
    stats: {
      levelsCompleted: figures.levels.completedLevels,
      averageScore: figures.averageScore,
      totalExams: figures.quizzesCompleted,
      activeExams: new Set(records.filter((p) => p.completed).map((p) => p.examType)).size,
    },
    continueLearning: exams.map((examType) => {
      const last = records.find((p) => p.examType === examType)!;
      return {
        examType,
        name: examDisplayName(examType),
        ...levelsCompleted(
          readyLevels.filter((l) => l.examType === examType),
          records,
        ),
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
    lastMock: last,
  };
}
