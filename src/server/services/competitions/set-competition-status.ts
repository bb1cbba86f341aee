import { and, eq, inArray, sql } from 'drizzle-orm';
import { competitions } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { COMPETITION_MESSAGES, type CompetitionStatus } from '../../../domain/competitions';
import type { Ctx } from '../context';
import { adminCompetition, type AdminCompetition } from './admin-competitions';
import { forgetListed } from './public-competitions';
import { cutOpenEntries } from './sweep-competitions';

export type StatusAction = 'activate' | 'complete' | 'cancel';

/** What each action needs the competition to be, and what it makes it (admin §4). */
const ACTIONS: Record<
  StatusAction,
  { from: CompetitionStatus[]; to: CompetitionStatus; refusal: string }
> = {
  activate: {
    from: ['draft', 'upcoming'],
    to: 'active',
    refusal: 'Only a draft competition whose end time is still ahead can be activated.',
  },
  complete: {
    from: ['active'],
    to: 'completed',
    refusal: 'Only an active competition can be completed.',
  },
  cancel: {
    from: ['draft', 'upcoming', 'active'],
    to: 'cancelled',
    refusal: 'A completed or cancelled competition cannot be cancelled.',
  },
};

/**
 * Activate (draft → active), Complete (active → completed) or Cancel. Completing or cancelling
 * stops it now: open entries take answers only until now (plus the grace for those on their
 * way), then the sweep closes them with what was saved and — when completed — publishes the
 * ranks. Each change is one conditional write, so two admins at once cannot both apply one.
 */
export async function setCompetitionStatus({
  ctx,
  input: { competitionId, action },
}: {
  ctx: Ctx;
  input: { competitionId: string; action: StatusAction };
}): Promise<{ competition: AdminCompetition; message: string }> {
  const { db, now } = ctx;
  const rule = ACTIONS[action];
  const c = competitions;
  const stops = action !== 'activate';
  const [changed] = await db
    .update(c)
    .set({
      status: rule.to,
      updatedAt: now,
      ...(stops
        ? { completedAt: sql`least(${c.endTime}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(
      and(
        eq(c.id, competitionId),
        inArray(c.status, rule.from),
        action === 'activate' ? sql`${c.endTime} > ${now.toISOString()}::timestamptz` : undefined,
      ),
    )
    .returning({ id: c.id });
  if (!changed) {
    const exists = await adminCompetition(db, competitionId, now);
    if (!exists) throw new AppError('NOT_FOUND', COMPETITION_MESSAGES.notFound);
    throw new AppError('CONFLICT', rule.refusal);
  }
  if (stops) await cutOpenEntries(db, [competitionId], now);
  forgetListed(db);
  return {
    competition: (await adminCompetition(db, competitionId, now))!,
    message: COMPETITION_MESSAGES.statusChanged(rule.to),
  };
}
