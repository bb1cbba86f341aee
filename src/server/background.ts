import type { Deps } from './http/app-env';
import { notifyPremiumExpiry } from './services/billing/notify-premium-expiry';
import { pruneSignInThrottle } from './auth/sign-in-throttle';

/** How often each server process looks for premium notices to write and e-mails to deliver. */
export const BACKGROUND_INTERVAL_MS = 10 * 60_000;

/**
 * Periodic work of every server process (issue 11): the premium expiry notices, and e-mails queued
 * in transactions that are still waiting (a process that stopped right after a commit), and the
 * pruning of sign-in counters no rule reads any more. All are safe to run from several
 * processes sharing one PostgreSQL: each notice and each e-mail is claimed by one. Returns `stop`, which waits for a run in progress.
 */
export function startBackgroundWork(
  deps: Pick<Deps, 'db' | 'mailer' | 'log'>,
  intervalMs = BACKGROUND_INTERVAL_MS,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      try {
        await notifyPremiumExpiry({ ctx: { db: deps.db, now: new Date() } });
        await pruneSignInThrottle({ ctx: { db: deps.db, now: new Date() } });
        await deps.mailer.flushOutbox();
      } catch (error) {
        deps.log.warn('Background work failed; it runs again later', error);
      }
    })();
  };
  const first = setTimeout(run, Math.min(intervalMs, 5_000));
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
