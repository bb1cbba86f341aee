import { sql } from 'drizzle-orm';
import { competitionParticipants, quizAttempts } from '../../db/schema';
import { param, Statement } from '../../db/statements';
import { AppError } from '../../lib/errors';
import { COMPETITION_MESSAGES, type CompetitionTab } from '../../../domain/competitions';
import type { Db } from '../../db/client';
import type { UserCtx } from '../context';
import { activePremium } from '../entitlements/premium';
import { competitionCard, type CompetitionCard, type UserEntryRow } from './competition-views';
import { listedCompetitions } from './public-competitions';

const p = competitionParticipants;
const a = quizAttempts;

/** The caller's premium, registrations and entries, in one read. */
const mineStatement = new Statement<{ userId: string; now: string; competitionId: string | null }>(
  'competition_mine',
  sql`select json_build_object(
        'premium', ${activePremium(param('userId'), param('now'))},
        'entries', (select coalesce(json_agg(json_build_object(
                       'competitionId', ${p.competitionId}, 'attemptId', ${a.id}, 'deadlineAt', ${a.deadlineAt},
                       'completedAt', ${a.completedAt}, 'score', ${a.score}, 'timeTaken', ${a.timeTaken})), '[]')
                      from ${p} left join ${a}
                        on ${a.userId} = ${p.userId} and ${a.kind} = 'competition'
                       and ${a.target} = ${p.competitionId}::text
                     where ${p.userId} = ${param('userId')}
                       and (${param('competitionId')}::uuid is null or ${p.competitionId} = ${param('competitionId')}::uuid))
      )::text as j`,
);

type Mine = { premium: boolean; entries: UserEntryRow[] };

/**
 * The caller's premium and entries (all, or one competition's); PREMIUM_REQUIRED without premium:
 * competitions are a premium feature, and the web shows its gate screen on that code.
 */
export async function readMine(
  db: Db,
  { userId, now }: { userId: string; now: Date },
  competitionId: string | null = null,
): Promise<Map<string, UserEntryRow>> {
  const [mine] = await mineStatement.json<Mine>(db, {
    userId,
    now: now.toISOString(),
    competitionId,
  });
  if (!mine!.premium) throw new AppError('PREMIUM_REQUIRED', COMPETITION_MESSAGES.premiumRequired);
  return new Map(mine!.entries.map((e) => [e.competitionId, e]));
}

export type CompetitionList = {
  serverNow: string;
  /** Refresh every COMPETITION_LIMITS.listRefreshMs while true (student §7). */
  anyLive: boolean;
  counts: Record<CompetitionTab, number>;
  /** Oldest start first; each knows its tab (`tab`), null for none. */
  competitions: CompetitionCard[];
};

/** /app/competitions: the tabs and their counts, from the server's clock (student §2, §4). */
export async function listCompetitions({ ctx }: { ctx: UserCtx }): Promise<CompetitionList> {
  const [listed, mine] = await Promise.all([
    listedCompetitions(ctx.db, ctx.now),
    readMine(ctx.db, ctx),
  ]);
  const cards = listed.map((c) => competitionCard(c, mine.get(c.id), ctx.now));
  const counts = { upcoming: 0, live: 0, completed: 0 };
  for (const card of cards) if (card.tab) counts[card.tab]++;
  return {
    serverNow: ctx.now.toISOString(),
    anyLive: counts.live > 0,
    counts,
    competitions: cards,
  };
}
