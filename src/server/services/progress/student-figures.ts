import { desc, eq } from 'drizzle-orm';
import { userProgress } from '../../db/schema';
import {
  studentFigures,
  type LevelKey,
  type LevelRecord,
  type StudentFigures,
} from '../../../domain/student-figures';
import type { UserCtx } from '../context';
import { studentExamLevels } from '../practice/practice-levels';

export type ProgressRecord = LevelRecord & { updatedAt: Date };

/**
 * The one read behind every figure a screen shows about a student's work (issue 21 item 11, ADR
 * 0034): the student's progress rows (one per level practised, most recently changed first) —
 * the rows the award statement reads too — and, when asked, the ready levels of the exams the
 * student has progress in. The figures themselves are `domain/student-figures`.
 */
export async function readStudentFigures({
  ctx: { db, userId },
  input: { levels },
}: {
  ctx: UserCtx;
  /** Whether to read the ready levels (the levels figure); without, `figures.levels` is 0 of 0. */
  input: { levels: boolean };
}): Promise<{ records: ProgressRecord[]; readyLevels: LevelKey[]; figures: StudentFigures }> {
  const [records, readyLevels] = await Promise.all([
    db
      .select({
        examType: userProgress.examType,
        subject: userProgress.subject,
        level: userProgress.level,
        score: userProgress.score,
        completed: userProgress.completed,
        attempts: userProgress.attempts,
        updatedAt: userProgress.updatedAt,
      })
      .from(userProgress)
      .where(eq(userProgress.userId, userId))
      .orderBy(desc(userProgress.updatedAt)),
    levels ? studentExamLevels(db, userId) : Promise.resolve([]),
  ]);
  return { records, readyLevels, figures: studentFigures(records, readyLevels) };
}
