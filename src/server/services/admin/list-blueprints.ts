import { asc } from 'drizzle-orm';
import { examBlueprints } from '../../db/schema';
import type { Ctx } from '../context';
import { toBlueprintDto } from './blueprint-dto';
import type { BlueprintDto } from './types';

export async function listBlueprints({ ctx }: { ctx: Ctx }): Promise<BlueprintDto[]> {
  const rows = await ctx.db
    .select()
    .from(examBlueprints)
    .orderBy(asc(examBlueprints.examType), asc(examBlueprints.subject));
  return rows.map(toBlueprintDto);
}
