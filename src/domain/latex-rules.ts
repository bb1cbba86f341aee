import * as z from 'zod/mini';
import { splitMath } from './split-math';

/**
 * Bounds on the LaTeX an admin may save (issue 21 item 4, ADR 0033). KaTeX parses a formula by
 * recursion, one set of stack frames per level of nesting, so ~2,000 nested braces (well under
 * the length limit) overflow the stack of a phone's browser and take the quiz page down; and
 * KaTeX caps the sizes an author writes only when they are positive, so negative spacing
 * (`\kern{-40em}` four times) moves the rest of the formula far off the screen.
 */
export const LATEX_LIMITS = {
  /**
   * Levels of `{…}`, `\left…\right`, `\begin…\end` and implicit groups (`\color`,
   * `\displaystyle`, `\large`, `\bf` …) in one formula. Real exam maths nests under 15 (a
   * continued fraction of 6 levels is 12); KaTeX overflowed at ~560 `\begin` levels in Node's
   * default stack and at ~90 with a fifth of it.
   */
  maxNesting: 40,
  /**
   * Negative spacing and lowering in one formula, in em, summed: `\!` is 1/6 em and `\kern-0.2em`
   * is common, so 5 em (80 px at the quiz's text size) leaves every real use and stops content
   * from being moved over the rest of the screen.
   */
  maxNegativeEm: 5,
} as const;

export type LatexProblem = 'nesting' | 'negativeSpace' | 'macro';

export const LATEX_MESSAGES = {
  nesting: (field: string) =>
    `${field} has a formula nested more than ${LATEX_LIMITS.maxNesting} levels deep (braces, \\left, \\begin), which cannot be shown. Simplify it and try again.`,
  negativeSpace: (field: string) =>
    `${field} has a formula whose negative spacing (\\kern, \\hspace, \\mkern, \\!, \\raisebox) adds up to more than ${LATEX_LIMITS.maxNegativeEm} em, which would move it off the screen. Remove some and try again.`,
  macro: (field: string) =>
    `${field} defines a LaTeX macro (\\def, \\newcommand, \\let), which questions cannot use. Write the formula out instead.`,
} as const satisfies Record<LatexProblem, (field: string) => string>;

export const latexMessage = (field: string, problem: LatexProblem) =>
  LATEX_MESSAGES[problem](field);

/** Commands that open a group running to the end of the enclosing one (KaTeX's parseExpression). */
const IMPLICIT_GROUPS = new Set(
  [
    'color',
    'displaystyle',
    'textstyle',
    'scriptstyle',
    'scriptscriptstyle',
    'tiny',
    'sixptsize',
    'scriptsize',
    'footnotesize',
    'small',
    'normalsize',
    'large',
    'Large',
    'LARGE',
    'huge',
    'Huge',
    'rm',
    'sf',
    'tt',
    'bf',
    'it',
    'cal',
  ].map((c) => `\\${c}`),
);

/** Macro definitions: a recursive macro builds nesting (and spacing) the source does not show. */
const MACRO_DEFINITIONS = new Set(
  [
    'def',
    'gdef',
    'edef',
    'xdef',
    'global',
    'let',
    'futurelet',
    'newcommand',
    'renewcommand',
    'providecommand',
  ].map((c) => `\\${c}`),
);

/** Commands whose size argument moves what follows (kern) or the argument itself (raisebox). */
const SIZE_COMMANDS = new Set([
  '\\kern',
  '\\mkern',
  '\\hskip',
  '\\mskip',
  '\\hspace',
  '\\raisebox',
]);
/** Spacing macros that are negative by definition, in em. */
const NEGATIVE_SPACES: Record<string, number> = {
  '\\!': 3 / 18,
  '\\negthinspace': 3 / 18,
  '\\negmedspace': 4 / 18,
  '\\negthickspace': 5 / 18,
};
/** KaTeX's units in em (units.ts: 10 pt to the em; ex is the x-height; 18 mu to the em). */
const EM_PER_UNIT: Record<string, number> = {
  em: 1,
  ex: 0.431,
  mu: 1 / 18,
  pt: 1 / 10,
  mm: 7227 / 2540 / 10,
  cm: 7227 / 254 / 10,
  in: 72.27 / 10,
  bp: 803 / 800 / 10,
  pc: 12 / 10,
  dd: 1238 / 1157 / 10,
  cc: 14856 / 1157 / 10,
  nd: 685 / 642 / 10,
  nc: 1370 / 107 / 10,
  sp: 1 / 65536 / 10,
  px: 803 / 800 / 10,
};
/** A size as KaTeX reads it, braced or not: sign, number, two-letter unit. */
const SIZE = /^\s*\{?\s*([-+]?)\s*(\d+(?:\.\d*)?|\.\d+)\s*([a-z]{2})/;
/**
 * What the scan reads: a comment (to the end of its line) and `\verb|…|` are skipped as KaTeX
 * skips them, so braces hidden in them cannot offset real ones; then control words and symbols
 * (`\{` is a brace character, not a group) and braces.
 */
const TOKEN = /%[^\n]*|\\verb\*?([^a-zA-Z]).*?\1|\\(?:[a-zA-Z@]+\*?|.)|[{}]/gs;
const OPENERS = new Set(['{', '\\bgroup', '\\begingroup', '\\left', '\\begin']);
const CLOSERS = new Set(['}', '\\egroup', '\\endgroup', '\\right', '\\end']);

/** How far a size written at `at` (after its command) moves content to the left or down, in em. */
function negativeEm(tex: string, at: number): number {
  const m = SIZE.exec(tex.slice(at, at + 40));
  if (!m || m[1] !== '-') return 0;
  return Number(m[2]) * (EM_PER_UNIT[m[3]!] ?? 0);
}

/**
 * Why one formula (the LaTeX between `$…$`, without the dollars) cannot be saved or shown, or
 * null. A cheap scan of the source, not a parse: it counts what makes KaTeX recurse and adds up
 * every negative size the author wrote, so it is safe to run on any input, however deep.
 */
export function formulaProblem(tex: string): LatexProblem | null {
  /** Per open explicit group, the implicit groups opened inside it. */
  const frames: number[] = [0];
  let depth = 0;
  let negative = 0;
  for (const match of tex.matchAll(TOKEN)) {
    const token = match[0];
    const end = match.index + token.length;
    if (token.startsWith('%') || token.startsWith('\\verb')) continue;
    if (OPENERS.has(token)) {
      frames.push(0);
      depth++;
    } else if (CLOSERS.has(token)) {
      if (frames.length > 1) depth -= frames.pop()! + 1;
    } else if (IMPLICIT_GROUPS.has(token)) {
      frames[frames.length - 1]!++;
      depth++;
    } else if (MACRO_DEFINITIONS.has(token)) return 'macro';
    else if (SIZE_COMMANDS.has(token) || token === '\\hspace*') negative += negativeEm(tex, end);
    else if (token === '\\rule') {
      const raise = /^\s*\[/.exec(tex.slice(end));
      if (raise) negative += negativeEm(tex, end + raise[0].length);
    } else if (token === '\\tmspace') {
      // \tmspace-{3mu}{.1667em}: the sign before the two sizes (macros.ts).
      const m = /^\s*-\s*\{([^}]*)\}\s*\{([^}]*)\}/.exec(tex.slice(end, end + 80));
      if (m) negative += Math.max(negativeEm(`-${m[1]}`, 0), negativeEm(`-${m[2]}`, 0));
    } else negative += NEGATIVE_SPACES[token] ?? 0;
    if (depth > LATEX_LIMITS.maxNesting) return 'nesting';
  }
  return negative > LATEX_LIMITS.maxNegativeEm ? 'negativeSpace' : null;
}

/** Why a text's LaTeX (each `$…$` and `$$…$$` as the quiz renders it) cannot be saved, or null. */
export function latexProblem(text: string): LatexProblem | null {
  if (!text.includes('$')) return null;
  for (const segment of splitMath(text)) {
    if (segment.kind !== 'math') continue;
    const problem = formulaProblem(segment.value);
    if (problem) return problem;
  }
  return null;
}

/** A zod check for a text field that may hold LaTeX: the field's message for the first problem. */
export const safeLatex = (field: string) =>
  z.superRefine<string>((value, ctx) => {
    const problem = latexProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: latexMessage(field, problem) });
  });
