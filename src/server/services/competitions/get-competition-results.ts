import { and, eq, sql } from 'drizzle-orm';
import { competitionParticipants, profiles, quizAttempts, user } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { COMPETITION_MESSAGES } from '../../../domain/competitions';
import { rankEntries } from '../../../domain/competition-ranks';
import { isWinner } from '../../../domain/competition-prizes';
import { resultsToCsv, type ResultRow } from '../../../domain/competition-export';
import type { Ctx } from '../context';
import { adminCompetition, type AdminCompetition } from './admin-competitions';

/** An admin's row: the registration, its entry, the rank among submitted entries, the switch flag. */
export type AdminResultRow = ResultRow & {
  userId: string;
  /** Left the run's page at least once (tab or app switch): a flag to look at, not a verdict. */
  flagged: boolean;
  /** A top-3 place with at least the competition's minimum score for a prize (the winners). */
  winner: boolean;
};

export type CompetitionResults = { competition: AdminCompetition; rows: AdminResultRow[] };

const p = competitionParticipants;
const a = quizAttempts;

/**
 * Every registration of a competition for its admin (issue 12 item 7): real names and e-mails,
 * ranks (the domain's: score, then time; ties share), server-measured times, tab switches.
 * Submitted entries first in rank order, then the rest by registration time.
 */
export async function getCompetitionResults({
  ctx,
  input: { competitionId },
}: {
  ctx: Ctx;
  input: { competitionId: string };
}): Promise<CompetitionResults> {
  const competition = await adminCompetition(ctx.db, competitionId, ctx.now);
  if (!competition) throw new AppError('NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const rows = await ctx.db
    .select({
      userId: p.userId,
      fullName: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      email: user.email,
      registeredAt: p.participatedAt,
      score: p.score,
      timeTaken: p.timeTaken,
      submittedAt: p.submittedAt,
      tabSwitches: p.tabSwitches,
      startedAt: a.startedAt,
    })
    .from(p)
    .innerJoin(user, eq(user.id, p.userId))
    .leftJoin(profiles, eq(profiles.id, p.userId))
    .leftJoin(
      a,
      and(
        eq(a.userId, p.userId),
        eq(a.kind, 'competition'),
        sql`${a.target} = ${p.competitionId}::text`,
      ),
    )
    .where(eq(p.competitionId, competitionId))
    .orderBy(p.participatedAt, p.userId);
  const view = (r: (typeof rows)[number], rank: number | null): AdminResultRow => ({
    rank,
    userId: r.userId,
    fullName: r.fullName,
    email: r.email,
    state: r.submittedAt ? 'submitted' : r.startedAt ? 'in_progress' : 'registered',
    score: r.score,
    timeTaken: r.timeTaken,
    tabSwitches: r.tabSwitches,
    flagged: r.tabSwitches > 0,
    winner: rank !== null && r.score !== null && isWinner(competition, { rank, score: r.score }),
    registeredAt: r.registeredAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    submittedAt: r.submittedAt?.toISOString() ?? null,
  });
  const submitted = rankEntries(
    rows.flatMap((r) =>
      r.score !== null && r.submittedAt
        ? [{ ...r, score: r.score, timeTaken: r.timeTaken ?? 0 }]
        : [],
    ),
  );
  return {
    competition,
    rows: [
      ...submitted.map((r) => view(r, r.rank)),
      ...rows.filter((r) => r.score === null || !r.submittedAt).map((r) => view(r, null)),
    ],
  };
}

/** The same as a CSV file (Export CSV). */
export async function exportCompetitionResults({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { competitionId: string };
}): Promise<{ fileName: string; csv: string }> {
  const { competition, rows } = await getCompetitionResults({ ctx, input });
  const slug = competition.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return { fileName: `${slug || 'competition'}-results.csv`, csv: resultsToCsv(rows) };
}
