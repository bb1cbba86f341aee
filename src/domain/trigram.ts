/**
 * Trigram similarity exactly as PostgreSQL's pg_trgm computes it (default build: KEEPONLYALNUM,
 * IGNORECASE), so a near-duplicate check can run in the app on a precomputed bank and agree with
 * `similarity()` in SQL. src/server/db/trigram-equivalence.test.ts proves the equality on PGlite.
 *
 * pg_trgm's steps: split the text into words of letters and digits (anything else separates),
 * lower-case each word, pad it with two spaces before and one after, and take every run of three
 * characters. A trigram of three ASCII characters is kept as those bytes; any other (a letter such
 * as "é" inside it) is stored as three bytes of a CRC of its UTF-8 bytes. Trigrams here are
 * strings as `show_trgm()` prints them: the three characters, or `0x` and six hex digits for a
 * hashed one (its bytes printed as characters when they happen to be letters, digits or spaces).
 *
 * Which characters are letters and how they lower-case comes from the database's locale (libc's
 * iswalnum and towlower for a UTF-8 database). Here: Unicode Alphabetic or decimal digit, and
 * JavaScript's one-to-one lower-case mapping — equal to PGlite (C.UTF-8) and glibc for every
 * character an exam uses. They can differ on characters newer than the C library's Unicode tables
 * (PGlite's are older than Node's), and glibc lower-cases the circled letters Ⓐ–Ⓩ, PGlite not.
 * A database whose ctype is plain C treats every non-ASCII character as a separator; hashes
 * assume a little-endian server (x86, ARM, PGlite's wasm). ASCII text is equal everywhere.
 */

/** Two question stems at or above this similarity count as near-duplicates. */
export const NEAR_DUPLICATE_SIMILARITY = 0.8;

const WORD = /[\p{Alphabetic}\p{Nd}]+/gu;
const ASCII = /^[\u0000-\u007f]*$/;

/** Circled letters Ⓐ–Ⓩ: letters to libc, but PGlite's (musl's) towlower leaves them as they are. */
const CIRCLED = /[\u24b6-\u24cf]/u;

/**
 * One character at a time, as libc's towlower: JavaScript's full mapping would turn İ into two
 * characters and a final Σ into ς, where PostgreSQL gives i and σ.
 */
function lowerWord(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  let out = '';
  for (const ch of word) {
    const lower = ch === '\u0130' ? 'i' : CIRCLED.test(ch) ? ch : ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out;
}

/**
 * PostgreSQL's "legacy" CRC-32 (pg_crc.h, which pg_trgm hashes with): the table of the usual
 * reflected CRC-32 walked most significant byte first. Not a standard CRC, so written out here.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    table[i] = c >>> 0;
  }
  return table;
})();

const encoder = new TextEncoder();

const printable = (b: number) =>
  b === 0x20 || (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);

/** A trigram with a multibyte character: pg_trgm keeps the first three bytes of its CRC. */
function hashedTrigram(trigram: string): string {
  let crc = 0xffffffff;
  for (const byte of encoder.encode(trigram))
    crc = (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]! ^ (crc << 8)) >>> 0;
  crc = (crc ^ 0xffffffff) >>> 0;
  // The bytes as they lie in memory on a little-endian machine, low byte first.
  const bytes = [crc & 0xff, (crc >>> 8) & 0xff, (crc >>> 16) & 0xff] as const;
  if (bytes.every(printable)) return String.fromCharCode(...bytes);
  return '0x' + ((bytes[0] << 16) | (bytes[1] << 8) | bytes[2]).toString(16).padStart(6, '0');
}

/** The set of pg_trgm trigrams of a text, as `show_trgm()` prints them. */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const match of text.matchAll(WORD)) {
    const padded = `  ${lowerWord(match[0])} `;
    if (ASCII.test(padded)) {
      for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
      continue;
    }
    const chars = Array.from(padded);
    for (let i = 0; i + 3 <= chars.length; i++) {
      const trigram = chars[i]! + chars[i + 1]! + chars[i + 2]!;
      out.add(ASCII.test(trigram) ? trigram : hashedTrigram(trigram));
    }
  }
  return out;
}

const asSet = (x: string | Set<string>) => (typeof x === 'string' ? trigrams(x) : x);

/** pg_trgm's `similarity()`: shared trigrams over all trigrams of the two; 0 if either has none. */
export function similarity(a: string | Set<string>, b: string | Set<string>): number {
  const [x, y] = [asSet(a), asSet(b)];
  if (x.size === 0 || y.size === 0) return 0;
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  let shared = 0;
  for (const t of small) if (large.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}

/**
 * The pool entry most similar to a text (the first of equals), if its similarity is above 0 and
 * at least `atLeast`; else null. Pool entries carry precomputed trigram sets. With `atLeast` set
 * (say NEAR_DUPLICATE_SIMILARITY) entries whose set size alone rules it out are skipped: sharing
 * at most the smaller set, two sets of sizes m ≤ n reach at most m / n.
 */
export function mostSimilar(
  text: string | Set<string>,
  pool: Iterable<{ key: string; trigrams: Set<string> }>,
  atLeast = 0,
): { key: string; similarity: number } | null {
  const mine = asSet(text);
  if (mine.size === 0) return null;
  let best: { key: string; similarity: number } | null = null;
  for (const entry of pool) {
    const size = entry.trigrams.size;
    if (size === 0) continue;
    const bound = Math.min(size, mine.size) / Math.max(size, mine.size);
    if (bound < atLeast || (best && bound <= best.similarity)) continue;
    const s = similarity(mine, entry.trigrams);
    if (s > 0 && s >= atLeast && (!best || s > best.similarity))
      best = { key: entry.key, similarity: s };
  }
  return best;
}
