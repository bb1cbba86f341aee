/**
 * Public numbers (issue 9: "numbers must be true"): a count we show is computed from our own data,
 * rounded down so it never overstates, and hidden while it is too small to mean anything.
 */

/** Below this many completed practice sessions the exams page shows no count at all. */
export const MIN_SHOWN_SESSIONS = 100;

/**
 * The count as shown: rounded down to two significant figures (4,630 → 4,600; 12,345 → 12,000),
 * or null while it is below MIN_SHOWN_SESSIONS.
 */
export function shownSessionCount(count: number): number | null {
  if (!Number.isFinite(count) || count < MIN_SHOWN_SESSIONS) return null;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / step) * step;
}

/** "4,600+": a shown count always reads as "at least". */
export const formatShownCount = (shown: number) => `${shown.toLocaleString('en-US')}+`;
