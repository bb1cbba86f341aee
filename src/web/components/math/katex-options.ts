import type { KatexOptions } from 'katex';

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
