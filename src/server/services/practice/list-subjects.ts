import { and, eq } from 'drizzle-orm';
import { userProgress } from '../../db/schema';
import { SUBJECTS, subjectDisplayName } from '../../../domain/catalogue';
import { levelsCompleted } from '../../../domain/student-figures';
import type { UserCtx } from '../context';
import { practiceLevels } from './practice-levels';

export type SubjectSummary = {
  subject: string;
  name: string;
  /** Completed of the subject's ready levels (ADRs 0014, 0030, 0034). */
  completedLevels: number;
  /** The subject's practice levels: the cards its level list shows (ADR 0014). */
  totalLevels: number;
  /** Practice levels not completed yet. */
  levelsAvailable: number;
  percent: number;
};

/** Subjects with practice levels for an exam, with the student's completed-level count. */
export async function listSubjects({
  ctx: { db, userId },
  input: { examType },
}: {
  ctx: UserCtx;
  input: { examType: string };
}): Promise<SubjectSummary[]> {
  const [levels, done] = await Promise.all([
    practiceLevels(db, { examTypes: [examType] }),
    db
      .select({
        examType: userProgress.examType,
        subject: userProgress.subject,
        level: userProgress.level,
        completed: userProgress.completed,
      })
      .from(userProgress)
      .where(
        and(
          eq(userProgress.userId, userId),
          eq(userProgress.examType, examType),
          eq(userProgress.completed, true),
        ),
      ),
  ]);
  const bySubject = new Map<string, typeof levels>();
  for (const l of levels) bySubject.set(l.subject, [...(bySubject.get(l.subject) ?? []), l]);
  const order = (s: string) => {
    const i = SUBJECTS.findIndex((x) => x.code === s);
    return i < 0 ? SUBJECTS.length : i;
  };
  return [...bySubject]
    .map(([subject, rows]) => {
      const progress = levelsCompleted(rows, done);
      return {
        subject,
        name: subjectDisplayName(subject),
        ...progress,
        levelsAvailable: progress.totalLevels - progress.completedLevels,
      };
    })
    .sort((a, b) => order(a.subject) - order(b.subject));
}
