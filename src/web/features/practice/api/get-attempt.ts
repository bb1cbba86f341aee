import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clockOffset } from '../../../components/quiz/hooks/use-quiz-clock';
import { submitAttempt } from './submit-attempt';
import type { AttemptState, ClientAttempt, RunningAttempt } from './types';

/** Stamped as the answer arrives, so the timer follows the server's deadline, not the phone's clock. */
export const withClockOffset = (attempt: RunningAttempt): ClientAttempt => ({
  ...attempt,
  clockOffsetMs: clockOffset(attempt.serverNow),
});

/** An attempt as the server has it: running, overdue, or submitted (its result). */
export async function getAttempt(id: string) {
  const state: AttemptState = await readJson(
    await api.practice.quizzes[':id'].$get({ param: { id } }),
  );
  return state.status === 'in_progress' ? withClockOffset(state) : state;
}

/**
 * An attempt to resume: running, or its result. Reading never writes, so an attempt left open
 * past its deadline is submitted here; it is graded on what was saved (answers sent this late
 * would be ignored, so none are sent).
 */
export async function resumeAttempt(id: string) {
  const state = await getAttempt(id);
  return state.status === 'overdue' ? submitAttempt(id, {}) : state;
}

export const resumeAttemptQueryOptions = (id: string) =>
  // Always ask the server: the time left and the saved answers must be fresh.
  queryOptions({
    queryKey: queryKeys.practice.attempt(id),
    queryFn: () => resumeAttempt(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

export const useResumeAttempt = (id: string | null) =>
  useQuery({ ...resumeAttemptQueryOptions(id ?? ''), enabled: id !== null });
