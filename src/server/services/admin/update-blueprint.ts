import { eq } from 'drizzle-orm';
import { examBlueprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES, type BlueprintPatch } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import {
  blueprintNotFound,
  checkedTopicWeights,
  syllabusTopicNames,
  toBlueprintDto,
} from './blueprint-dto';
import { isUniqueViolation } from './db-errors';
import type { BlueprintDto } from './types';

/**
 * Changes the given fields. The topic weights kept or sent must name topics of the exam and
 * subject the blueprint ends up with: moving a weighted blueprint to another subject needs new
 * weights (or null) in the same patch.
 */
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
  const pair = {
    examType: patch.examType ?? current.examType,
    subject: patch.subject ?? current.subject,
  };
  const topics = await syllabusTopicNames(ctx.db, pair);
  if (!Object.keys(patch).length) return toBlueprintDto(current, topics);
  const moved = pair.examType !== current.examType || pair.subject !== current.subject;
  const set =
    patch.topicWeights !== undefined || moved
      ? {
          ...patch,
          topicWeights: checkedTopicWeights(
            patch.topicWeights === undefined ? (current.topicWeights ?? null) : patch.topicWeights,
            topics,
            pair,
          ),
        }
      : patch;
  try {
    const [row] = await ctx.db
      .update(examBlueprints)
      .set(set)
      .where(eq(examBlueprints.id, id))
      .returning();
    if (!row) throw blueprintNotFound();
    return toBlueprintDto(row, topics);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateBlueprint(pair.examType, pair.subject),
      );
    throw error;
  }
}
