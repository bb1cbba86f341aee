import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { competitions, quizAttempts } from '../../db/schema';
import { lastDeadlineAccepted } from '../../../domain/quiz';
import type { Logger } from '../../lib/logger';
import type { Ctx } from '../context';
import { submitAttempt } from '../attempts/submit-attempt';
import { competitionEntry } from './competition-kind';
import { notifyResults, notifyStartingSoon } from './notify-competitions';
import { forgetListed } from './public-competitions';

const c = competitions;
const a = quizAttempts;

/** Entries closed per run at most (the rest in the next run); and how many at a time. */
const MAX_CLOSED_PER_RUN = 2000;
const CLOSING_AT_ONCE = 4;

export type SweepReport = {
  completed: number;
  closed: number;
  published: number;
  resultNotices: number;
  startingNotices: number;
};

/**
 * The competitions' clock, run every few seconds by every server process (and safe so: each
 * step claims its work with a conditional write). In order: competitions whose end time has
 * passed become completed; entries left open past their deadline + grace are submitted with
 * what was saved (the engine's submit, which applies once); a completed competition with no open
 * entry left gets its ranks published; then the notices (results with the rank, starting within
 * the hour), a bounded batch per run.
 */
export async function sweepCompetitions({
  ctx,
  log,
}: {
  ctx: Ctx;
  log?: Pick<Logger, 'warn'>;
}): Promise<SweepReport> {
  const { db, now } = ctx;
  const ended = await db
    .update(c)
    .set({ status: 'completed', completedAt: sql`${c.endTime}`, updatedAt: now })
    .where(and(eq(c.status, 'active'), lte(c.endTime, now)))
    .returning({ id: c.id });

  const overdue = await db
    .select({ id: a.id, userId: a.userId })
    .from(a)
    .where(
      and(
        eq(a.kind, 'competition'),
        isNull(a.completedAt),
        lt(a.deadlineAt, lastDeadlineAccepted(now)),
      ),
    )
    .orderBy(asc(a.deadlineAt))
    .limit(MAX_CLOSED_PER_RUN);
  let closed = 0;
  for (let i = 0; i < overdue.length; i += CLOSING_AT_ONCE) {
    await Promise.all(
      overdue.slice(i, i + CLOSING_AT_ONCE).map(async ({ id, userId }) => {
        try {
          await submitAttempt({
            ctx: { db, now, userId },
            kind: competitionEntry,
            input: { attemptId: id },
          });
          closed++;
        } catch (error) {
          log?.warn(`Could not close competition entry ${id}; the next run tries again`, error);
        }
      }),
    );
  }

  const published = await db
    .update(c)
    .set({ resultsPublishedAt: now, updatedAt: now })
    .where(
      and(
        eq(c.status, 'completed'),
        isNull(c.resultsPublishedAt),
        sql`not exists (select 1 from ${a} where ${a.kind} = 'competition'
                          and ${a.target} = ${c.id}::text and ${a.completedAt} is null)`,
      ),
    )
    .returning({ id: c.id });
  if (ended.length || published.length) forgetListed(db);

  return {
    completed: ended.length,
    closed,
    published: published.length,
    resultNotices: await notifyResults({ ctx }),
    startingNotices: await notifyStartingSoon({ ctx }),
  };
}

/**
 * After an admin completes or cancels a competition early: open entries stop taking answers now
 * (plus the grace for answers already on their way); the sweep closes them after that.
 */
export async function cutOpenEntries(db: Ctx['db'], competitionIds: string[], at: Date) {
  if (competitionIds.length === 0) return;
  await db
    .update(a)
    .set({ deadlineAt: sql`least(${a.deadlineAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(eq(a.kind, 'competition'), isNull(a.completedAt), inArray(a.target, competitionIds)),
    );
}
