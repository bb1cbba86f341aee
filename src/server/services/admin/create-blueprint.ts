import { examBlueprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES, type BlueprintCreate } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { toBlueprintDto } from './blueprint-dto';
import { isUniqueViolation } from './db-errors';
import type { BlueprintDto } from './types';

/** One blueprint per exam type + subject. */
export async function createBlueprint({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: BlueprintCreate;
}): Promise<BlueprintDto> {
  try {
    const [row] = await ctx.db.insert(examBlueprints).values(input).returning();
    return toBlueprintDto(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateBlueprint(input.examType, input.subject),
      );
    throw error;
  }
}
