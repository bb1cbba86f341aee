import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { competitionParticipants, competitions, notifications } from '../../db/schema';
import { COMPETITION_LIMITS, type CompetitionStatus } from '../../../domain/competitions';
import {
  resultsNotice,
  startingSoonNotice,
  type Notice,
} from '../../../domain/competition-notices';
import type { Ctx } from '../context';
import { standingsOf } from './standings';

const c = competitions;
const p = competitionParticipants;

/** Notices written per statement, and statements per run: a run's cost is bounded. */
const BATCH = 1000;
const MAX_BATCHES_PER_RUN = 20;
/** Results of competitions published longer ago than this get no notice (a long outage). */
const RESULTS_NOTICE_WINDOW_MS = 7 * 86_400_000;

type Claim = 'startNotifiedAt' | 'resultNotifiedAt';

/**
 * Claims up to BATCH registrations of a competition not yet told (the claim column set in the
 * same transaction as the notices, rows another process holds skipped), and writes their
 * notices. Several server processes never write one notice twice, and a crash writes none.
 */
async function claimAndNotify(
  ctx: Ctx,
  competitionId: string,
  claim: Claim,
  notice: (userId: string) => Notice,
): Promise<number> {
  return ctx.db.transaction(async (tx: Tx) => {
    const pending = tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.competitionId, competitionId), isNull(p[claim])))
      .orderBy(asc(p.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(p)
      .set(
        claim === 'startNotifiedAt' ? { startNotifiedAt: ctx.now } : { resultNotifiedAt: ctx.now },
      )
      .where(inArray(p.id, pending))
      .returning({ userId: p.userId });
    if (claimed.length)
      await tx.insert(notifications).values(
        claimed.map(({ userId }) => ({
          userId,
          type: 'competition' as const,
          ...notice(userId),
          createdAt: ctx.now,
        })),
      );
    return claimed.length;
  });
}

async function notifyAll(
  ctx: Ctx,
  due: { id: string; title: string }[],
  claim: Claim,
  noticeFor: (competition: { id: string; title: string }) => Promise<(userId: string) => Notice>,
  whenAllTold?: (competitionId: string) => Promise<unknown>,
): Promise<number> {
  let written = 0;
  let batches = 0;
  for (const competition of due) {
    const notice = await noticeFor(competition);
    while (batches++ < MAX_BATCHES_PER_RUN) {
      const n = await claimAndNotify(ctx, competition.id, claim, notice);
      written += n;
      if (n < BATCH) {
        await whenAllTold?.(competition.id);
        break;
      }
    }
  }
  return written;
}

const untold = (claim: Claim, competitionId: SQLWrapper = c.id) =>
  sql`exists (select 1 from ${p} where ${p.competitionId} = ${competitionId} and ${p[claim]} is null)`;

/** "Results published" with each student's rank, for competitions whose ranks are published. */
export async function notifyResults({ ctx }: { ctx: Ctx }): Promise<number> {
  const due = await ctx.db
    .select({ id: c.id, title: c.title })
    .from(c)
    .where(
      and(
        isNotNull(c.resultsPublishedAt),
        isNull(c.resultsNotifiedAt),
        gt(c.resultsPublishedAt, new Date(ctx.now.getTime() - RESULTS_NOTICE_WINDOW_MS)),
      ),
    )
    .limit(5);
  return notifyAll(
    ctx,
    due,
    'resultNotifiedAt',
    async ({ id, title }) => {
      const standings = await standingsOf(ctx.db, id, ctx.now, true);
      return (userId) => {
        const s = standings.byUser.get(userId);
        const result = s ? { rank: s.rank, of: standings.rows.length, score: s.score } : null;
        return resultsNotice(title, result);
      };
    },
    // Every registration told (none left, whatever another process holds): stop looking.
    (id) =>
      ctx.db
        .update(c)
        .set({ resultsNotifiedAt: ctx.now })
        .where(and(eq(c.id, id), sql`not ${untold('resultNotifiedAt', sql`${id}::uuid`)}`)),
  );
}

const STARTING: CompetitionStatus[] = ['active', 'upcoming'];

/** "Starting soon" to everyone registered, once the start is within the hour. */
export async function notifyStartingSoon({ ctx }: { ctx: Ctx }): Promise<number> {
  const due = await ctx.db
    .select({ id: c.id, title: c.title, startTime: c.startTime })
    .from(c)
    .where(
      and(
        inArray(c.status, STARTING),
        gt(c.startTime, ctx.now),
        lte(c.startTime, new Date(ctx.now.getTime() + COMPETITION_LIMITS.startingSoonMs)),
        untold('startNotifiedAt'),
      ),
    )
    .limit(20);
  return notifyAll(ctx, due, 'startNotifiedAt', async (competition) => {
    const minutes =
      (due.find((d) => d.id === competition.id)!.startTime.getTime() - ctx.now.getTime()) / 60_000;
    return () => startingSoonNotice(competition.title, minutes);
  });
}
