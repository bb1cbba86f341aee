import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  formulaProblem,
  LATEX_LIMITS,
  LATEX_MESSAGES,
  latexMessage,
  latexProblem,
  safeLatex,
} from './latex-rules';

const nested = (open: string, close: string, n: number) => open.repeat(n) + 'x' + close.repeat(n);
const { maxNesting } = LATEX_LIMITS;

describe('formulaProblem: nesting', () => {
  it('refuses the 2,400 nested braces that overflowed KaTeX, and every way to nest', () => {
    expect(formulaProblem(nested('{', '}', 2400))).toBe('nesting');
    for (const [open, close] of [
      ['{', '}'],
      ['\\sqrt{', '}'],
      ['x^{', '}'],
      ['\\left(', '\\right)'],
      ['\\begin{matrix}', '\\end{matrix}'],
      ['\\begingroup ', '\\endgroup '],
      ['\\bgroup ', '\\egroup '],
      ['\\textcolor{red}{', '}'],
    ] as const) {
      expect(formulaProblem(nested(open, close, maxNesting + 1)), open).toBe('nesting');
      // (`\begin{matrix}` counts its name's braces too, one level more while it is read.)
      expect(formulaProblem(nested(open, close, maxNesting - 1)), open).toBeNull();
    }
  });

  it('counts implicit groups (\\color, styles, sizes, old fonts), which close with their group', () => {
    for (const cmd of ['\\color{red}', '\\displaystyle ', '\\large ', '\\bf ', '\\scriptstyle '])
      expect(formulaProblem(cmd.repeat(maxNesting + 1) + 'x'), cmd).toBe('nesting');
    // Closed one group at a time, they never add up.
    expect(formulaProblem('{\\bf x}'.repeat(500))).toBeNull();
    expect(formulaProblem('{\\color{red} a \\displaystyle b}'.repeat(500))).toBeNull();
  });

  it('is not fooled by escaped braces, comments or \\verb hiding closing braces', () => {
    expect(formulaProblem('\\{'.repeat(500))).toBeNull();
    expect(formulaProblem('\\}'.repeat(500) + nested('{', '}', maxNesting + 1))).toBe('nesting');
    const deep = '{'.repeat(maxNesting + 1);
    expect(formulaProblem(`${deep}x%${'}'.repeat(maxNesting + 1)}\n`)).toBe('nesting');
    expect(formulaProblem(`${deep}\\verb|${'}'.repeat(maxNesting + 1)}|`)).toBe('nesting');
    // \leftarrow and \rightarrow are not \left and \right.
    expect(formulaProblem('a \\leftarrow b'.repeat(200))).toBeNull();
  });

  it('keeps real exam maths', () => {
    for (const tex of [
      '\\frac{x^2 - 4}{x - 2} \\neq x + 2',
      '\\sqrt{\\frac{a^{2} + b^{2}}{\\left(c + d\\right)^{3}}}',
      '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}',
      '1+\\cfrac{1}{1+\\cfrac{1}{1+\\cfrac{1}{1+\\cfrac{1}{1+\\cfrac{1}{2}}}}}',
      '\\text{CH}_3\\text{COOH} \\rightleftharpoons \\text{CH}_3\\text{COO}^- + \\text{H}^+',
      'a\\kern{-0.2em}b \\! \\! c \\negthickspace d',
      'x = \\rule{3cm}{0.4pt}',
      '\\raisebox{-0.5em}{x}',
    ])
      expect(formulaProblem(tex), tex).toBeNull();
  });
});

describe('formulaProblem: negative spacing', () => {
  it('refuses four \\kern{-40em} (each under the per-size cap) and the like', () => {
    for (const tex of [
      'a' + '\\kern{-40em}'.repeat(4) + 'b',
      'a\\kern-6em b',
      'a' + '\\hspace{-2em}'.repeat(3) + 'b',
      'a\\hspace*{-6em}b',
      'a' + '\\mkern{-36mu}'.repeat(3) + 'b',
      'a\\mskip -108mu b',
      'a\\hskip-60pt b',
      'a\\kern{-3cm}b',
      '\\raisebox{-3em}{\\raisebox{-3em}{x}}',
      '\\rule[-6em]{1em}{1em}',
      '\\!'.repeat(31),
      '\\tmspace-{100mu}{6em}',
      '\\text{a\\kern{-6em}b}',
    ])
      expect(formulaProblem(tex), tex).toBe('negativeSpace');
  });

  it('leaves positive spacing to KaTeX’s maxSize and adds only negative sizes', () => {
    expect(formulaProblem('a\\kern{9em}b\\hspace{9em}c\\quad\\qquad d\\,\\;')).toBeNull();
    expect(formulaProblem('\\!'.repeat(30))).toBeNull(); // 5 em exactly
    expect(formulaProblem('a\\kern{-4em}b\\kern{+4em}c\\kern{-0.9em}')).toBeNull();
  });
});

describe('formulaProblem: macros', () => {
  it('refuses macro definitions, which build nesting the source does not show', () => {
    for (const tex of [
      '\\def\\b{\\begin{matrix}\\b\\end{matrix}}\\b',
      '\\gdef\\a{x}',
      '\\newcommand{\\a}{x}\\a',
      '\\renewcommand\\a{x}',
      '\\let\\a=\\b',
    ])
      expect(formulaProblem(tex), tex).toBe('macro');
    expect(formulaProblem('\\delta \\letter')).toBeNull();
  });
});

describe('latexProblem', () => {
  it('checks each formula of a text as the quiz splits it, not the plain text', () => {
    const deep = nested('{', '}', 2400);
    expect(latexProblem(`Simplify $${deep}$.`)).toBe('nesting');
    expect(latexProblem(`Display: $$${deep}$$`)).toBe('nesting');
    expect(latexProblem(`$a$ and $b\\kern{-40em}\\kern{-40em}$`)).toBe('negativeSpace');
    // Outside math nothing is rendered by KaTeX: braces and \kern are plain text there.
    expect(latexProblem(`Plain ${deep} and \\kern{-40em} text, costs $5 and $10`)).toBeNull();
    // Spacing is summed per formula: many formulas with a little each are fine.
    expect(latexProblem('$a\\kern{-4em}b$ '.repeat(10))).toBeNull();
  });
});

describe('safeLatex', () => {
  it('gives the field’s message', () => {
    const schema = z.string().check(safeLatex('Question'));
    const result = schema.safeParse(`$${nested('{', '}', 2400)}$`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LATEX_MESSAGES.nesting('Question'));
    expect(latexMessage('option_a', 'negativeSpace')).toMatch(/^option_a has a formula whose/);
    expect(schema.safeParse('$\\frac{1}{2}$').success).toBe(true);
  });
});
