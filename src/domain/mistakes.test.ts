import { describe, expect, it } from 'vitest';
import {
  MISTAKES_QUIZ_SIZE,
  decodeMissed,
  encodeMissed,
  mistakePool,
  retryTimeLimitSeconds,
  type MistakeSession,
} from './mistakes';

/** A session that asked `asked` (in that order) and missed `missed` of them. */
const s = (asked: string[], missed: string[] = []): MistakeSession => ({
  questionIds: asked,
  missed,
});

describe('mistakePool', () => {
  it('is empty with no sessions, or when nothing was missed', () => {
    expect(mistakePool([])).toEqual([]);
    expect(mistakePool([s(['a', 'b']), s(['c'])])).toEqual([]);
  });

  it('holds every question a session missed, in the order that session showed them', () => {
    expect(mistakePool([s(['a', 'b', 'c', 'd'], ['d', 'b'])])).toEqual(['b', 'd']);
  });

  it('counts an unanswered question as wrong: it resets the count like a wrong answer', () => {
    // The grader puts wrong and unanswered questions in `missed` alike; 'a' was skipped here.
    const skipped = s(['a', 'b'], ['a']);
    expect(mistakePool([s(['a'], ['a']), s(['a']), skipped, s(['a'])])).toEqual(['a']);
    expect(mistakePool([s(['a'], ['a']), s(['a']), s(['a']), s(['a'])])).toEqual([]);
  });

  it('keeps a question answered right in one later session', () => {
    expect(mistakePool([s(['a'], ['a']), s(['a'])])).toEqual(['a']);
  });

  it('removes a question answered right in two different later sessions', () => {
    expect(mistakePool([s(['a', 'b'], ['a', 'b']), s(['a']), s(['a', 'b'])])).toEqual(['b']);
  });

  it('counts a question listed twice in one session once', () => {
    expect(mistakePool([s(['a'], ['a']), s(['a', 'a'])])).toEqual(['a']);
  });

  it('ignores right answers given before the question was missed', () => {
    expect(mistakePool([s(['a']), s(['a']), s(['a'], ['a'])])).toEqual(['a']);
    expect(mistakePool([s(['a']), s(['a'], ['a']), s(['a'])])).toEqual(['a']);
  });

  it('resets the count with a new miss: two more right answers are needed after it', () => {
    const missedRightMissed = [s(['a'], ['a']), s(['a']), s(['a'], ['a'])];
    expect(mistakePool([...missedRightMissed, s(['a'])])).toEqual(['a']);
    expect(mistakePool([...missedRightMissed, s(['a']), s(['a'])])).toEqual([]);
  });

  it('puts a question back when it is missed again after leaving the pool', () => {
    expect(mistakePool([s(['a'], ['a']), s(['a']), s(['a']), s(['a'], ['a'])])).toEqual(['a']);
  });

  it('does not count sessions that did not ask the question', () => {
    expect(mistakePool([s(['a'], ['a']), s(['b']), s(['c']), s(['a'])])).toEqual(['a']);
  });

  it('orders the most recently missed first, whatever happened in between', () => {
    const pool = mistakePool([
      s(['a', 'b', 'c'], ['a', 'b', 'c']),
      s(['d', 'e'], ['e']),
      s(['b', 'f'], ['f', 'b']),
      s(['c']),
    ]);
    expect(pool).toEqual(['b', 'f', 'e', 'a', 'c']);
  });

  it('takes at most 20 by default, the most recent ones', () => {
    const old = Array.from({ length: 15 }, (_, i) => `old-${i}`);
    const recent = Array.from({ length: 15 }, (_, i) => `new-${i}`);
    const pool = mistakePool([s(old, old), s(recent, recent)]);
    expect(MISTAKES_QUIZ_SIZE).toBe(20);
    expect(pool).toHaveLength(20);
    expect(pool).toEqual([...recent, ...old.slice(0, 5)]);
  });

  it('takes as many as asked for (the server filters the whole pool for active questions)', () => {
    const ids = Array.from({ length: 30 }, (_, i) => `q-${i}`);
    expect(mistakePool([s(ids, ids)], Infinity)).toEqual(ids);
    expect(mistakePool([s(ids, ids)], 3)).toEqual(ids.slice(0, 3));
    expect(mistakePool([s(ids, ids)], 0)).toEqual([]);
  });

  it('counts a miss the session recorded even if its question list lacks the id', () => {
    expect(mistakePool([s(['a'], ['x'])])).toEqual(['x']);
  });
});

describe('retryTimeLimitSeconds', () => {
  it('gives two minutes per question, like a default practice level (20 in 40 minutes)', () => {
    expect(retryTimeLimitSeconds(20)).toBe(40 * 60);
    expect(retryTimeLimitSeconds(1)).toBe(120);
  });
});

describe('the stored form of what an attempt missed', () => {
  it('marks each question shown, in order, and reads the same ids back', () => {
    const ids = ['q1', 'q2', 'q3', 'q4'];
    const bits = encodeMissed(ids, new Set(['q1', 'q3']));
    expect(bits).toBe('0101');
    expect(decodeMissed(ids, bits)).toEqual(['q2', 'q4']);
    expect(encodeMissed([], new Set())).toBe('');
    expect(decodeMissed(ids, '0000')).toEqual([]);
    // A question the grader no longer knows (deleted since) was not answered right: missed.
    expect(encodeMissed(['gone'], new Set())).toBe('1');
  });
});
