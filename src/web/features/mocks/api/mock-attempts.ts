import { useCallback } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fireAndForget, readNoContent } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { attemptClient } from '../../../components/quiz/api/attempt-client';
import type { ClientMock } from './types';

/**
 * Mock papers through the shared attempt client (ADR 0037): start (or resume the open paper of
 * that exam), read, autosave, submit. Its submit answers with the whole result: the review and
 * each section's score. The CBT runner saves and submits through it.
 */
export const mockAttempts = attemptClient(api.mocks.papers);

/** Seconds the device counted on each subject's tab; informational, never a score. */
export type SubjectSeconds = Record<string, number>;

const timeCall = (id: string, seconds: SubjectSeconds, keepalive = false) =>
  api.mocks.papers[':id'].time.$put(
    { param: { id }, json: { seconds } },
    keepalive ? { init: { keepalive: true } } : undefined,
  );

/**
 * The time per subject (PUT /papers/:id/time): the server keeps the larger of what it has and
 * what is sent, so sending a total again is harmless.
 */
export const mockTime = {
  save: async (id: string, seconds: SubjectSeconds) => readNoContent(await timeCall(id, seconds)),
  /** As the page hides or closes: keepalive outlives the page, best effort. */
  saveOnExit: (id: string, seconds: SubjectSeconds) => fireAndForget(timeCall(id, seconds, true)),
};

export const useStartMock = () => useMutation({ mutationFn: mockAttempts.start });

/**
 * The paper of a URL: running (stamped), or its result. Reading never writes, so a paper found
 * open past its deadline + grace is submitted here, graded on what was saved — `closedNow` says
 * so (the page tells the student, and the lists that count mocks are read again).
 */
export async function resumeMock(id: string) {
  const state = await mockAttempts.read(id);
  if (state.status !== 'overdue') return { state, closedNow: false };
  // This phone holds no texts of the paper to merge into the submit's answer: read the review.
  await mockAttempts.submit(id, {});
  return { state: await mockAttempts.read(id), closedNow: true };
}

/** Always asked afresh (the time left and saved answers must be fresh), never retried. */
export const resumeMockQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.mocks.paper(id),
    queryFn: () => resumeMock(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });

/**
 * The paper a start has just answered with, handed to the paper's page so the 180 questions are
 * not asked for twice. Kept in memory only: a reload reads the paper afresh from the server.
 */
const handedOver = new Map<string, ClientMock>();
export const handOverPaper = (paper: ClientMock) => void handedOver.set(paper.attemptId, paper);
export const handedOverPaper = (id: string) => handedOver.get(id);
export const forgetHandedOver = (id: string) => void handedOver.delete(id);

/**
 * After a mock is submitted (by the student, or found overdue): the overview's history and open
 * paper changed, the dashboard shows the last mock, and a notification was sent.
 */
export function useMockSubmitted() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const queryKey of [
      queryKeys.mocks.overview,
      queryKeys.dashboard,
      queryKeys.notifications,
      queryKeys.achievements,
    ])
      void queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
