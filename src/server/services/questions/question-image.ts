import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { questionImages, questions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { QuestionImage } from '../../../domain/diagrams';
import type { QuestionInput } from '../../../domain/question-rules';
import { lockDiagramsShared, storedDiagramIds } from '../diagrams/diagram-store';

const NOT_STORED = 'This diagram is no longer stored: upload it again';

/**
 * The diagram columns a created or edited question gets (issue 14 item 2): `undefined` keeps what
 * it has (an edit that did not send one), null removes it, a stored diagram's id links it with its
 * description. An id that is not stored is refused (VALIDATION_FAILED on `image`).
 */
export async function imageFieldsFor(
  tx: Tx,
  q: Pick<QuestionInput, 'image'>,
): Promise<{ imageId: string | null; imageAlt: string | null } | undefined> {
  if (q.image === undefined) return undefined;
  if (q.image === null) return { imageId: null, imageAlt: null };
  await lockDiagramsShared(tx);
  if (!(await storedDiagramIds(tx, [q.image.id])).has(q.image.id))
    throw new AppError('VALIDATION_FAILED', NOT_STORED, { image: NOT_STORED });
  return { imageId: q.image.id, imageAlt: q.image.alt };
}

/** The question's diagram as the admin screens show it (null without one). */
export const adminImageSql = sql<QuestionImage | null>`(
  select json_build_object('id', i.id, 'alt', ${questions.imageAlt}, 'width', i.width, 'height', i.height)
    from ${questionImages} i where i.id = ${questions.imageId})`;
