import type { UserCtx } from '../context';
import { startAttempt } from '../attempts/start-attempt';
import { retryAttempt, type RetryTarget } from './retry-kind';

/**
 * Starts a retry quiz of the subject's mistakes, or resumes the open one (the attempts engine
 * with the retry kind: keys stay on the server, the deadline is the server's). NO_MISTAKES when
 * there is nothing to retry.
 */
export function startRetry({ ctx, input }: { ctx: UserCtx; input: RetryTarget }) {
  return startAttempt({ ctx, kind: retryAttempt, input });
}
