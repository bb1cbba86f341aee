import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, fireAndForget, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { attemptClient, stampClock } from '../../../components/quiz/api/attempt-client';
import type { ClientEntry, FinishedEntry } from './types';

const competition = api.competitions[':id'];

/**
 * An entry by its attempt id, through the shared attempt client: read, autosave, submit (the
 * score only, no key; the server measures the time). It starts from its competition, below.
 */
export const entryAttempts = attemptClient(api.competitions.entries);

/** Starts the caller's one entry (the deadline is fixed now), or resumes the open one. */
export const enterCompetition = async (id: string) =>
  stampClock(await readJson(await competition.entry.$post({ param: { id } })));

/** One more tab or app switch during the entry (shown to admins; it fails no one). */
export function countTabSwitch(id: string) {
  // Best effort: a lost count must never disturb the run.
  fireAndForget(
    api.competitions.entries[':id'].switches.$post(
      { param: { id } },
      { init: { keepalive: true } },
    ),
  );
}

/**
 * The caller's entry, to resume or to show its result. Reading never writes, so an entry found
 * open past its deadline + grace is submitted here with what was saved, then read again for
 * its rank.
 */
export async function getEntry(id: string): Promise<ClientEntry | FinishedEntry> {
  const read = async () => readJson(await competition.entry.$get({ param: { id } }));
  let state = await read();
  if (state.status === 'overdue') {
    await entryAttempts.submit(state.attemptId, {});
    state = await read();
  }
  if (state.status === 'overdue') throw new Error('The entry could not be submitted.');
  return stampClock(state);
}

export const entryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.competitions.entry(id),
    queryFn: () => getEntry(id),
    // The time left and the saved answers must be fresh; the runner holds its own copy.
    staleTime: 0,
    refetchOnReconnect: false,
  });

export const useEntry = (id: string, enabled: boolean) =>
  useQuery({ ...entryQueryOptions(id), enabled });
