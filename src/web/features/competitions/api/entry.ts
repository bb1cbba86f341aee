import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { clockOffset } from '../../../components/quiz/hooks/use-quiz-clock';
import type { ClientEntry, FinishedEntry, RunningEntry } from './types';

const competition = api.competitions[':id'];
const entryOf = api.competitions.entries[':attemptId'];
type AnswerPatch = InferRequestType<typeof entryOf.answers.$put>['json']['answers'];
type SubmitAnswers = NonNullable<InferRequestType<typeof entryOf.submit.$post>['json']['answers']>;

/** Stamped as it arrives, so the countdown follows the server's deadline, not the phone's clock. */
const withClock = (entry: RunningEntry): ClientEntry => ({
  ...entry,
  clockOffsetMs: clockOffset(entry.serverNow),
});

/** Starts the caller's one entry (the deadline is fixed now), or resumes the open one. */
export const enterCompetition = async (id: string) =>
  withClock(await readJson(await competition.entry.$post({ param: { id } })));

/** Autosave: merges answers into the open entry (the runner batches the calls). */
export const saveEntryAnswers = async (attemptId: string, answers: AnswerPatch) =>
  readJson(await entryOf.answers.$put({ param: { attemptId }, json: { answers } }));

/** Last-chance save when the page is hidden or closed: keepalive outlives the page. */
export function saveEntryAnswersOnExit(attemptId: string, answers: AnswerPatch) {
  entryOf.answers
    .$put({ param: { attemptId }, json: { answers } }, { init: { keepalive: true } })
    .catch(() => {}); // the next visit resends what is still in local storage
}

/** Grades the entry; the server measures the time. Safe to repeat. The score only, no key. */
export const submitEntry = async (attemptId: string, answers: SubmitAnswers) =>
  readJson(await entryOf.submit.$post({ param: { attemptId }, json: { answers } }));

/** One more tab or app switch during the entry (shown to admins; it fails no one). */
export function countTabSwitch(attemptId: string) {
  entryOf.switches.$post({ param: { attemptId } }, { init: { keepalive: true } }).catch(() => {}); // best effort: a lost count must never disturb the run
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
    await submitEntry(state.attemptId, {});
    state = await read();
  }
  if (state.status === 'overdue') throw new Error('The entry could not be submitted.');
  return state.status === 'in_progress' ? withClock(state) : state;
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
