import katex from 'katex';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { splitMath } from '../../../domain/split-math';
import { MathSegments } from './math-text';

const markup = (text: string) =>
  renderToStaticMarkup(
    createElement(MathSegments, { segments: splitMath(text), render: katex.renderToString }),
  );

describe('MathSegments (issue 21 item 4)', () => {
  it('shows a formula too deep for KaTeX as its source and renders the others', () => {
    const deep = '{'.repeat(2400) + 'x' + '}'.repeat(2400);
    let html = '';
    expect(() => (html = markup(`Simplify $${deep}$ given $x^2 = 4$.`))).not.toThrow();
    expect(html).toContain(`title="This formula could not be shown">${deep}</span>`);
    expect(html).toContain('class="katex"'); // $x^2 = 4$ still rendered
    expect(html).toContain('Simplify ');
  });

  it('shows a formula with four \\kern{-40em} as its source', () => {
    const kerns = 'a' + '\\kern{-40em}'.repeat(4) + 'b';
    const html = markup(`$${kerns}$`);
    expect(html).toContain('katex-error');
    expect(html).not.toContain('margin-right:-40em');
  });
});
