import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword, notCommonPassword } from './common-passwords';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';
import { PASSWORD_MIN_LENGTH } from './constants';

describe('common passwords', () => {
  it('knows the usual ones, in any letter case', () => {
    for (const p of ['password', '12345678', 'PASSWORD', 'Password1', 'iloveyou', 'QwErTyUiOp'])
      expect(isCommonPassword(p), p).toBe(true);
  });

  it('lets an uncommon password through', () => {
    for (const p of ['ogbono-soup-42', 'correct-horse', 'long-enough', 'password ', 'passwordx9q'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('ships only lower-case entries of at least the minimum length, a few thousand', () => {
    const words = COMMON_PASSWORDS_TEXT.split('\n');
    expect(words.length).toBeGreaterThan(3000);
    expect(words.length).toBeLessThanOrEqual(10_000);
    expect(new Set(words).size).toBe(words.length);
    for (const w of words) {
      expect(w.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(w).toBe(w.toLowerCase());
    }
  });

  it('notCommonPassword gives the message users see', () => {
    const schema = z.string().check(notCommonPassword());
    expect(z.safeParse(schema, 'Password').error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(z.safeParse(schema, 'ogbono-soup-42').success).toBe(true);
  });
});
