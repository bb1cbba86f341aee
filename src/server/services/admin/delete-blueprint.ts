import { eq } from 'drizzle-orm';
import { examBlueprints } from '../../db/schema';
import type { Ctx } from '../context';
import { blueprintNotFound } from './blueprint-dto';

export async function deleteBlueprint({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<void> {
  const deleted = await ctx.db
    .delete(examBlueprints)
    .where(eq(examBlueprints.id, input.id))
    .returning({ id: examBlueprints.id });
  if (!deleted.length) throw blueprintNotFound();
}
