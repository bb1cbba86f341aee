import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { boundedKatexHtml, KATEX_OPTIONS } from './katex-options';

const render = (tex: string) => katex.renderToString(tex, KATEX_OPTIONS);
/** Every em size in the rendered HTML's inline styles. */
const styleEms = (html: string) =>
  [...html.matchAll(/style="([^"]*)"/g)].flatMap((m) =>
    [...m[1]!.matchAll(/(-?[\d.]+)em/g)].map((n) => Number(n[1])),
  );

describe('KATEX_OPTIONS', () => {
  it('caps an admin-written rule at maxSize: no 3000 px block over the quiz', () => {
    const html = render('\\rule{3000px}{3000px}');
    expect(html).toContain('katex-rule');
    const ems = styleEms(html);
    expect(ems.length).toBeGreaterThan(0);
    expect(Math.max(...ems)).toBeLessThanOrEqual(KATEX_OPTIONS.maxSize);
    // Without the option the same rule is ~301 em tall and wide.
    const { maxSize: _maxSize, ...unbounded } = KATEX_OPTIONS;
    expect(Math.max(...styleEms(katex.renderToString('\\rule{3000px}{3000px}', unbounded)))).toBe(
      301.125,
    );
  });

  it('keeps a fill-in-the-blank line and ordinary maths as written', () => {
    expect(render('x = \\rule{3cm}{0.4pt}')).not.toContain('katex-error');
    for (const tex of [
      '\\frac{x^2 - 4}{x - 2} \\neq x + 2',
      Array(10).fill('a \\neq b \\implies c \\ldots \\le x \\iff \\dots \\cdots').join(' + '),
      '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}',
    ])
      expect(render(tex)).not.toContain('katex-error');
  });

  it('stops a self-expanding macro and refuses untrusted commands', () => {
    expect(render('\\def\\a{\\a\\a}\\a')).toContain('Too many expansions');
    const link = render('\\href{javascript:alert(1)}{x}');
    expect(link).not.toMatch(/<a[\s>]/);
    expect(link).not.toContain('href=');
  });
});

describe('boundedKatexHtml', () => {
  const bounded = (tex: string) => boundedKatexHtml(katex.renderToString, tex, false);

  it('refuses negative author sizes that maxSize leaves as written', () => {
    for (const tex of [
      'a\\kern{-3000px}b',
      'a\\hspace{-3000px}b',
      '\\mkern{-3000mu}x',
      '\\raisebox{-3000px}{x}',
      '\\rule[-3000px]{1em}{1em}',
    ]) {
      // Without the check KaTeX renders it as written, far outside the formula.
      expect(render(tex)).toMatch(/-\d{3}\.\d+em/);
      expect(bounded(tex), tex).toBeNull();
    }
  });

  it('keeps ordinary maths, small negative kerns and a tall matrix', () => {
    const rows = Array.from({ length: 20 }, (_, i) => String(i)).join('\\\\');
    for (const tex of [
      '\\frac{x^2 - 4}{x - 2} \\neq x + 2',
      'a\\kern{-0.2em}b',
      '\\!\\!x',
      `\\begin{pmatrix}${rows}\\end{pmatrix}`,
      'x = \\rule{3cm}{0.4pt}',
    ])
      expect(bounded(tex), tex).toContain('class="katex"');
  });
});

describe('boundedKatexHtml: formulas that crash or escape KaTeX (issue 21 item 4)', () => {
  const bounded = (tex: string) => boundedKatexHtml(katex.renderToString, tex, false);
  const deep = '{'.repeat(2400) + 'x' + '}'.repeat(2400);

  it('shows 2,400 nested braces as source instead of overflowing the stack', () => {
    // KaTeX alone overflows the stack on a phone's (or a default Node) stack: a RangeError that
    // throwOnError: false does not catch (a test worker's larger stack may survive it, so this is
    // not asserted here). The bound refuses it before KaTeX runs.
    expect(bounded(deep)).toBeNull();
  });

  it('caps negative spacing summed over the formula, not only each size', () => {
    const kerns = 'a' + '\\kern{-40em}'.repeat(4) + 'b';
    // Each kern is under MAX_RENDERED_EM, so the per-size check alone let them through.
    expect(Math.min(...styleEms(render(kerns)))).toBe(-40);
    expect(bounded(kerns)).toBeNull();
    expect(bounded('a' + '\\hspace{-2em}'.repeat(3) + 'b')).toBeNull();
    expect(bounded('a' + '\\mkern{-36mu}'.repeat(3) + 'b')).toBeNull();
  });

  it('shows the source when the renderer throws anything', () => {
    const throwing = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    expect(boundedKatexHtml(throwing, 'x^2', false)).toBeNull();
  });
});
