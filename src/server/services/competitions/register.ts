import { count, eq, sql } from 'drizzle-orm';
import { competitionParticipants, competitions, notifications } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { COMPETITION_MESSAGES, registrationDecision } from '../../../domain/competitions';
import { registrationNotice } from '../../../domain/competition-notices';
import type { UserCtx } from '../context';
import { activePremium } from '../entitlements/premium';
import { isUniqueViolation } from '../admin/db-errors';
import { toTimes } from './competition-rows';
import { getCompetition, type CompetitionDetail } from './get-competition';
import { forgetListed } from './public-competitions';

const c = competitions;
const p = competitionParticipants;

/**
 * Registers the caller (student §4–§5, with the §8 texts). Registrations of one competition take
 * its row lock in turn, so the count they check is the count they add to: 100 registrations at
 * once for the last 10 places admit exactly 10. The "registration confirmed" notice is written in
 * the same transaction.
 */
export async function registerForCompetition({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { competitionId: string };
}): Promise<CompetitionDetail & { message: string }> {
  const { db, userId, now } = ctx;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: c.status,
        title: c.title,
        startTime: c.startTime,
        endTime: c.endTime,
        registrationDeadline: c.registrationDeadline,
        completedAt: c.completedAt,
        maxParticipants: c.maxParticipants,
        entryFeeKobo: c.entryFeeKobo,
        premium: sql<boolean>`${activePremium(userId, now)}`.mapWith(Boolean),
      })
      .from(c)
      .where(eq(c.id, input.competitionId))
      .for('no key update');
    const [registrations] = row
      ? await tx
          .select({
            n: count(),
            mine: sql<boolean>`coalesce(bool_or(${p.userId} = ${userId}), false)`.mapWith(Boolean),
          })
          .from(p)
          .where(eq(p.competitionId, input.competitionId))
      : [];
    const decision = registrationDecision({
      competition: row ? { ...row, ...toTimes(row) } : null,
      participantCount: registrations?.n ?? 0,
      alreadyRegistered: registrations?.mine ?? false,
      premium: row?.premium ?? false,
      now,
    });
    if (!decision.ok) throw new AppError(decision.code, decision.message);
    try {
      await tx
        .insert(p)
        .values({ competitionId: input.competitionId, userId, participatedAt: now });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('ALREADY_REGISTERED', COMPETITION_MESSAGES.alreadyRegistered);
      throw error;
    }
    await tx
      .insert(notifications)
      .values({ userId, type: 'competition', ...registrationNotice(row!.title), createdAt: now });
  });
  forgetListed(db);
  const detail = await getCompetition({ ctx, input });
  return { ...detail, message: COMPETITION_MESSAGES.registered };
}
