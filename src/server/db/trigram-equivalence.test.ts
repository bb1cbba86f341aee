import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { similarity, trigrams } from '../../domain/trigram';

/**
 * The domain's trigram similarity (src/domain/trigram.ts) is PostgreSQL's: pg_trgm on an
 * in-process PGlite (UTF-8, C.UTF-8 ctype) gives the same trigram sets and the same similarity.
 * Here rather than beside the domain module because the domain may not import a database.
 */
let db: PGlite;
beforeAll(async () => {
  db = new PGlite({ extensions: { pg_trgm } });
  await db.exec('create extension pg_trgm');
});
afterAll(() => db?.close());

const pgSimilarity = async (a: string, b: string) =>
  (await db.query<{ s: number }>('select similarity($1, $2) as s', [a, b])).rows[0]!.s;
const pgTrigrams = async (text: string) =>
  (await db.query<{ t: string[] }>('select show_trgm($1) as t', [text])).rows[0]!.t.sort();

/** Realistic pairs of exam question stems, near-duplicates among them. */
const PAIRS: [string, string][] = [
  ['What is the value of x if 2x + 3 = 11?', 'What is the value of x if 2x + 3 = 13?'],
  ['Solve $x^2 - 5x + 6 = 0$.', 'Solve $x^2 - 7x + 12 = 0$.'],
  ['Evaluate $\\int_0^1 x^2\\,dx$.', 'Evaluate $\\int_0^2 x^3\\,dx$.'],
  ['Simplify $\\frac{3}{4} + \\frac{5}{6}$.', 'Simplify 3/4 + 5/6.'],
  ['If $\\log_{10} 2 = 0.3010$, find $\\log_{10} 8$.', 'Given log 2 = 0.3010, find log 8.'],
  [
    'Find the area of a circle of radius 7 cm. (Take π = 22/7)',
    'Find the area of a circle of radius 14 cm (π = 22/7).',
  ],
  [
    'A trader sold a bag of rice for ₦500 and made a profit of 25%. Find the cost price.',
    'A trader sold a bag of rice for ₦600 and made a profit of 25%. Find the cost price.',
  ],
  [
    'Ade saved ₦1,250.50 in January and ₦2,000 in February.',
    'Ade saved N1250.50 in January and N2000 in February.',
  ],
  [
    'The sum of ₦5,000 is shared between Musa and Bola in the ratio 2:3.',
    'The sum of ₦6,000 is shared between Musa and Bola in the ratio 3:2.',
  ],
  ['What is the IUPAC name of CH3CH2OH?', 'What is the IUPAC name of CH3COOH?'],
  ['Which of the following is an alkali metal?', 'Which of the following is NOT an alkali metal?'],
  ['2,2-dimethylpropane is an isomer of', '2-methylbutane is an isomer of'],
  [
    'Sodium chloride (NaCl) dissolves in water because',
    'Potassium chloride (KCl) dissolves in water because',
  ],
  ['The electronic configuration of ₁₁Na is', 'The electronic configuration of Na⁺ is'],
  [
    "Choose the option nearest in meaning to the word in italics: The boy's behaviour was 'exemplary'.",
    "Choose the option opposite in meaning to the word in italics: The girl's behaviour was 'exemplary'.",
  ],
  [
    "Chinua Achebe's 'Things Fall Apart' was published in",
    'Things Fall Apart by Chinua Achebe was first published in',
  ],
  [
    "Which of these words has the same vowel sound as 'seat'?",
    'Which of these words has a different vowel sound from "seat"?',
  ],
  [
    'He said, "I\'ll come tomorrow" — report the sentence.',
    'He said that he would come the next day.',
  ],
  ['The capital of Nigeria is ___.', 'The capital of Nigeria before 1991 was ___.'],
  ['In what year did Nigeria gain independence?', 'In which year did Nigeria become a republic?'],
  ['Photosynthesis takes place in the', 'Respiration takes place in the'],
  [
    'A body of mass 5 kg moves with velocity 10 m/s. Find its kinetic energy.',
    'A body of mass 5kg moves with velocity 10m/s; find its momentum.',
  ],
  ['The café sold crème brûlée for €4.', 'The cafe sold creme brulee for 4 euros.'],
  ['Naïve Bayes — ÉCOLE Polytechnique, São Tomé', 'naive bayes ecole polytechnique sao tome'],
  ['ΣF = ma; find α when ω = 2 rad/s', 'Find α when ω = 3 rad/s and ΣF = ma'],
  ['Ọ̀rọ̀ Yorùbá: ẹ kú àárọ̀', 'Ẹ kú ìrọ̀lẹ́ — Yorùbá greetings'],
  ['İstanbul and STRASSE or straße', 'istanbul and strasse'],
  ['x² + y² = r², ½ of 10, 3 × 4 ÷ 2 ≥ 5', 'x2 + y2 = r2, 1/2 of 10, 3 x 4 / 2 >= 5'],
  ['', 'Anything at all'],
  ['???', '...'],
  ['Same question twice.', 'Same question twice.'],
];

describe('domain trigram similarity = PostgreSQL pg_trgm', () => {
  it('similarity() agrees to within 1e-6 on realistic question stems', async () => {
    for (const [a, b] of PAIRS) {
      const expected = await pgSimilarity(a, b);
      expect(similarity(a, b), `${a} | ${b}`).toBeCloseTo(expected, 6);
      expect(Math.abs(similarity(a, b) - expected), `${a} | ${b}`).toBeLessThan(1e-6);
    }
  });

  it('trigrams() is show_trgm(), hashed non-ASCII trigrams included', async () => {
    for (const text of [
      'What is the value of x if 2x + 3 = 11?',
      "The boy's behaviour was 'exemplary'.",
      '₦500 and $x^2$',
      'café crème brûlée, São Tomé',
      'ΣF = ma; α ω',
      'İstanbul straße ½ x² ٣',
      'Ọ̀rọ̀ Yorùbá: ẹ kú àárọ̀',
    ])
      expect([...trigrams(text)].sort(), text).toEqual(await pgTrigrams(text));
  });

  it('agrees on seeded random text mixing ASCII, accents, Greek, CJK, symbols and marks', async () => {
    const alphabet = [
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789     ',
      ...',.;:\'"!?()[]{}$^_\\-+=*/%&#@~`|<>',
      ...'éÉèçñÑüÜößøÅæŒαβγΔΣσςπΩжЖщ日本語テスト한국어₦€£¥°²³½√∞≤≥×÷ǅİıﬁ٣ⅷ①Ⓐ',
      ...'\u0301\u00a0\u2009—–“”‘’…กไ्अ𝑥😀𐐀Ǳẹọ̀',
    ];
    let seed = 2024;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const text = () =>
      Array.from(
        { length: Math.floor(random() * 40) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
    for (let i = 0; i < 300; i++) {
      const a = text();
      const b = random() < 0.5 ? text() : a.slice(0, Math.floor(random() * a.length)) + text();
      const { rows } = await db.query<{ t: string[]; s: number }>(
        'select show_trgm($1) as t, similarity($1, $2) as s',
        [a, b],
      );
      expect([...trigrams(a)].sort(), a).toEqual(rows[0]!.t.sort());
      expect(Math.abs(similarity(a, b) - rows[0]!.s), `${a} | ${b}`).toBeLessThan(1e-6);
    }
  });
});
