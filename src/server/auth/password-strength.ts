import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * Weak passwords are refused at sign-up and reset by how guessable they are (ADR 0016, amended):
 * zxcvbn-ts estimates the guesses an attacker needs, with its dictionaries (leaked passwords,
 * English words, names, Wikipedia) plus words this product makes likely — its name, the exams,
 * the country — and the user's own e-mail and name. A password an attacker would find in
 * fewer than 10^6 guesses (zxcvbn score below 2) is refused.
 */
export const MIN_SCORE = 2;
export const MAX_JUDGED = 32;
export const L33T_MAX = 8;

/** Words every PrepArena user is likely to build a password from. */
export const PRODUCT_WORDS = [
  'preparena',
  'prep',
  'arena',
  'jamb',
  'utme',
  'waec',
  'neco',
  'ssce',
  'gce',
  'nigeria',
  'naija',
  'lagos',
  'abuja',
  'student',
  'exam',
  'exams',
  'school',
];

let factory: Promise<ZxcvbnFactory> | null = null;

/** The estimator, built on first use (its dictionaries are a few MB: not loaded at start). */
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, userInputs: PRODUCT_WORDS },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      // zxcvbn's matching grows steeply with length (a 128-character password took seconds on
      // the event loop): judge the first MAX_JUDGED characters; longer is only stronger.
      maxLength: MAX_JUDGED,
      l33tMaxSubstitutions: L33T_MAX,
    });
  })();
  return factory;
}

/** The words of an e-mail and a name a password might be built from (`ada.obi@x.ng` → ada, obi). */
export function contextWords(...texts: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const lower = text.toLowerCase();
    const local = lower.split('@')[0] ?? lower;
    if (local.length >= 3) words.add(local);
    for (const part of lower.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** Whether `password` is too easy to guess for a user described by `context` words. */
export async function isWeakPassword(password: string, context: string[] = []): Promise<boolean> {
  const result = (await estimator()).check(password, context);
  return result.score < MIN_SCORE;
}
