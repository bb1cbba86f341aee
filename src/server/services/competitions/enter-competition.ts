import { AppError } from '../../lib/errors';
import { COMPETITION_MESSAGES } from '../../../domain/competitions';
import type { UserCtx } from '../context';
import { isUniqueViolation } from '../admin/db-errors';
import { startAttempt } from '../attempts/start-attempt';
import { competitionEntry } from './competition-kind';

/**
 * Starts the caller's one entry, or resumes it (another phone, a reload): the attempts engine
 * with the competition kind — keys stay on the server, the deadline is fixed now as
 * min(now + duration, end), answers autosave. ALREADY_ENTERED once it has been submitted.
 */
export async function enterCompetition({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { competitionId: string };
}) {
  try {
    return await startAttempt({ ctx, kind: competitionEntry, input });
  } catch (error) {
    // The unique index of one entry per student and competition, when two starts raced a submit.
    if (isUniqueViolation(error))
      throw new AppError('ALREADY_ENTERED', COMPETITION_MESSAGES.alreadyEntered);
    throw error;
  }
}
