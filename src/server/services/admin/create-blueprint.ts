import { examBlueprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES, type BlueprintCreate } from '../../../domain/admin-rules';
import type { Ctx } from '../context';
import { checkedTopicWeights, syllabusTopicNames, toBlueprintDto } from './blueprint-dto';
import { isUniqueViolation } from './db-errors';
import type { BlueprintDto } from './types';

/** One blueprint per exam type + subject; its topic weights name that syllabus's topics. */
export async function createBlueprint({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: BlueprintCreate;
}): Promise<BlueprintDto> {
  const topics = await syllabusTopicNames(ctx.db, input);
  const topicWeights = checkedTopicWeights(input.topicWeights, topics, input);
  try {
    const [row] = await ctx.db
      .insert(examBlueprints)
      .values({ ...input, topicWeights })
      .returning();
    return toBlueprintDto(row!, topics);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateBlueprint(input.examType, input.subject),
      );
    throw error;
  }
}
