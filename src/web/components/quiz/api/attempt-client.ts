import { queryOptions } from '@tanstack/react-query';
import type { ClientRequestOptions, ClientResponse } from 'hono/client';
import { fireAndForget, readJson, type OkBody } from '../../../lib/api-client';
import { clockOffset } from '../hooks/use-quiz-clock';
import type { Answers, OptionKey } from '../types';

/**
 * One attempt client for every kind (ADR 0037): the server's route factory gives each kind the
 * same face (GET /:id, PUT /:id/answers, POST /:id/submit, and POST / when it starts from a
 * body), so the web reads, saves and submits any kind's attempts through the typed client's
 * endpoint of that kind (`attemptClient(api.practice.quizzes)`), answers typed by its routes.
 */

type Sent = Promise<ClientResponse<unknown, number, string>>;
type Call<Args> = (args: Args, options?: ClientRequestOptions) => Sent;
type ById = { param: { id: string } };

/** Answers to merge into the saved ones; null clears one. */
export type AnswerPatch = Record<string, OptionKey | null>;

/** What the route factory mounts, as the typed client sees it. */
export type AttemptEndpoint = {
  ':id': {
    $get: Call<ById>;
    answers: { $put: Call<ById & { json: { answers: AnswerPatch } }> };
    submit: { $post: Call<ById & { json: { answers?: Answers } }> };
  };
};

/** The body of a call's successful answer, as its route declares it. */
type Answer<F> = F extends (...args: never[]) => Promise<infer R> ? OkBody<R> : never;

/** A running attempt, stamped with the offset of the server's clock from the phone's. */
export type Stamped<T> = T extends { status: 'in_progress' } ? T & { clockOffsetMs: number } : T;

/**
 * Stamped as the answer arrives, so the timer follows the server's deadline, not the phone's
 * clock. Anything but a running attempt passes through.
 */
export function stampClock<T extends { status: string }>(state: T): Stamped<T> {
  if (state.status !== 'in_progress') return state as Stamped<T>;
  const { serverNow } = state as T & { serverNow: string };
  return { ...state, clockOffsetMs: clockOffset(serverNow) } as Stamped<T>;
}

type ReadAnswer<E extends AttemptEndpoint> = Stamped<Answer<E[':id']['$get']>>;
type SubmitAnswer<E extends AttemptEndpoint> = Answer<E[':id']['submit']['$post']>;

/** `start` where the kind starts from a body (POST /); a kind started elsewhere has none. */
type StartOf<E> = E extends {
  $post: (args: { json: infer Body }, options?: ClientRequestOptions) => Promise<infer R>;
}
  ? {
      /** Starts the owner's attempt of the body's target, or resumes its open one. */
      start: (json: Body) => Promise<Stamped<OkBody<R>>>;
    }
  : unknown;

export type AttemptClient<E extends AttemptEndpoint> = {
  /** The attempt as the server has it: running (stamped), overdue, or submitted. */
  read: (id: string) => Promise<ReadAnswer<E>>;
  /** Autosave: merges answers into the open attempt (the runner batches the calls). */
  save: (id: string, answers: AnswerPatch) => Promise<Answer<E[':id']['answers']['$put']>>;
  /** Last-chance save as the page hides or closes: keepalive outlives the page, best effort. */
  saveOnExit: (id: string, answers: AnswerPatch) => void;
  /** Grades the attempt; the server measures the time. Safe to repeat (same result). */
  submit: (id: string, answers: Answers) => Promise<SubmitAnswer<E>>;
  /**
   * An attempt to resume: running, or its result. Reading never writes, so an attempt left open
   * past its deadline is submitted here, graded on what was saved (answers sent this late would
   * be ignored, so none are sent).
   */
  resume: (id: string) => Promise<Exclude<ReadAnswer<E>, { status: 'overdue' }> | SubmitAnswer<E>>;
} & StartOf<E>;

export function attemptClient<E extends AttemptEndpoint>(endpoint: E): AttemptClient<E> {
  const one = endpoint[':id'];
  const read = async (id: string) => stampClock(await readJson(await one.$get({ param: { id } })));
  const submit = async (id: string, answers: Answers) =>
    readJson(await one.submit.$post({ param: { id }, json: { answers } }));
  const client = {
    read,
    save: async (id: string, answers: AnswerPatch) =>
      readJson(await one.answers.$put({ param: { id }, json: { answers } })),
    saveOnExit: (id: string, answers: AnswerPatch) =>
      // The next visit resends whatever is still in local storage.
      fireAndForget(
        one.answers.$put({ param: { id }, json: { answers } }, { init: { keepalive: true } }),
      ),
    submit,
    resume: async (id: string) => {
      const state = (await read(id)) as { status: string };
      return state.status === 'overdue' ? submit(id, {}) : state;
    },
    start: async (json: unknown) =>
      stampClock(await readJson(await (endpoint as unknown as Startable).$post({ json }))),
  };
  return client as unknown as AttemptClient<E>;
}

type Startable = { $post: Call<{ json: unknown }> };

/**
 * Query options that resume an attempt (`client.resume`): always asked afresh, since the time
 * left and the saved answers must be fresh; never retried or refetched behind the runner's back.
 */
export function resumeQueryOptions<K extends readonly unknown[], T>(
  queryKey: K,
  resume: () => Promise<T>,
) {
  return queryOptions({
    queryKey,
    queryFn: resume,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  });
}
