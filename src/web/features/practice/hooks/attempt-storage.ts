/**
 * What a quiz keeps on the phone: which attempt is open for a level (so a reload resumes it
 * without a new disclaimer), the flags of an attempt, and answers not yet confirmed by the
 * server. Local storage can be full or disabled (private tabs): every call is best effort.
 */
type AttemptLocal = { flags: string[]; pending: Record<string, string> };

const levelKey = (exam: string, subject: string, level: number) =>
  `preparena:attempt:${exam}:${subject}:${level}`;
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

export const readLevelAttempt = (exam: string, subject: string, level: number) =>
  read(levelKey(exam, subject, level));
export const writeLevelAttempt = (exam: string, subject: string, level: number, id: string) =>
  write(levelKey(exam, subject, level), id);

export function readAttemptLocal(id: string): AttemptLocal {
  try {
    const parsed = JSON.parse(read(attemptKey(id)) ?? '{}') as Partial<AttemptLocal>;
    return {
      flags: Array.isArray(parsed.flags) ? parsed.flags : [],
      pending: parsed.pending && typeof parsed.pending === 'object' ? parsed.pending : {},
    };
  } catch {
    return { flags: [], pending: {} };
  }
}

export function writeAttemptLocal(id: string, patch: Partial<AttemptLocal>) {
  write(attemptKey(id), JSON.stringify({ ...readAttemptLocal(id), ...patch }));
}

export function clearAttempt(exam: string, subject: string, level: number, id?: string) {
  if (id === undefined || read(levelKey(exam, subject, level)) === id)
    write(levelKey(exam, subject, level), null);
  if (id) write(attemptKey(id), null);
}
