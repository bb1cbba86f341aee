import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES, type TopicCreate, type TopicPatch } from '../../../domain/admin-rules';
import { isUniqueViolation } from './db-errors';
import type { TopicDto } from './types';

type Row = typeof syllabusTopics.$inferSelect;

const toDto = (r: Row): TopicDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  topicName: r.topicName,
  description: r.description ?? null,
});

const notFound = () => new AppError('NOT_FOUND', 'No such topic.');
const duplicate = (t: { examType: string; subject: string; topicName: string }) =>
  new AppError('CONFLICT', ADMIN_MESSAGES.duplicateTopic(t.examType, t.subject, t.topicName));

export async function listTopics({
  db,
  input,
}: {
  db: Db;
  input: { examType?: string; subject?: string };
}): Promise<TopicDto[]> {
  const rows = await db
    .select()
    .from(syllabusTopics)
    .where(
      and(
        input.examType ? eq(syllabusTopics.examType, input.examType) : undefined,
        input.subject ? eq(syllabusTopics.subject, input.subject) : undefined,
      ),
    )
    .orderBy(
      asc(syllabusTopics.examType),
      asc(syllabusTopics.subject),
      asc(syllabusTopics.topicName),
    );
  return rows.map(toDto);
}

/** Topic names are unique per exam type + subject, ignoring case (also enforced by an index). */
async function assertNameFree(
  db: Db,
  t: { examType: string; subject: string; topicName: string },
  exceptId?: string,
) {
  const conditions: SQL[] = [
    eq(syllabusTopics.examType, t.examType),
    eq(syllabusTopics.subject, t.subject),
    sql`lower(${syllabusTopics.topicName}) = lower(${t.topicName})`,
  ];
  if (exceptId) conditions.push(ne(syllabusTopics.id, exceptId));
  const [clash] = await db
    .select({ id: syllabusTopics.id })
    .from(syllabusTopics)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw duplicate(t);
}

export async function createTopic({
  db,
  input,
}: {
  db: Db;
  input: TopicCreate;
}): Promise<TopicDto> {
  await assertNameFree(db, input);
  try {
    const [row] = await db.insert(syllabusTopics).values(input).returning();
    return toDto(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(input);
    throw error;
  }
}

/** Renaming a topic leaves its questions' topic text as it was; their topic_id still links them. */
export async function updateTopic({
  db,
  input,
}: {
  db: Db;
  input: { id: string; patch: TopicPatch };
}): Promise<TopicDto> {
  const { id, patch } = input;
  const [current] = await db.select().from(syllabusTopics).where(eq(syllabusTopics.id, id));
  if (!current) throw notFound();
  if (!Object.keys(patch).length) return toDto(current);
  const next = {
    examType: patch.examType ?? current.examType,
    subject: patch.subject ?? current.subject,
    topicName: patch.topicName ?? current.topicName,
  };
  await assertNameFree(db, next, id);
  try {
    const [row] = await db
      .update(syllabusTopics)
      .set(patch)
      .where(eq(syllabusTopics.id, id))
      .returning();
    if (!row) throw notFound();
    return toDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate(next);
    throw error;
  }
}

/** Questions keep their topic text; their topic_id is cleared by the foreign key (on delete set null). */
export async function deleteTopic({ db, input }: { db: Db; input: { id: string } }): Promise<void> {
  const deleted = await db
    .delete(syllabusTopics)
    .where(eq(syllabusTopics.id, input.id))
    .returning({ id: syllabusTopics.id });
  if (!deleted.length) throw notFound();
}
