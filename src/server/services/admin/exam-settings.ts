import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  ADMIN_MESSAGES,
  type ExamSettingCreate,
  type ExamSettingPatch,
} from '../../../domain/admin-rules';
import { isUniqueViolation } from './db-errors';
import type { ExamSettingDto } from './types';

type Row = typeof examSettings.$inferSelect;

const toDto = (r: Row): ExamSettingDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  level: r.level,
  isActive: r.isActive,
  questionsPerLevel: r.questionsPerLevel,
  timerMinutes: r.timerMinutes,
  shuffleQuestions: r.shuffleQuestions,
  updatedAt: r.updatedAt.toISOString(),
});

export async function listExamSettings({ db }: { db: Db }): Promise<ExamSettingDto[]> {
  const rows = await db
    .select()
    .from(examSettings)
    .orderBy(asc(examSettings.examType), asc(examSettings.subject), asc(examSettings.level));
  return rows.map(toDto);
}

/** One setting per exam type + subject + level: a duplicate is a CONFLICT with a clear message. */
export async function createExamSetting({
  db,
  input,
}: {
  db: Db;
  input: ExamSettingCreate;
}): Promise<ExamSettingDto> {
  try {
    const [row] = await db.insert(examSettings).values(input).returning();
    return toDto(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateSetting(input.examType, input.subject, input.level),
      );
    throw error;
  }
}

export async function updateExamSetting({
  db,
  input,
}: {
  db: Db;
  input: { id: string; patch: ExamSettingPatch };
}): Promise<ExamSettingDto> {
  const { id, patch } = input;
  const [row] = Object.keys(patch).length
    ? await db.update(examSettings).set(patch).where(eq(examSettings.id, id)).returning()
    : await db.select().from(examSettings).where(eq(examSettings.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such exam setting.');
  return toDto(row);
}
