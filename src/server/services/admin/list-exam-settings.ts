import { asc } from 'drizzle-orm';
import { examSettings } from '../../db/schema';
import type { Ctx } from '../context';
import { toExamSettingDto } from './exam-setting-dto';
import type { ExamSettingDto } from './types';

export async function listExamSettings({ ctx }: { ctx: Ctx }): Promise<ExamSettingDto[]> {
  const rows = await ctx.db
    .select()
    .from(examSettings)
    .orderBy(asc(examSettings.examType), asc(examSettings.subject), asc(examSettings.level));
  return rows.map(toExamSettingDto);
}
