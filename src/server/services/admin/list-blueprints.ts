import { asc } from 'drizzle-orm';
import { examBlueprints } from '../../db/schema';
import type { Ctx } from '../context';
import { pairKey, syllabusTopicsByPair, toBlueprintDto } from './blueprint-dto';
import type { BlueprintDto } from './types';

/** Every blueprint by exam and subject, each with its syllabus's topic names. */
export async function listBlueprints({ ctx }: { ctx: Ctx }): Promise<BlueprintDto[]> {
  const [rows, topics] = await Promise.all([
    ctx.db
      .select()
      .from(examBlueprints)
      .orderBy(asc(examBlueprints.examType), asc(examBlueprints.subject)),
    syllabusTopicsByPair(ctx.db),
  ]);
  return rows.map((r) => toBlueprintDto(r, topics.get(pairKey(r)) ?? []));
}
