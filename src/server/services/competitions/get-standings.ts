import { AppError } from '../../lib/errors';
import {
  COMPETITION_LIMITS,
  COMPETITION_MESSAGES,
  DISPLAY_STATUS_LABELS,
  displayStatus,
  type DisplayStatus,
} from '../../../domain/competitions';
import { winnersOf } from '../../../domain/competition-prizes';
import { competitionLabel, type CompetitionLabel } from '../../../domain/scoring';
import type { UserCtx } from '../context';
import { toTimes } from './competition-rows';
import { readMine } from './list-competitions';
import { listedCompetitions, visibleCompetition } from './public-competitions';
import { standingOf, standingsOf, type Standing } from './standings';

/** One row of a leaderboard or results table: a display name, never a full name or an id. */
export type StandingRow = {
  rank: number;
  displayName: string;
  score: number;
  timeTaken: number;
  performanceLabel: CompetitionLabel;
  /** The caller's own row. */
  you: boolean;
};

export type StandingsPage = {
  competitionId: string;
  title: string;
  displayStatus: DisplayStatus;
  statusLabel: string;
  /** Ranks are published: every entry is closed and the competition is over. */
  final: boolean;
  serverNow: string;
  participantCount: number;
  /** Entries submitted so far (N in "rank of N"). */
  submittedCount: number;
  /**
   * The top 3 places (student §9), ties sharing a place, each with at least the competition's
   * minimum score for a prize when it has one (domain/competition-prizes).
   */
  winners: StandingRow[];
  /** This page of the table, in rank order. */
  rows: StandingRow[];
  page: number;
  pageSize: number;
  /** The caller's own standing, when they have submitted; `of` is N. */
  you: (StandingRow & { of: number }) | null;
};

const row = (s: Standing, userId: string): StandingRow => ({
  rank: s.rank,
  displayName: s.displayName,
  score: s.score,
  timeTaken: s.timeTaken,
  performanceLabel: competitionLabel(s.score),
  you: s.userId === userId,
});

/**
 * A competition's standings, one page (the live leaderboard is page 1 of 20; the results page
 * pages through the complete table), with the caller's own rank. Reading costs one small query
 * (premium and the caller's entry); the standings come from the process's copy (≤ 2 s old).
 */
export async function getStandings({
  ctx,
  input: { competitionId, page = 1, pageSize = COMPETITION_LIMITS.leaderboardSize },
}: {
  ctx: UserCtx;
  input: { competitionId: string; page?: number; pageSize?: number };
}): Promise<StandingsPage> {
  const { db, now, userId } = ctx;
  const listed = (await listedCompetitions(db, now)).find((c) => c.id === competitionId);
  const [competition, mine] = await Promise.all([
    listed ?? visibleCompetition(db, competitionId),
    readMine(db, ctx, competitionId),
  ]);
  if (!competition) throw new AppError('NOT_FOUND', COMPETITION_MESSAGES.notFound);
  const standings = await standingsOf(db, competitionId, now);
  const entry = mine.get(competitionId);
  const own =
    entry?.completedAt && entry.score !== null
      ? standingOf(standings, { userId, score: entry.score, timeTaken: entry.timeTaken ?? 0 })
      : null;
  const shown = displayStatus(toTimes(competition), now);
  const from = (page - 1) * pageSize;
  return {
    competitionId,
    title: competition.title,
    displayStatus: shown,
    statusLabel: DISPLAY_STATUS_LABELS[shown],
    final: competition.resultsPublishedAt !== null,
    serverNow: now.toISOString(),
    participantCount: competition.participantCount,
    submittedCount: Math.max(standings.rows.length, own?.of ?? 0),
    winners: winnersOf(competition, standings.rows).map((s) => row(s, userId)),
    rows: standings.rows.slice(from, from + pageSize).map((s) => row(s, userId)),
    page,
    pageSize,
    you: own ? { ...row(own, userId), you: true, of: own.of } : null,
  };
}
