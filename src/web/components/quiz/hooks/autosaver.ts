import { isAttemptClosed, isRetryable } from '../../../lib/api-errors';
import { writeAttemptLocal } from '../attempt-local';
import type { Answers } from '../types';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

/** How answers reach the server: the feature owning the attempt supplies both. */
export type AnswerSaving = {
  /** Merges answers into the open attempt; rejects with an ApiError. */
  saveAnswers: (patch: Answers) => Promise<unknown>;
  /** Last chance when the page is hidden or closed; must outlive the page (keepalive). */
  saveAnswersOnExit: (patch: Answers) => void;
};

const DEBOUNCE_MS = 700;
const MAX_BACKOFF_MS = 30_000;

export type AutosaverOptions = {
  /**
   * The least time between two saves (a mock: 10 s, issue 23, so 180 answers cost a student a
   * save per 10 s at most); practice has none: a save follows each pause in answering.
   */
  minIntervalMs?: number;
};

/**
 * Batches answer changes into one save per pause, retries with backoff while the connection is
 * down, and keeps unconfirmed answers in local storage so a reload or a closed tab loses
 * nothing. An attempt the server has closed (submitted, or past its deadline) stops saving.
 */
export function createAutosaver(
  attemptId: string,
  pending: Answers,
  setStatus: (s: SaveStatus) => void,
  saving: AnswerSaving,
  { minIntervalMs = 0 }: AutosaverOptions = {},
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSentAt = -Infinity;
  let inFlight = false;
  let stopped = false;
  let failures = 0;
  let onClosed: () => void = () => {};
  let calls = saving;

  const persist = () => writeAttemptLocal(attemptId, { pending });
  const hasPending = () => Object.keys(pending).length > 0;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    const wait = Math.max(ms, lastSentAt + minIntervalMs - Date.now());
    timer = setTimeout(() => void flush(), wait);
  };

  async function flush() {
    clearTimeout(timer);
    if (inFlight || stopped || !hasPending()) return;
    const batch = { ...pending };
    inFlight = true;
    lastSentAt = Date.now();
    setStatus('saving');
    try {
      await calls.saveAnswers(batch);
      for (const [id, key] of Object.entries(batch)) if (pending[id] === key) delete pending[id];
      persist();
      failures = 0;
      if (hasPending()) schedule(0);
      else setStatus('saved');
    } catch (error) {
      if (isAttemptClosed(error)) {
        stopped = true;
        onClosed();
      } else if (!isRetryable(error)) {
        setStatus('error'); // kept: the submit sends every answer again
      } else {
        failures++;
        setStatus('offline');
        schedule(Math.min(MAX_BACKOFF_MS, 2000 * 2 ** (failures - 1)));
      }
    } finally {
      inFlight = false;
    }
  }

  const saveOnExit = () => {
    if (!stopped && hasPending()) calls.saveAnswersOnExit({ ...pending });
  };

  return {
    change(questionId: string, key: Answers[string]) {
      pending[questionId] = key;
      persist();
      setStatus('saving');
      if (!inFlight) schedule(DEBOUNCE_MS);
    },
    /** The latest callbacks of the component using it. */
    connect(saveCalls: AnswerSaving, onClosedFn: () => void) {
      calls = saveCalls;
      onClosed = onClosedFn;
    },
    /** Pauses saving while a submit is under way; `resume` restarts it if the submit failed. */
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    resume() {
      stopped = false;
      if (hasPending()) schedule(0);
    },
    saveOnExit,
    /** Starts listening (online, page hidden) and resends what a previous visit left unsaved. */
    start() {
      const online = () => schedule(0);
      const hidden = () => document.visibilityState === 'hidden' && saveOnExit();
      window.addEventListener('online', online);
      window.addEventListener('pagehide', saveOnExit);
      document.addEventListener('visibilitychange', hidden);
      if (hasPending()) schedule(0);
      return () => {
        clearTimeout(timer);
        window.removeEventListener('online', online);
        window.removeEventListener('pagehide', saveOnExit);
        document.removeEventListener('visibilitychange', hidden);
      };
    },
  };
}

export type Autosaver = ReturnType<typeof createAutosaver>;
