import { and, eq, type Column } from 'drizzle-orm';

export type Level = { examType: string; subject: string; level: number };

/** The rows of `table` (questions, exam settings, progress…) at one exam/subject/level. */
export const atLevel = (table: { examType: Column; subject: Column; level: Column }, at: Level) =>
  and(eq(table.examType, at.examType), eq(table.subject, at.subject), eq(table.level, at.level));
