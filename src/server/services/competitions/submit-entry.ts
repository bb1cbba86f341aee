import type { UserCtx } from '../context';
import { saveAnswers } from '../attempts/save-answers';
import { submitAttempt } from '../attempts/submit-attempt';
import { competitionEntry } from './competition-kind';
import { submittedEntry, type SubmittedEntry } from './entry-views';

/**
 * Submits the caller's entry (the attempts engine: answers merged only until the deadline plus
 * grace, graded once, the score and server-measured time copied to the registration in the same
 * statement). The answer has the score, never the key: see entry-views.ts. Safe to repeat.
 */
export function submitEntry({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { attemptId: string; answers?: Record<string, string> };
}): Promise<SubmittedEntry> {
  return submitAttempt({ ctx, kind: competitionEntry, input, format: submittedEntry });
}

/** Autosave of an entry: merges answers while it is open and on time (null clears one). */
export function saveEntryAnswers({
  ctx,
  input,
}: {
  ctx: UserCtx;
  input: { attemptId: string; answers: Record<string, string | null> };
}) {
  return saveAnswers({ ctx, kind: competitionEntry, input });
}
