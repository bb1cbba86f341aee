import { examSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES, type ExamSettingCreate } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { isUniqueViolation } from './db-errors';
import { toExamSettingDto } from './exam-setting-dto';
import type { ExamSettingDto } from './types';

/** One setting per exam type + subject + level: a duplicate is a CONFLICT with a clear message. */
export async function createExamSetting({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ExamSettingCreate;
}): Promise<ExamSettingDto> {
  try {
    const [row] = await ctx.db.insert(examSettings).values(input).returning();
    return toExamSettingDto(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateSetting(input.examType, input.subject, input.level),
      );
    throw error;
  }
}
