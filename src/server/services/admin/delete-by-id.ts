import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppError } from '../../lib/errors';
import type { Ctx } from '../context';

/**
 * The verb that deletes one row of `table` by its id, or throws `notFound()` when there is none
 * (a settings row an admin deletes from a list: a blueprint, a syllabus topic).
 */
export const deleteByIdVerb =
  <T extends PgTable & { id: PgColumn }>(table: T, notFound: () => AppError) =>
  async ({ ctx, input }: { ctx: Ctx; input: { id: string } }): Promise<void> => {
    const deleted = await ctx.db
      .delete(table)
      .where(eq(table.id, input.id))
      .returning({ id: table.id });
    if (!deleted.length) throw notFound();
  };
