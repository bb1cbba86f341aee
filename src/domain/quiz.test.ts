import { describe, expect, it } from 'vitest';
import {
  acceptsAnswers,
  drawQuestions,
  lastDeadlineAccepted,
  grade,
  secondsLeft,
  shuffled,
  toQuizQuestion,
  type BankQuestion,
} from './quiz';

const bank = (n: number): BankQuestion[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `q${i}`,
    questionText: `Question ${i}`,
    options: { A: 'a', B: 'b', C: 'c', D: 'd' },
    correctAnswer: (['A', 'B', 'C', 'D'] as const)[i % 4]!,
    explanation: `Because ${i}`,
    topic: 'Algebra',
  }));

describe('toQuizQuestion', () => {
  it('never returns the correct answer or the explanation', () => {
    for (const q of bank(8)) {
      const shown = toQuizQuestion(q);
      expect(Object.keys(shown).sort()).toEqual(['id', 'options', 'questionText', 'topic']);
      const json = JSON.stringify(shown);
      expect(json).not.toContain('correctAnswer');
      expect(json).not.toContain(q.explanation!);
    }
  });
  it('keeps all four options in the given order', () => {
    expect(toQuizQuestion(bank(1)[0]!, ['C', 'A', 'D', 'B']).options.map((o) => o.key)).toEqual([
      'C',
      'A',
      'D',
      'B',
    ]);
  });
});

describe('drawQuestions', () => {
  it('shuffles then cuts to the count, with no duplicates', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const drawn = drawQuestions(bank(24), 20, true, random);
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(20);
    expect(drawn.map((q) => q.id)).not.toEqual(bank(20).map((q) => q.id));
  });
  it('keeps bank order when shuffle is off, and returns the whole bank when it is smaller', () => {
    expect(drawQuestions(bank(5), 3, false).map((q) => q.id)).toEqual(['q0', 'q1', 'q2']);
    expect(drawQuestions(bank(5), 20, true)).toHaveLength(5);
  });
  it('shuffled is a permutation', () => {
    expect(shuffled([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('grade', () => {
  it('counts correct answers; unanswered and invalid count as wrong; score is a rounded percent', () => {
    const qs = bank(3); // keys A, B, C
    const g = grade(qs, { q0: 'A', q1: 'C', q2: 'Z' });
    expect(g).toMatchObject({ correctAnswers: 1, totalQuestions: 3, score: 33 });
    expect(g.questions.map((q) => [q.selected, q.correct])).toEqual([
      ['A', true],
      ['C', false],
      [null, false],
    ]);
  });
});

describe('deadlines', () => {
  const deadline = new Date('2026-11-22T10:00:00Z');
  it('counts seconds left, never negative', () => {
    expect(secondsLeft(deadline, new Date('2026-11-22T09:59:30.500Z'))).toBe(30);
    expect(secondsLeft(deadline, new Date('2026-11-22T10:05:00Z'))).toBe(0);
  });
  it('accepts answers until the deadline plus a short grace', () => {
    expect(acceptsAnswers(deadline, new Date('2026-11-22T10:00:09Z'))).toBe(true);
    expect(acceptsAnswers(deadline, new Date('2026-11-22T10:00:11Z'))).toBe(false);
  });
  it('names the earliest deadline still accepting answers, in step with acceptsAnswers', () => {
    for (const now of ['2026-11-22T10:00:09Z', '2026-11-22T10:00:10Z', '2026-11-22T10:00:11Z'].map(
      (t) => new Date(t),
    )) {
      expect(deadline >= lastDeadlineAccepted(now)).toBe(acceptsAnswers(deadline, now));
    }
  });
});
