import { describe, expect, it } from 'vitest';
import { sectionsOf } from './sections';

describe('sectionsOf', () => {
  const questions = ['e1', 'e2', 'e3', 'm1', 'm2', 'p1'];

  it('splits the questions in order by each section’s count', () => {
    const split = sectionsOf(questions, [
      { subject: 'english', count: 3 },
      { subject: 'mathematics', count: 2 },
      { subject: 'physics', count: 1 },
    ]);
    expect(split.map((s) => [s.subject, s.start, s.questions])).toEqual([
      ['english', 0, ['e1', 'e2', 'e3']],
      ['mathematics', 3, ['m1', 'm2']],
      ['physics', 5, ['p1']],
    ]);
  });

  it('gives a section only the questions there are (never another section’s)', () => {
    const split = sectionsOf(
      ['a', 'b'],
      [
        { subject: 'x', count: 1 },
        { subject: 'y', count: 3 },
        { subject: 'z', count: 2 },
      ],
    );
    expect(split.map((s) => s.questions)).toEqual([['a'], ['b'], []]);
  });

  it('keeps every field of the section', () => {
    const [one] = sectionsOf(['q'], [{ subject: 'x', name: 'X', count: 1, score: 100 }]);
    expect(one).toEqual({
      subject: 'x',
      name: 'X',
      count: 1,
      score: 100,
      start: 0,
      questions: ['q'],
    });
  });
});
