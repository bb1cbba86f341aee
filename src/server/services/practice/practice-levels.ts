import { and, count, eq, inArray, ne, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examSettings, questions } from '../../db/schema';
import { isPracticeLevel } from '../../../domain/level-progress';
import { COMPETITION_QUESTION_SOURCE } from '../../../domain/competitions';

export type PracticeLevelRow = {
  examType: string;
  subject: string;
  level: number;
  /** Active, reviewed practice questions of the level. */
  questionCount: number;
};

/**
 * The practice levels (ADR 0014) of the exams/subjects `where` selects, in one query: levels with
 * active, reviewed questions, with their setting's switch, kept by the domain rule. The level
 * list, the subject cards and the dashboard all count levels through here.
 */
export async function practiceLevels(db: Db, where: SQL | undefined): Promise<PracticeLevelRow[]> {
  const rows = await db
    .select({
      examType: questions.examType,
      subject: questions.subject,
      level: questions.level,
      questionCount: count(),
      settingActive: examSettings.isActive,
    })
    .from(questions)
    .leftJoin(
      examSettings,
      and(
        eq(examSettings.examType, questions.examType),
        eq(examSettings.subject, questions.subject),
        eq(examSettings.level, questions.level),
      ),
    )
    .where(
      and(
        eq(questions.isActive, true),
        eq(questions.pendingReview, false),
        // A competition's own questions are never practised (issue 12).
        ne(questions.source, COMPETITION_QUESTION_SOURCE),
        where,
      ),
    )
    .groupBy(questions.examType, questions.subject, questions.level, examSettings.isActive);
  return rows
    .filter((r) =>
      isPracticeLevel({ activeQuestions: r.questionCount, settingActive: r.settingActive }),
    )
    .map(({ settingActive: _, ...r }) => r);
}

/** The levels of one exam's subject. */
export const subjectLevels = (db: Db, examType: string, subject: string) =>
  practiceLevels(db, and(eq(questions.examType, examType), eq(questions.subject, subject)));

/** The levels of every subject of the given exams. */
export const examLevels = (db: Db, examTypes: SQLWrapper | string[]) =>
  practiceLevels(db, inArray(questions.examType, examTypes));
