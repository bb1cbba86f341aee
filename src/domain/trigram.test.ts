import { describe, expect, it } from 'vitest';
import { NEAR_DUPLICATE_SIMILARITY, mostSimilar, similarity, trigrams } from './trigram';

// The equality with PostgreSQL itself (pg_trgm on PGlite) is proven in
// src/server/db/trigram-equivalence.test.ts: the domain may not import a database.

const sorted = (text: string) => [...trigrams(text)].sort();

describe('trigrams (pg_trgm)', () => {
  it('pads each word with two spaces before and one after, lower-cased, as a set', () => {
    expect(sorted('Cat')).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(sorted('a')).toEqual(['  a', ' a ']);
    expect(sorted('cat CAT cat')).toEqual(sorted('cat'));
    expect(trigrams('').size).toBe(0);
    expect(trigrams(' ?!.,$^ ').size).toBe(0);
  });

  it('splits words at anything but letters and digits (apostrophes, LaTeX, ₦, underscores)', () => {
    expect(sorted("it's")).toEqual(sorted('it s'));
    expect(sorted('$x^2$')).toEqual(sorted('x 2'));
    expect(sorted('₦500')).toEqual(['  5', ' 50', '00 ', '500']);
    expect(sorted('a_b')).toEqual(sorted('a b'));
  });

  it('keeps a trigram with a non-ASCII letter as pg_trgm hashes it (values from show_trgm)', () => {
    expect(sorted('é')).toEqual(['0xe69b54', '0xe82c48']);
    expect(sorted('café')).toEqual(['  c', ' ca', '0x544980', '0xef5960', 'caf']);
    // One character at a time, as libc lower-cases: İ is i, a final Σ is σ.
    expect(sorted('İstanbul')).toEqual(sorted('istanbul'));
    expect(sorted('ΣΑΣ')).toEqual(sorted('σασ'));
    // Superscripts, fractions and currency signs are not letters or digits.
    expect(sorted('x² ½ ₦')).toEqual(['  x', ' x ']);
  });
});

describe('similarity (pg_trgm)', () => {
  it('is 1 for the same text, 0 for nothing shared or an empty side', () => {
    expect(similarity('The mole is a unit', 'The mole is a unit')).toBe(1);
    expect(similarity('abc', 'xyz')).toBe(0);
    expect(similarity('', '')).toBe(0);
    expect(similarity('abc', '')).toBe(0);
  });

  it('ignores case and punctuation', () => {
    expect(similarity('What is 2 + 2?', 'what is 2 2')).toBe(1);
    expect(similarity("Ade's book.", 'ADE S BOOK')).toBe(1);
  });

  it('gives the known values: shared over union', () => {
    // {"  a"," ab","abc","bc "} and {"  a"," ab","abd","bd "}: 2 shared of 6.
    expect(similarity('abc', 'abd')).toBeCloseTo(1 / 3, 12);
    expect(similarity('₦500', '₦600')).toBeCloseTo(1 / 7, 12);
    expect(similarity(trigrams('abc'), 'abd')).toBe(similarity('abc', 'abd'));
  });

  it('puts stems that differ in one number above the near-duplicate line, rewordings below', () => {
    const one = 'What is the value of x if 2x + 3 = 11?';
    expect(similarity(one, 'What is the value of x if 2x + 3 = 13?')).toBeGreaterThanOrEqual(
      NEAR_DUPLICATE_SIMILARITY,
    );
    expect(
      similarity(
        'Choose the word nearest in meaning to the underlined word.',
        'Choose the word opposite in meaning to the underlined word.',
      ),
    ).toBeLessThan(NEAR_DUPLICATE_SIMILARITY);
  });
});

describe('mostSimilar', () => {
  const bank = [
    'Which of the following is an alkali metal?',
    'What is the chemical symbol of sodium?',
    'Which gas is produced when zinc reacts with dilute hydrochloric acid?',
    'What is the value of x if 2x + 3 = 11?',
  ].map((text, i) => ({ key: `q${i}`, trigrams: trigrams(text) }));

  it('finds the closest stem of the bank, with its similarity', () => {
    const text = 'What is the value of x if 2x + 3 = 13?';
    expect(mostSimilar(text, bank)).toEqual({
      key: 'q3',
      similarity: similarity(text, bank[3]!.trigrams),
    });
    expect(mostSimilar('Which of these is an alkali metal?', bank)?.key).toBe('q0');
  });

  it('answers null for an empty pool, no shared trigram, or nothing at the threshold', () => {
    expect(mostSimilar('anything', [])).toBeNull();
    expect(mostSimilar('Yuj 9', bank)).toBeNull();
    expect(mostSimilar('', bank)).toBeNull();
    expect(
      mostSimilar('What is the symbol of potassium?', bank, NEAR_DUPLICATE_SIMILARITY),
    ).toBeNull();
  });

  it('keeps the first of equally similar stems', () => {
    const twins = ['a', 'b'].map((key) => ({ key, trigrams: trigrams('The same stem') }));
    expect(mostSimilar('The same stem', twins)).toEqual({ key: 'a', similarity: 1 });
  });

  it('gives what comparing with every stem gives, with or without the size pruning', () => {
    // A seeded bank of stems built from a small vocabulary, so that many overlap.
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const words = 'the of x value find is what 2 3 11 ₦500 mole acid metal sum area'.split(' ');
    const stem = () =>
      Array.from({ length: 3 + Math.floor(random() * 8) }, () => words[Math.floor(random() * 16)])
        .join(' ')
        .concat('?');
    const pool = Array.from({ length: 400 }, (_, i) => ({
      key: `s${i}`,
      trigrams: trigrams(stem()),
    }));
    for (let n = 0; n < 60; n++) {
      const text = stem();
      const scores = pool.map((p) => ({ key: p.key, similarity: similarity(text, p.trigrams) }));
      for (const atLeast of [0, 0.5, NEAR_DUPLICATE_SIMILARITY]) {
        const top = Math.max(...scores.map((s) => s.similarity));
        const expected =
          top > 0 && top >= atLeast ? scores.find((s) => s.similarity === top)! : null;
        expect(mostSimilar(text, pool, atLeast)).toEqual(expected);
      }
    }
  });
});
