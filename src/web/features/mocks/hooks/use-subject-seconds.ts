import { useEffect, useState } from 'react';
import {
  addTime,
  changedSince,
  startingTotals,
  wholeSeconds,
  type SubjectMs,
} from './subject-seconds';

/** How often the count is sent while it changes (issue 23: at most every 10 s). */
const SEND_EVERY_MS = 10_000;
/** The longest a submit waits for the last count to arrive first. */
const LAST_SEND_WAIT_MS = 3_000;

/** Sends the seconds per subject; `onExit`: with keepalive, nobody waits for the answer. */
export type SaveSeconds = (
  seconds: Record<string, number>,
  onExit?: boolean,
) => Promise<unknown> | void;

const storageKey = (attemptId: string) => `preparena:mock-seconds:${attemptId}`;

function readLocal(attemptId: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(attemptId)) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
function writeLocal(attemptId: string, totals: SubjectMs | null) {
  try {
    if (totals === null) localStorage.removeItem(storageKey(attemptId));
    else localStorage.setItem(storageKey(attemptId), JSON.stringify(totals));
  } catch {
    // storage unavailable: the server keeps what was sent
  }
}

/** Forgets a paper's count on this device (it is submitted). */
export const clearSubjectSeconds = (attemptId: string) => writeLocal(attemptId, null);

/**
 * The count of one paper, outside React (as the autosaver is): `tick` adds the time since the
 * last tick to the subject in view, `send` sends the count when it changed. The clock and the
 * page's visibility are passed in, so a test can drive them.
 */
export function createSubjectClock(
  attemptId: string,
  fromServer: Readonly<Record<string, unknown>> | undefined,
  save: SaveSeconds,
  env: { now: () => number; visible: () => boolean; persist: boolean } = {
    now: () => performance.now(),
    visible: () => document.visibilityState === 'visible',
    persist: true,
  },
) {
  let totals = startingTotals(fromServer, env.persist ? readLocal(attemptId) : undefined);
  let sent: Record<string, number> | null = null;
  /** The last keepalive count: visibilitychange and pagehide often fire together. */
  let sentOnExit: Record<string, number> | null = null;
  let subject: string | null = null;
  let lastTick = env.now();
  let calls = save;

  /** `counted`: the time since the last tick was in view (a page just hidden still was). */
  const tick = (counted = env.visible()) => {
    const now = env.now();
    if (subject !== null && counted) {
      totals = addTime(totals, subject, now - lastTick);
      if (env.persist) writeLocal(attemptId, totals);
    }
    lastTick = now;
  };

  /** Sends the count if it changed; resolves to whether it arrived (a failure: sent next time). */
  const send = (onExit = false): Promise<boolean> => {
    if (!onExit) tick();
    const seconds = wholeSeconds(totals);
    if (!changedSince(seconds, sent)) return Promise.resolve(true);
    if (onExit) {
      if (changedSince(seconds, sentOnExit)) void calls(seconds, true);
      sentOnExit = seconds;
      return Promise.resolve(true);
    }
    return Promise.resolve(calls(seconds)).then(
      () => {
        sent = seconds;
        return true;
      },
      () => false,
    );
  };

  /** The page hides: its time in view so far counts, and goes out with keepalive. */
  const hidden = () => {
    tick(true);
    void send(true);
  };
  /** The page shows again: the time it was hidden does not count. */
  const shown = () => {
    lastTick = env.now();
  };

  return {
    tick,
    send,
    totals: () => totals,
    /** The subject in view, or null (stopped); the time so far goes to the one before. */
    setSubject(next: string | null) {
      tick();
      subject = next;
    },
    hidden,
    shown,
    connect(saveSeconds: SaveSeconds) {
      calls = saveSeconds;
    },
    /** Sends the count now and waits for it, at most 3 s: a submit follows it. */
    async flush() {
      await Promise.race([send(), new Promise((r) => setTimeout(r, LAST_SEND_WAIT_MS))]);
    },
    /** Ticks each second, sends every 10 s, and with keepalive as the page hides. */
    start() {
      const ticker = setInterval(() => tick(), 1_000);
      const sender = setInterval(() => void send(), SEND_EVERY_MS);
      const onVisibility = () => (env.visible() ? shown() : hidden());
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', hidden);
      return () => {
        clearInterval(ticker);
        clearInterval(sender);
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', hidden);
      };
    },
  };
}

export type SubjectClock = ReturnType<typeof createSubjectClock>;

/**
 * Counts the time spent on each subject's tab of a running mock (`subject`; null once it stops),
 * keeps it on the device across reloads, and sends it at most every 10 s when it changed, and
 * with keepalive as the page hides.
 */
export function useSubjectSeconds(
  attemptId: string,
  subject: string | null,
  fromServer: Readonly<Record<string, unknown>> | undefined,
  save: SaveSeconds,
): SubjectClock {
  const [clock] = useState(() => createSubjectClock(attemptId, fromServer, save));
  useEffect(() => clock.connect(save), [clock, save]);
  useEffect(() => clock.setSubject(subject), [clock, subject]);
  useEffect(() => clock.start(), [clock]);
  return clock;
}
