import { describe, expect, it } from 'vitest';
import { splitMath } from './split-math';

describe('splitMath', () => {
  it('keeps text without math as one segment', () => {
    expect(splitMath('What is 2 + 2?')).toEqual([{ kind: 'text', value: 'What is 2 + 2?' }]);
  });

  it('finds inline and display math', () => {
    expect(splitMath('Solve $x^2 = 4$ then $$\\frac{a}{b}$$.')).toEqual([
      { kind: 'text', value: 'Solve ' },
      { kind: 'math', value: 'x^2 = 4', display: false },
      { kind: 'text', value: ' then ' },
      { kind: 'math', value: '\\frac{a}{b}', display: true },
      { kind: 'text', value: '.' },
    ]);
  });

  it('leaves prices and escaped dollars as text', () => {
    expect(splitMath('It costs $5 and $10.')).toEqual([
      { kind: 'text', value: 'It costs $5 and $10.' },
    ]);
    expect(splitMath('Pay \\$3 now')).toEqual([{ kind: 'text', value: 'Pay $3 now' }]);
  });

  it('leaves an unclosed dollar as text', () => {
    expect(splitMath('a $x + 1')).toEqual([{ kind: 'text', value: 'a $x + 1' }]);
  });
});
