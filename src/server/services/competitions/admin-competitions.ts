import { desc, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { competitionParticipants, competitions } from '../../db/schema';
import { STATUS_COLOURS, type CompetitionStatus } from '../../../domain/competitions';
import type { Ctx } from '../context';
import { competitionSummary, type CompetitionSummary } from './competition-summary';

/** A competition as the admin's Compete tab lists it (admin §2, §4). */
export type AdminCompetition = CompetitionSummary & {
  /** Admin §4: active green, draft yellow, completed blue, cancelled red. */
  statusColour: (typeof STATUS_COLOURS)[CompetitionStatus];
  submittedCount: number;
  createdAt: string;
  completedAt: string | null;
  resultsPublishedAt: string | null;
  /** Which status buttons apply now (Delete always does). */
  can: { activate: boolean; complete: boolean; cancel: boolean };
};

const c = competitions;
const p = competitionParticipants;
/** `competitions.id` named with its table: a single-table select leaves its own columns bare. */
const competitionId = sql`${sql.identifier(getTableName(c))}.${sql.identifier(c.id.name)}`;
const { questionIds: _ids, createdBy: _by, updatedAt: _up, ...columns } = getTableColumns(c);
const listColumns = {
  ...columns,
  questionCount: sql<number>`jsonb_array_length(${c.questionIds})::int`,
  participantCount: sql<number>`(select count(*) from ${p} where ${p.competitionId} = ${competitionId})::int`,
  submittedCount: sql<number>`(select count(*) from ${p}
                                where ${p.competitionId} = ${competitionId} and ${p.score} is not null)::int`,
};
type Row = Awaited<ReturnType<typeof selectAdmin>>[number];

function selectAdmin(tx: Tx) {
  return tx.select(listColumns).from(c);
}

function toAdmin(row: Row, now: Date): AdminCompetition {
  const over = now >= row.endTime;
  return {
    ...competitionSummary(row, now),
    statusColour: STATUS_COLOURS[row.status],
    submittedCount: row.submittedCount,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    resultsPublishedAt: row.resultsPublishedAt?.toISOString() ?? null,
    can: {
      activate: (row.status === 'draft' || row.status === 'upcoming') && !over,
      complete: row.status === 'active',
      cancel: row.status === 'draft' || row.status === 'upcoming' || row.status === 'active',
    },
  };
}

/** The Compete tab's list: newest first, with participant counts (admin §2, §7). */
export async function listAdminCompetitions({ ctx }: { ctx: Ctx }): Promise<AdminCompetition[]> {
  const rows = await selectAdmin(ctx.db).orderBy(desc(c.createdAt), desc(c.id));
  return rows.map((r) => toAdmin(r, ctx.now));
}

/** One competition as the admin sees it; undefined when there is none. */
export async function adminCompetition(tx: Tx, id: string, now: Date) {
  const [row] = await selectAdmin(tx).where(eq(c.id, id));
  return row && toAdmin(row, now);
}
