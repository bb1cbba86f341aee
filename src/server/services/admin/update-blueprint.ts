import { eq } from 'drizzle-orm';
import { examBlueprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES, type BlueprintPatch } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { blueprintNotFound, toBlueprintDto } from './blueprint-dto';
import { isUniqueViolation } from './db-errors';
import type { BlueprintDto } from './types';

export async function updateBlueprint({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; patch: BlueprintPatch };
}): Promise<BlueprintDto> {
  const { id, patch } = input;
  const [current] = await ctx.db.select().from(examBlueprints).where(eq(examBlueprints.id, id));
  if (!current) throw blueprintNotFound();
  if (!Object.keys(patch).length) return toBlueprintDto(current);
  try {
    const [row] = await ctx.db
      .update(examBlueprints)
      .set(patch)
      .where(eq(examBlueprints.id, id))
      .returning();
    if (!row) throw blueprintNotFound();
    return toBlueprintDto(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateBlueprint(
          patch.examType ?? current.examType,
          patch.subject ?? current.subject,
        ),
      );
    throw error;
  }
}
