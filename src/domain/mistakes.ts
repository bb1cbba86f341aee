/**
 * Retry my mistakes (issue 10): a practice quiz of the questions a student last answered wrong in
 * a subject. A question enters the pool when a submitted attempt misses it (answered wrong or
 * not at all) and leaves it once answered right in two different submitted attempts after that
 * miss; a new miss puts it back and starts the count again.
 */

/** One submitted attempt (practice or retry) of the subject: what it asked and what it missed. */
export type MistakeSession = {
  /** The attempt's questions in the order they were shown. */
  questionIds: readonly string[];
  /** The questions answered wrong or left unanswered. */
  missed: readonly string[];
};

/**
 * What a submitted attempt missed, as stored with it: one character per question in the order
 * shown, '1' missed (wrong or unanswered), '0' right. 40 bytes for a 40-question quiz, where the
 * ids would be 1.5 KB of JSON written on every submit (the hot path, ADR 0019).
 */
export function encodeMissed(questionIds: readonly string[], correct: ReadonlySet<string>): string {
  return questionIds.map((id) => (correct.has(id) ? '0' : '1')).join('');
}

/** The ids `encodeMissed` marked missed, in the order shown. */
export function decodeMissed(questionIds: readonly string[], missed: string): string[] {
  return questionIds.filter((_, i) => missed[i] === '1');
}

/** The most questions a retry quiz asks. */
export const MISTAKES_QUIZ_SIZE = 20;

/** Right answers, each in a different attempt, that take a question out of the pool. */
export const RIGHT_SESSIONS_TO_CLEAR = 2;

/**
 * Time per question of a retry quiz: the practice default (20 questions in 40 minutes), so a full
 * retry quiz is timed like a level.
 */
export const RETRY_SECONDS_PER_QUESTION = 120;

/** What a retry quiz's title says where a practice quiz names its level. */
export const RETRY_LABEL = 'Retry my mistakes';

type Open = { session: number; position: number; rights: number };

/**
 * The question ids in the pool, most recently missed first (within one attempt, in the order it
 * showed them), at most `limit`. `sessions` are the student's submitted attempts of the subject,
 * oldest first. A question counts once per attempt, so "two different attempts" holds even if an
 * attempt listed it twice.
 */
export function mistakePool(
  sessions: readonly MistakeSession[],
  limit: number = MISTAKES_QUIZ_SIZE,
): string[] {
  const open = new Map<string, Open>();
  sessions.forEach((session, index) => {
    const missed = new Set(session.missed);
    const seen = new Set<string>();
    [...session.questionIds, ...session.missed].forEach((id, position) => {
      if (seen.has(id)) return;
      seen.add(id);
      if (missed.has(id)) {
        open.set(id, { session: index, position, rights: 0 });
        return;
      }
      const entry = open.get(id);
      if (!entry) return;
      entry.rights += 1;
      if (entry.rights >= RIGHT_SESSIONS_TO_CLEAR) open.delete(id);
    });
  });
  return [...open]
    .sort(([, a], [, b]) => b.session - a.session || a.position - b.position)
    .slice(0, Math.max(0, limit))
    .map(([id]) => id);
}

/** A retry quiz's time limit for `questionCount` questions. */
export const retryTimeLimitSeconds = (questionCount: number) =>
  questionCount * RETRY_SECONDS_PER_QUESTION;
