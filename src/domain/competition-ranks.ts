/**
 * Ranks and the names shown beside them (student §5; issue 12): score descending, then the
 * server-measured time ascending, among submitted entries; equal score and time share a rank.
 */

/** A submitted entry as ranks read it. */
export type RankedFields = { score: number; timeTaken: number };

/** Better first: score descending, then time taken ascending (§5). */
export const compareEntries = (a: RankedFields, b: RankedFields) =>
  b.score - a.score || a.timeTaken - b.timeTaken;

/**
 * Ranks submitted entries: sorted by `compareEntries`; equal score and time share a rank and the
 * next rank skips (1, 2, 2, 4). Returns the entries in rank order with their rank.
 */
export function rankEntries<T extends RankedFields>(
  entries: readonly T[],
): (T & { rank: number })[] {
  const sorted = [...entries].sort(compareEntries);
  let rank = 0;
  return sorted.map((e, i) => {
    if (i === 0 || compareEntries(sorted[i - 1]!, e) !== 0) rank = i + 1;
    return { ...e, rank };
  });
}

/** The rank an entry with this score and time has among entries sorted by `compareEntries`. */
export function rankAmong(sorted: readonly RankedFields[], entry: RankedFields): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEntries(sorted[mid]!, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

/**
 * The name other students see: the first name and the initial of the last ("Chidinma O."), so a
 * minor's full name is never on a public table. A name that is an e-mail's local part (the
 * default of full_name) is split on its dots, underscores and hyphens, and digits are dropped.
 */
export function displayName(fullName: string | null | undefined): string {
  const words = (fullName ?? '')
    .replace(/@.*$/, '')
    .split(/[\s._\-+]+/)
    .map((w) => w.replace(/[^\p{L}'’]/gu, ''))
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return 'Student';
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const first = cap(words[0]!.slice(0, 20));
  return words.length > 1 ? `${first} ${words.at(-1)!.charAt(0).toUpperCase()}.` : first;
}
