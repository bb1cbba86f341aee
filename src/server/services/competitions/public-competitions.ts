import { and, desc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { competitionParticipants, competitions } from '../../db/schema';
import { STUDENT_VISIBLE_STATUSES } from '../../../domain/competitions';

/**
 * What every student sees of the competitions (no one's own data), read at most once per
 * LIST_TTL_MS per process: while a competition is live every student's list refreshes each
 * minute, and counting thousands of registrations for each of them would be most of the work.
 */

const c = competitions;
const p = competitionParticipants;
/** `competitions.id` named with its table: a single-table select leaves its own columns bare. */
const competitionId = sql`${sql.identifier(getTableName(c))}.${sql.identifier(c.id.name)}`;

/** Competitions listed for students: the latest by start time. */
export const LISTED_COMPETITIONS = 100;
export const LIST_TTL_MS = 5_000;

const {
  questionIds: _ids,
  createdBy: _by,
  createdAt: _at,
  updatedAt: _up,
  ...columns
} = getTableColumns(c);
const shownColumns = {
  ...columns,
  questionCount: sql<number>`jsonb_array_length(${c.questionIds})::int`,
  participantCount: sql<number>`(select count(*) from ${p} where ${p.competitionId} = ${competitionId})::int`,
};

export type PublicCompetition = Awaited<ReturnType<typeof readListed>>[number];

function readListed(db: Db) {
  return db
    .select(shownColumns)
    .from(c)
    .where(inArray(c.status, [...STUDENT_VISIBLE_STATUSES]))
    .orderBy(desc(c.startTime), desc(c.id))
    .limit(LISTED_COMPETITIONS);
}

const cache = new WeakMap<Db, { at: number; rows: Promise<PublicCompetition[]> }>();

/** The listed competitions, oldest start first (from this process's copy when it is fresh). */
export function listedCompetitions(db: Db, now: Date): Promise<PublicCompetition[]> {
  const hit = cache.get(db);
  if (hit && now.getTime() - hit.at < LIST_TTL_MS && now.getTime() >= hit.at) return hit.rows;
  const rows = readListed(db).then((r) => r.reverse());
  rows.catch(() => cache.delete(db));
  cache.set(db, { at: now.getTime(), rows });
  return rows;
}

/** One competition students may see, read now; undefined when there is none. */
export async function visibleCompetition(
  db: Db,
  id: string,
): Promise<PublicCompetition | undefined> {
  const [row] = await db
    .select(shownColumns)
    .from(c)
    .where(and(eq(c.id, id), inArray(c.status, [...STUDENT_VISIBLE_STATUSES])));
  return row;
}

/** Forget this process's copy (after an admin change here, so the admin's own check is current). */
export function forgetListed(db: Db) {
  cache.delete(db);
}
