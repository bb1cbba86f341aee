import type { Answers } from './types';

/**
 * What an attempt keeps on the phone: which attempt is open for a target (a practice level, so a
 * reload resumes it without a new disclaimer), the flags of an attempt, and answers not yet
 * confirmed by the server. Local storage can be full or disabled (private tabs): every call is
 * best effort.
 */
type AttemptLocal = { flags: string[]; pending: Answers };

const targetKey = (target: string) => `preparena:attempt:${target}`;
const attemptKey = (id: string) => `preparena:quiz:${id}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the server still has every saved answer
  }
}

/** The attempt this phone has open for `target`, if any. */
export const readOpenAttempt = (target: string) => read(targetKey(target));
export const writeOpenAttempt = (target: string, attemptId: string) =>
  write(targetKey(target), attemptId);

export function readAttemptLocal(attemptId: string): AttemptLocal {
  try {
    const parsed = JSON.parse(read(attemptKey(attemptId)) ?? '{}') as Partial<AttemptLocal>;
    return {
      flags: Array.isArray(parsed.flags) ? parsed.flags : [],
      pending: parsed.pending && typeof parsed.pending === 'object' ? parsed.pending : {},
    };
  } catch {
    return { flags: [], pending: {} };
  }
}

export function writeAttemptLocal(attemptId: string, patch: Partial<AttemptLocal>) {
  write(attemptKey(attemptId), JSON.stringify({ ...readAttemptLocal(attemptId), ...patch }));
}

/** Forgets an attempt's flags and unsent answers, and `target`'s pointer if it names the attempt. */
export function clearAttemptLocal(attemptId: string, target?: string) {
  write(attemptKey(attemptId), null);
  if (target !== undefined && read(targetKey(target)) === attemptId) write(targetKey(target), null);
}
