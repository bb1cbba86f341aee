import { isReadyLevel, readyThreshold } from './availability';
import { FREE_MAX_LEVEL } from './constants';
import { normalisedQuestionText } from './question-text';
import { PASSAGE_QUESTIONS, passageKey } from './passages';
import { OPTION_KEYS, type Difficulty } from './questions';
import type { QuestionDraft } from './question-rules';
import { NEAR_DUPLICATE_SIMILARITY, similarity, trigrams } from './trigram';

/**
 * The question bank's checks (issue 20 item 5, ADR 0032), pure: `npm run content:check` feeds them
 * the rows of content/ and prints their table; each breach is one line. The same limits hold for
 * every subject so a student can never do better than chance by reading option lengths or letters.
 */

/** A bank row: the upload draft, where it came from, and what it serves. */
export type BankRow = QuestionDraft & { where: string };

export const BANK_LIMITS = {
  /** Share of a subject's questions whose key is the strictly longest option. */
  keyLongest: { min: 0.2, max: 0.3 },
  /** …and the strictly shortest. */
  keyShortestMax: 0.35,
  /** The same cue among questions whose four options are all worded phrases. */
  phraseKeyLongest: { min: 0.15, max: 0.35 },
  /** Share of a subject's keys on each letter A–D. */
  keyLetter: { min: 0.2, max: 0.3 },
  /** Within a level, a letter's count may differ from a quarter of the level by this much. */
  levelLetterSlack: 3,
  /** Difficulty shares of a level may stray this far from the ramp (in points). */
  rampSlack: 0.12,
} as const;

/**
 * The difficulty ramp (ADR 0032): the share of easy / medium / hard questions a level aims at,
 * rising with the level; from level 10 on the level-10 mix holds.
 */
export const DIFFICULTY_RAMP: Record<number, Record<Difficulty, number>> = {
  1: { easy: 0.6, medium: 0.4, hard: 0 },
  2: { easy: 0.5, medium: 0.45, hard: 0.05 },
  3: { easy: 0.4, medium: 0.5, hard: 0.1 },
  4: { easy: 0.3, medium: 0.55, hard: 0.15 },
  5: { easy: 0.25, medium: 0.55, hard: 0.2 },
  6: { easy: 0.2, medium: 0.55, hard: 0.25 },
  7: { easy: 0.15, medium: 0.55, hard: 0.3 },
  8: { easy: 0.1, medium: 0.55, hard: 0.35 },
  9: { easy: 0.1, medium: 0.5, hard: 0.4 },
  10: { easy: 0.05, medium: 0.5, hard: 0.45 },
};
export const rampOf = (level: number) => DIFFICULTY_RAMP[Math.min(level, 10)]!;

const longest = (r: BankRow) =>
  OPTION_KEYS.every(
    (k) =>
      k === r.correctAnswer ||
      r.options[k].trim().length < r.options[r.correctAnswer].trim().length,
  );
const shortest = (r: BankRow) =>
  OPTION_KEYS.every(
    (k) =>
      k === r.correctAnswer ||
      r.options[k].trim().length > r.options[r.correctAnswer].trim().length,
  );
const isPhrase = (o: string) => !o.includes('$') && /\p{L}{2,}\s+\p{L}{2,}/u.test(o);
const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;

export type CueStats = {
  questions: number;
  keyLongest: number;
  keyShortest: number;
  phraseQuestions: number;
  phraseKeyLongest: number;
  letters: Record<string, number>;
};

/** Length-cue and key-letter shares of a subject's questions. */
export function cueStats(rows: readonly BankRow[]): CueStats {
  const n = rows.length || 1;
  const phrase = rows.filter((r) => OPTION_KEYS.every((k) => isPhrase(r.options[k])));
  return {
    questions: rows.length,
    keyLongest: rows.filter(longest).length / n,
    keyShortest: rows.filter(shortest).length / n,
    phraseQuestions: phrase.length,
    phraseKeyLongest: phrase.length ? phrase.filter(longest).length / phrase.length : 0,
    letters: Object.fromEntries(
      OPTION_KEYS.map((k) => [k, rows.filter((r) => r.correctAnswer === k).length / n]),
    ),
  };
}

/** Breaches of the cue and key-letter limits in one subject. */
export function cueBreaches(subject: string, rows: readonly BankRow[]): string[] {
  if (rows.length === 0) return [];
  const s = cueStats(rows);
  const L = BANK_LIMITS;
  const out: string[] = [];
  if (s.keyLongest < L.keyLongest.min || s.keyLongest > L.keyLongest.max)
    out.push(
      `${subject}: the key is the strictly longest option in ${pct(s.keyLongest)} (allowed 20–30 %)`,
    );
  if (s.keyShortest > L.keyShortestMax)
    out.push(
      `${subject}: the key is the strictly shortest option in ${pct(s.keyShortest)} (at most 35 %)`,
    );
  if (
    s.phraseQuestions >= 20 &&
    (s.phraseKeyLongest < L.phraseKeyLongest.min || s.phraseKeyLongest > L.phraseKeyLongest.max)
  )
    out.push(
      `${subject}: among word options the key is the strictly longest in ${pct(s.phraseKeyLongest)} (allowed 15–35 %)`,
    );
  for (const [k, share] of Object.entries(s.letters))
    if (share < L.keyLetter.min || share > L.keyLetter.max)
      out.push(`${subject}: key ${k} in ${pct(share)} of questions (allowed 20–30 %)`);
  const levels = [...new Set(rows.map((r) => r.level))].sort((a, b) => a - b);
  for (const level of levels) {
    const at = rows.filter((r) => r.level === level);
    const counts = OPTION_KEYS.map((k) => at.filter((r) => r.correctAnswer === k).length);
    if (counts.some((c) => Math.abs(c - at.length / 4) > L.levelLetterSlack))
      out.push(`${subject} level ${level}: keys A–D ${counts.join('/')}`);
  }
  return out;
}

/** A level's difficulty shares against the ramp (levels of at least 20 questions). */
export function rampBreaches(subject: string, rows: readonly BankRow[]): string[] {
  const out: string[] = [];
  for (const level of [...new Set(rows.map((r) => r.level))].sort((a, b) => a - b)) {
    const at = rows.filter((r) => r.level === level);
    if (at.length < 20) continue;
    const ramp = rampOf(level);
    for (const d of ['easy', 'medium', 'hard'] as const) {
      const share = at.filter((r) => r.difficulty === d).length / at.length;
      if (Math.abs(share - ramp[d]) > BANK_LIMITS.rampSlack + 1e-9)
        out.push(`${subject} level ${level}: ${pct(share)} ${d} (ramp ${pct(ramp[d])} ± 12)`);
    }
  }
  return out;
}

/** Exact and near-duplicate stems within a subject (a passage's questions among themselves). */
export function duplicateBreaches(subject: string, rows: readonly BankRow[]): string[] {
  const groups = new Map<string, BankRow[]>();
  for (const r of rows) {
    const key = r.passage ? passageKey(r.passage) : '';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const out: string[] = [];
  for (const group of groups.values()) {
    const stems = group.map((r) => {
      const text = normalisedQuestionText(r.questionText);
      return { r, text, grams: trigrams(text) };
    });
    for (let i = 0; i < stems.length; i++)
      for (let j = i + 1; j < stems.length; j++) {
        const a = stems[i]!;
        const b = stems[j]!;
        const sim = a.text === b.text ? 1 : similarity(a.grams, b.grams);
        if (sim >= NEAR_DUPLICATE_SIMILARITY)
          out.push(`${subject}: ${a.r.where} ~ ${b.r.where} (similarity ${sim.toFixed(2)})`);
      }
  }
  return out;
}

/** Syllabus topics of one subject per exam (lower-cased names). */
export type Syllabus = ReadonlyMap<string, ReadonlySet<string>>;

/** Every exam a row lists must have its topic in its syllabus; exam_name is the row's first exam. */
export function syllabusBreaches(
  subject: string,
  rows: readonly BankRow[],
  syllabus: Syllabus,
): string[] {
  const out: string[] = [];
  for (const r of rows)
    for (const exam of r.exams ?? [r.examType]) {
      const topics = syllabus.get(exam);
      if (!topics || !topics.has(r.topic.toLowerCase()))
        out.push(
          `${subject}: ${r.where} topic "${r.topic}" is not in the ${exam.toUpperCase()} syllabus`,
        );
    }
  return out;
}

/** Passages with 4–6 questions. */
export function passageBreaches(subject: string, rows: readonly BankRow[]): string[] {
  const count = new Map<string, { n: number; at: string }>();
  for (const r of rows)
    if (r.passage) {
      const c = count.get(passageKey(r.passage)) ?? { n: 0, at: r.where };
      c.n++;
      count.set(passageKey(r.passage), c);
    }
  return [...count.values()]
    .filter(({ n }) => n < PASSAGE_QUESTIONS.min || n > PASSAGE_QUESTIONS.max)
    .map(({ n, at }) => `${subject}: the passage at ${at} has ${n} questions (4–6)`);
}

/** What one exam serves at one level of a subject, and whether that makes the level ready. */
export type LevelCount = {
  exam: string;
  level: number;
  served: number;
  drawSize: number;
  threshold: number;
  ready: boolean;
};

/**
 * Per exam and level: the questions served (listed for the exam, topic in its syllabus) and the
 * level's draw as the seed sets it (20, or half of what is served, at least `minDraw`).
 */
export function levelCounts(
  rows: readonly BankRow[],
  syllabus: Syllabus,
  exams: readonly string[],
  { fullDraw, minDraw }: { fullDraw: number; minDraw: number },
): LevelCount[] {
  const levels = [...new Set(rows.map((r) => r.level))].sort((a, b) => a - b);
  return exams.flatMap((exam) =>
    levels.map((level) => {
      const served = rows.filter(
        (r) =>
          r.level === level &&
          (r.exams ?? [r.examType]).includes(exam) &&
          !!syllabus.get(exam)?.has(r.topic.toLowerCase()),
      ).length;
      const drawSize = Math.min(fullDraw, Math.max(minDraw, Math.floor(served / 2)));
      return {
        exam,
        level,
        served,
        drawSize,
        threshold: readyThreshold(drawSize),
        ready: isReadyLevel({ servedQuestions: served, drawSize, settingActive: true }),
      };
    }),
  );
}

/**
 * Depth breaches: every level of the bank is ready for every exam; the free levels of a subject
 * the bank fills to level 10 are ready at the full draw (so a retake is at least half new).
 */
export function depthBreaches(
  subject: string,
  counts: readonly LevelCount[],
  fullDraw: number,
): string[] {
  const top = Math.max(0, ...counts.map((c) => c.level));
  return counts.flatMap((c) => {
    if (!c.ready)
      return [
        `${subject} ${c.exam.toUpperCase()} level ${c.level}: ${c.served} questions, fewer than ${c.threshold}`,
      ];
    if (top >= FREE_MAX_LEVEL && c.level <= FREE_MAX_LEVEL && c.drawSize < fullDraw)
      return [
        `${subject} ${c.exam.toUpperCase()} level ${c.level}: ${c.served} questions, fewer than ${readyThreshold(fullDraw)}`,
      ];
    return [];
  });
}
