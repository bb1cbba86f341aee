import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examBlueprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  ADMIN_MESSAGES,
  type BlueprintCreate,
  type BlueprintPatch,
} from '../../../domain/admin-rules';
import { isUniqueViolation } from './db-errors';
import type { BlueprintDto } from './types';

type Row = typeof examBlueprints.$inferSelect;

const toDto = (r: Row): BlueprintDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  totalQuestionsRealExam: r.totalQuestionsRealExam,
  totalTimeRealExam: r.totalTimeRealExam,
  perLevelOverride: r.perLevelOverride ?? null,
});

const notFound = () => new AppError('NOT_FOUND', 'No such blueprint.');

export async function listBlueprints({ db }: { db: Db }): Promise<BlueprintDto[]> {
  const rows = await db
    .select()
    .from(examBlueprints)
    .orderBy(asc(examBlueprints.examType), asc(examBlueprints.subject));
  return rows.map(toDto);
}

/** One blueprint per exam type + subject. */
export async function createBlueprint({
  db,
  input,
}: {
  db: Db;
  input: BlueprintCreate;
}): Promise<BlueprintDto> {
  try {
    const [row] = await db.insert(examBlueprints).values(input).returning();
    return toDto(row!);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateBlueprint(input.examType, input.subject),
      );
    throw error;
  }
}

export async function updateBlueprint({
  db,
  input,
}: {
  db: Db;
  input: { id: string; patch: BlueprintPatch };
}): Promise<BlueprintDto> {
  const { id, patch } = input;
  const [current] = await db.select().from(examBlueprints).where(eq(examBlueprints.id, id));
  if (!current) throw notFound();
  if (!Object.keys(patch).length) return toDto(current);
  try {
    const [row] = await db
      .update(examBlueprints)
      .set(patch)
      .where(eq(examBlueprints.id, id))
      .returning();
    if (!row) throw notFound();
    return toDto(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(
        'CONFLICT',
        ADMIN_MESSAGES.duplicateBlueprint(
          patch.examType ?? current.examType,
          patch.subject ?? current.subject,
        ),
      );
    throw error;
  }
}

export async function deleteBlueprint({
  db,
  input,
}: {
  db: Db;
  input: { id: string };
}): Promise<void> {
  const deleted = await db
    .delete(examBlueprints)
    .where(eq(examBlueprints.id, input.id))
    .returning({ id: examBlueprints.id });
  if (!deleted.length) throw notFound();
}
