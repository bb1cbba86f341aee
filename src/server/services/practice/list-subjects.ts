import { and, count, eq, sql } from 'drizzle-orm';
import { questions, userProgress } from '../../db/schema';
import { SUBJECTS, subjectDisplayName } from '../../../domain/catalogue';
import { MAX_LEVEL } from '../../../domain/constants';
import type { UserCtx } from '../context';

export type SubjectSummary = {
  subject: string;
  name: string;
  completedLevels: number;
  totalLevels: number;
  levelsAvailable: number;
};

/** Subjects with practice material for an exam, with the student's completed-level count. */
export async function listSubjects({
  ctx: { db, userId },
  input: { examType },
}: {
  ctx: UserCtx;
  input: { examType: string };
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
