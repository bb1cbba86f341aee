/**
 * Time spent on each subject's tab of a mock, counted on the device (issue 23 item 3): only while
 * the page is in view, and never more than MAX_STEP_MS at a time, so a phone that slept with the
 * paper open does not add its sleep to a subject. Informational only: never part of a score.
 */

/** Milliseconds per subject. */
export type SubjectMs = Record<string, number>;
/** Whole seconds per subject, as sent to the server. */
type SubjectSeconds = Record<string, number>;

/** The longest gap between two ticks counted as time on a subject. */
export const MAX_STEP_MS = 5_000;

/** `totals` with `elapsedMs` (capped at MAX_STEP_MS, never negative) added to `subject`. */
export function addTime(totals: SubjectMs, subject: string, elapsedMs: number): SubjectMs {
  const step = Math.min(MAX_STEP_MS, Math.max(0, elapsedMs));
  return step === 0 ? totals : { ...totals, [subject]: (totals[subject] ?? 0) + step };
}

/** Whole seconds (rounded down) per subject. */
export function wholeSeconds(totals: SubjectMs): SubjectSeconds {
  return Object.fromEntries(Object.entries(totals).map(([s, ms]) => [s, Math.floor(ms / 1000)]));
}

/** True when `now` holds a count `sent` does not (nothing was sent yet counts as unsent). */
export function changedSince(now: SubjectSeconds, sent: SubjectSeconds | null): boolean {
  return Object.entries(now).some(([s, n]) => n > 0 && (sent?.[s] ?? -1) !== n);
}

/**
 * Where a paper's count starts: the larger of the server's seconds (another device, a reload)
 * and this device's milliseconds, per subject; anything not a finite, non-negative number is 0.
 */
export function startingTotals(
  server: Readonly<Record<string, unknown>> | undefined,
  local: Readonly<Record<string, unknown>> | undefined,
): SubjectMs {
  const out: SubjectMs = {};
  const take = (record: Readonly<Record<string, unknown>> | undefined, scale: number) => {
    for (const [s, v] of Object.entries(record ?? {}))
      if (typeof v === 'number' && Number.isFinite(v) && v >= 0)
        out[s] = Math.max(out[s] ?? 0, v * scale);
  };
  take(server, 1000);
  take(local, 1);
  return out;
}
