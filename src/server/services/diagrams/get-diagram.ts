import type { Ctx } from '../context';
import { readDiagram } from './diagram-store';

/** GET /api/images/<id>.webp: a stored diagram's WebP bytes, or null when there is none. */
export async function getDiagram({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string };
}): Promise<Buffer | null> {
  return readDiagram(ctx.db, input.id);
}
