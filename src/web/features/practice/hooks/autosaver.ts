import { ApiError } from '../../../lib/api-client';
import { saveAnswers, saveAnswersOnExit } from '../api/save-answers';
import { writeAttemptLocal } from './attempt-storage';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

const DEBOUNCE_MS = 700;
const MAX_BACKOFF_MS = 30_000;

/**
 * Batches answer changes into one PUT per pause, retries with backoff while the connection is
 * down, and keeps unconfirmed answers in local storage so a reload or a closed tab loses
 * nothing. A 409 means the server has closed the attempt (deadline passed or submitted).
 */
export function createAutosaver(
  attemptId: string,
  pending: Record<string, string>,
  setStatus: (s: SaveStatus) => void,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let stopped = false;
  let failures = 0;
  let onClosed: () => void = () => {};

  const persist = () => writeAttemptLocal(attemptId, { pending });
  const hasPending = () => Object.keys(pending).length > 0;
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), ms);
  };

  async function flush() {
    clearTimeout(timer);
    if (inFlight || stopped || !hasPending()) return;
    const batch = { ...pending };
    inFlight = true;
    setStatus('saving');
    try {
      await saveAnswers(attemptId, batch);
      for (const [id, key] of Object.entries(batch)) if (pending[id] === key) delete pending[id];
      persist();
      failures = 0;
      if (hasPending()) schedule(0);
      else setStatus('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        stopped = true;
        onClosed();
      } else if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
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
    if (!stopped && hasPending()) saveAnswersOnExit(attemptId, { ...pending });
  };

  return {
    change(questionId: string, key: string) {
      pending[questionId] = key;
      persist();
      setStatus('saving');
      if (!inFlight) schedule(DEBOUNCE_MS);
    },
    setOnClosed(fn: () => void) {
      onClosed = fn;
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
      const online = () => void flush();
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
