import { and, eq } from 'drizzle-orm';
import { examBlueprints } from '../../db/schema';
import type { Ctx } from '../context';
import { BLUEPRINT_DEFAULTS } from '../../../domain/admin-rules';
import { scaleBlueprint, type ScaledSet } from '../../../domain/blueprint-scaling';

/** The form's defaults for one level: its blueprint (or the defaults, 40 in 40) scaled (§9). */
export async function generationDefaults({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { examType: string; subject: string; level: number };
}): Promise<ScaledSet & { fromBlueprint: boolean }> {
  const [blueprint] = await ctx.db
    .select({
      totalQuestionsRealExam: examBlueprints.totalQuestionsRealExam,
      totalTimeRealExam: examBlueprints.totalTimeRealExam,
    })
    .from(examBlueprints)
    .where(
      and(eq(examBlueprints.examType, input.examType), eq(examBlueprints.subject, input.subject)),
    );
  return {
    ...scaleBlueprint(blueprint ?? BLUEPRINT_DEFAULTS, input.level),
    fromBlueprint: Boolean(blueprint),
  };
}
