import type { KatexOptions } from 'katex';
import { formulaProblem } from '../../../domain/latex-rules';

/**
 * How admin-written LaTeX is rendered. Question text is written by admins, so it is bounded:
 * - `maxSize: 10` (em): every size the author writes (`\rule`, `\kern`, `\hspace`, `\raisebox`)
 *   is capped at 10 em, about 160 px at the quiz's text size: room for a fill-in-the-blank line
 *   (`\rule{3cm}{0.4pt}` is ~7 em) but never a block that covers the screen. It does not touch
 *   the sizes KaTeX computes itself (tall fractions, matrices, big operators).
 * - `maxExpand: 500`: macro expansions per formula. Each built-in macro such as `\neq`, `\dots`
 *   or `\implies` costs a few, so a long formula uses well under 500, while a self-expanding
 *   `\def` stops at once instead of running to KaTeX's default of 1000.
 * - `trust: false`: no `\href`, `\url`, `\includegraphics` or `\htmlClass`-style commands.
 * - `throwOnError: false`: a typo shows the source in red instead of breaking the page.
 */
export const KATEX_OPTIONS = {
  throwOnError: false,
  trust: false,
  maxSize: 10,
  maxExpand: 500,
} as const satisfies KatexOptions;

/**
 * The largest size, in em, any inline style of a rendered formula may have. `maxSize` caps only
 * the positive sizes an author writes: KaTeX leaves negative ones (`\kern{-3000px}`,
 * `\raisebox{-3000px}`, `\rule[-3000px]`) as written, and they move text far outside the
 * formula, over the rest of the screen. Sizes KaTeX computes itself stay well under this (a
 * 20-row matrix is ~25 em tall).
 */
export const MAX_RENDERED_EM = 50;

/**
 * KaTeX's HTML for an admin-written formula, or null when it cannot be shown safely (the caller
 * then shows the source as text, as for a typo): when the save-time check refuses it (too deep
 * for KaTeX's recursion, too much negative spacing, a macro; issue 21 item 4) — a question saved
 * before that check may still hold one — when any of its inline sizes is beyond
 * ±MAX_RENDERED_EM, or when KaTeX throws anyway (a stack overflow is a RangeError, which
 * `throwOnError: false` does not catch). One bad formula never takes the page down.
 */
export function boundedKatexHtml(
  render: (tex: string, options: KatexOptions) => string,
  tex: string,
  displayMode: boolean,
): string | null {
  if (formulaProblem(tex)) return null;
  let html: string;
  try {
    html = render(tex, { ...KATEX_OPTIONS, displayMode });
  } catch {
    return null;
  }
  for (const style of html.matchAll(/style="([^"]*)"/g))
    for (const size of style[1]!.matchAll(/(-?[\d.]+)em/g))
      if (Math.abs(Number(size[1])) > MAX_RENDERED_EM) return null;
  return html;
}
