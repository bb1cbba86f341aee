import type { Deps } from './http/app-env';
import { sweepCompetitions } from './services/competitions/sweep-competitions';

/** How often each server process runs the competitions' sweep (ADR 0023). */
export const COMPETITION_SWEEP_MS = 5_000;

/**
 * Every server process sweeps the competitions every few seconds: ends those past their end
 * time, closes entries left open past their deadline + grace, publishes ranks and writes the
 * notices. Safe from several processes sharing one PostgreSQL (each step claims its work); a run
 * still going when the next is due makes that one skip. Returns `stop`, which waits for a run.
 */
export function startCompetitionClock(
  deps: Pick<Deps, 'db' | 'log'>,
  intervalMs = COMPETITION_SWEEP_MS,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sweepCompetitions({ ctx: { db: deps.db, now: new Date() }, log: deps.log })
      .then(() => undefined)
      .catch((error: unknown) =>
        deps.log.warn('Competition sweep failed; it runs again soon', error),
      )
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
