import { AppError } from '../../lib/errors';
import { answersRevealedAt, COMPETITION_MESSAGES } from '../../../domain/competitions';
import type { UserCtx } from '../context';
import { toTimes } from './competition-rows';
import { competitionCard, type CompetitionCard } from './competition-views';
import { readMine } from './list-competitions';
import { visibleCompetition } from './public-competitions';

export type CompetitionDetail = CompetitionCard & {
  serverNow: string;
  /** Correct answers and explanations are shown from then on (end + grace), to everyone. */
  answersRevealAt: string;
};

/** /app/competition/{id}: the competition, the caller's registration and entry (student §2). */
export async function getCompetition({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { competitionId: string };
}): Promise<CompetitionDetail> {
  const [row, mine] = await Promise.all([
    visibleCompetition(ctx.db, input.competitionId),
    readMine(ctx.db, ctx, input.competitionId),
  ]);
  if (!row) throw new AppError('NOT_FOUND', COMPETITION_MESSAGES.notFound);
  return {
    ...competitionCard(row, mine.get(row.id), ctx.now),
    serverNow: ctx.now.toISOString(),
    answersRevealAt: answersRevealedAt(toTimes(row)).toISOString(),
  };
}
