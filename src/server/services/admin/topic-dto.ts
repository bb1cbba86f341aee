import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { syllabusTopics } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';
import type { TopicDto } from './types';

type Row = typeof syllabusTopics.$inferSelect;
type TopicName = { examType: string; subject: string; topicName: string };

export const toTopicDto = (r: Row): TopicDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  topicName: r.topicName,
  description: r.description ?? null,
});

export const topicNotFound = () => new AppError('NOT_FOUND', 'No such topic.');
export const duplicateTopic = (t: TopicName) =>
  new AppError('CONFLICT', ADMIN_MESSAGES.duplicateTopic(t.examType, t.subject, t.topicName));

/** Topic names are unique per exam type + subject, ignoring case (also enforced by an index). */
export async function assertTopicNameFree(tx: Tx, t: TopicName, exceptId?: string) {
  const conditions: SQL[] = [
    eq(syllabusTopics.examType, t.examType),
    eq(syllabusTopics.subject, t.subject),
    sql`lower(${syllabusTopics.topicName}) = lower(${t.topicName})`,
  ];
  if (exceptId) conditions.push(ne(syllabusTopics.id, exceptId));
  const [clash] = await tx
    .select({ id: syllabusTopics.id })
    .from(syllabusTopics)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw duplicateTopic(t);
}
