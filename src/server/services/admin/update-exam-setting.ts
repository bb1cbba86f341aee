import { eq } from 'drizzle-orm';
import { examSettings } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { ExamSettingPatch } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { toExamSettingDto } from './exam-setting-dto';
import type { ExamSettingDto } from './types';

export async function updateExamSetting({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; patch: ExamSettingPatch };
}): Promise<ExamSettingDto> {
  const { id, patch } = input;
  const [row] = Object.keys(patch).length
    ? await ctx.db.update(examSettings).set(patch).where(eq(examSettings.id, id)).returning()
    : await ctx.db.select().from(examSettings).where(eq(examSettings.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such exam setting.');
  return toExamSettingDto(row);
}
