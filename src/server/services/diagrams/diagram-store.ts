import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { questionImages, questions } from '../../db/schema';
import { diagramUrl } from '../../../domain/diagrams';
import type { Ctx } from '../context';
import { processDiagram, type ProcessedDiagram } from './process-diagram';

/** A stored diagram as the admin form shows it after an upload. */
export type DiagramDto = { id: string; url: string; width: number; height: number; bytes: number };

/** How long a diagram no question uses is kept (an admin may still be filling in the form). */
export const UNUSED_DIAGRAM_GRACE = '1 day';

const LOCK = sql`hashtext('question_images')`;

/**
 * Writes that link questions to diagrams hold this (shared) until they commit; the sweep of unused
 * diagrams takes it exclusively, so it never deletes a diagram a running write is linking.
 */
export async function lockDiagramsShared(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK})`);
}

/** Stores a processed diagram (a copy already stored is kept, its grace period restarted). */
export async function saveDiagram(tx: Tx, d: ProcessedDiagram): Promise<void> {
  await tx
    .insert(questionImages)
    .values(d)
    .onConflictDoUpdate({ target: questionImages.id, set: { createdAt: sql`now()` } });
}

/** Deletes diagrams no question has used for UNUSED_DIAGRAM_GRACE (uploaded, never saved). */
export async function sweepUnusedDiagrams(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
  const gone = await tx
    .delete(questionImages)
    .where(
      and(
        sql`${questionImages.createdAt} < now() - ${UNUSED_DIAGRAM_GRACE}::interval`,
        notExists(
          tx
            .select({ one: sql`1` })
            .from(questions)
            .where(eq(questions.imageId, questionImages.id)),
        ),
      ),
    )
    .returning({ id: questionImages.id });
  return gone.length;
}

/**
 * POST /api/admin/images: an admin's PNG, JPEG or SVG as a stored diagram (sanitised, resized,
 * WebP ≤ 30 KB), ready for a question's form to link. Diagrams left unused for a day go.
 */
export async function uploadDiagram({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { bytes: Uint8Array };
}): Promise<DiagramDto> {
  const d = await processDiagram(input.bytes);
  await ctx.db.transaction(async (tx) => {
    await sweepUnusedDiagrams(tx);
    await saveDiagram(tx, d);
  });
  return { id: d.id, url: diagramUrl(d.id), width: d.width, height: d.height, bytes: d.bytes };
}

/** Of these ids, those stored. */
export async function storedDiagramIds(tx: Tx | Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: questionImages.id })
    .from(questionImages)
    .where(inArray(questionImages.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** A stored diagram's bytes, or null. */
export async function readDiagram(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: questionImages.data })
    .from(questionImages)
    .where(eq(questionImages.id, id));
  return row?.data ?? null;
}
