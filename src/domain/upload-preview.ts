import { examShortName, subjectDisplayName } from './catalogue';
import { normalisedQuestionText } from './question-text';
import { NEAR_DUPLICATE_SIMILARITY, similarity, trigrams } from './trigram';

/**
 * What an upload would do before it does it (issue 21 item 9): which banks it empties, and which
 * rows nearly repeat a question already served elsewhere or another row of the file.
 */

/** One exam/subject/level the upload replaces, with how many questions it holds now. */
export type UploadReplace = { examType: string; subject: string; level: number; count: number };

/** A row whose stem is a near-duplicate (trigram similarity ≥ NEAR_DUPLICATE_SIMILARITY). */
export type NearDuplicate = {
  row: number;
  similarity: number;
  /** Another row of the file, or a stored question (its bank and text). */
  of: { row: number } | { examType: string; subject: string; level: number; questionText: string };
};

export type UploadPreview = {
  replaces: UploadReplace[];
  /** The first NEAR_DUPLICATES_SHOWN near-duplicates, in row order. */
  nearDuplicates: NearDuplicate[];
  nearDuplicateCount: number;
};

export const NEAR_DUPLICATES_SHOWN = 20;

export const bankName = (b: { examType: string; subject: string; level: number }) =>
  `${examShortName(b.examType)} ${subjectDisplayName(b.subject)} level ${b.level}`;

/** "This replaces 11 questions in WAEC Physics level 11". */
export const replaceNotice = (r: UploadReplace) =>
  `This replaces ${r.count} ${r.count === 1 ? 'question' : 'questions'} in ${bankName(r)}`;

export const UPLOAD_PREVIEW_MESSAGES = {
  notConfirmed: (replaces: UploadReplace[]) =>
    `${replaces.map(replaceNotice).join('; ')}. Confirm the replacement to upload.`,
  confirmLabel: 'Yes, replace these questions',
  nearDuplicate: (d: NearDuplicate) =>
    'row' in d.of
      ? `Row ${d.row} is nearly the same as row ${d.of.row}`
      : `Row ${d.row} is nearly the same as a question in ${bankName(d.of)}`,
};

type Stem = { grams: string[]; text: string };

const stemOf = (text: string): Stem => {
  const normal = normalisedQuestionText(text);
  return { text: normal, grams: [...trigrams(normal)] };
};

/**
 * Near-duplicate stems among the file's rows (each against the rows before it) and against a
 * bank, by pg_trgm similarity ≥ NEAR_DUPLICATE_SIMILARITY; each row reports its closest match,
 * the bank's first. Prefix filtering (the AllPairs method) keeps a 25,000-row file against a large
 * bank fast: with trigrams ordered rarest first, two sets of Jaccard similarity ≥ t share a
 * trigram among the first |x| − ⌈t·|x|⌉ + 1 of each.
 */
export function findNearDuplicates<B>(
  rows: readonly { row: number; questionText: string }[],
  bank: readonly (B & { questionText: string })[],
  threshold = NEAR_DUPLICATE_SIMILARITY,
): { row: number; similarity: number; of: { row: number } | B }[] {
  const fileStems = rows.map((r) => stemOf(r.questionText));
  const bankStems = bank.map((b) => stemOf(b.questionText));
  const frequency = new Map<string, number>();
  for (const s of [...fileStems, ...bankStems])
    for (const g of s.grams) frequency.set(g, (frequency.get(g) ?? 0) + 1);
  const rarestFirst = (s: Stem) =>
    s.grams.sort((a, b) => frequency.get(a)! - frequency.get(b)! || (a < b ? -1 : 1));
  const prefix = (s: Stem) =>
    s.grams.slice(0, s.grams.length - Math.ceil(threshold * s.grams.length) + 1);
  for (const s of [...fileStems, ...bankStems]) rarestFirst(s);

  const index = (stems: Stem[]) => {
    const postings = new Map<string, number[]>();
    stems.forEach((s, i) => {
      for (const g of prefix(s)) {
        const list = postings.get(g);
        if (list) list.push(i);
        else postings.set(g, [i]);
      }
    });
    return postings;
  };
  const best = (s: Stem, stems: Stem[], postings: Map<string, number[]>, before = Infinity) => {
    const seen = new Set<number>();
    let found: { i: number; similarity: number } | null = null;
    const mine = new Set(s.grams);
    for (const g of prefix(s))
      for (const i of postings.get(g) ?? []) {
        if (i >= before || seen.has(i)) continue;
        seen.add(i);
        const other = stems[i]!;
        const sim = other.text === s.text ? 1 : similarity(mine, new Set(other.grams));
        if (sim >= threshold && (!found || sim > found.similarity)) found = { i, similarity: sim };
      }
    return found;
  };

  const bankPostings = index(bankStems);
  const filePostings = index(fileStems);
  const out: { row: number; similarity: number; of: { row: number } | B }[] = [];
  fileStems.forEach((s, i) => {
    if (s.grams.length === 0) return;
    const inBank = best(s, bankStems, bankPostings);
    const inFile = inBank ? null : best(s, fileStems, filePostings, i);
    const row = rows[i]!.row;
    if (inBank) out.push({ row, similarity: inBank.similarity, of: bank[inBank.i]! });
    else if (inFile)
      out.push({ row, similarity: inFile.similarity, of: { row: rows[inFile.i]!.row } });
  });
  return out;
}
