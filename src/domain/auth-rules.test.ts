import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AUTH_MESSAGES,
  avatarInitials,
  displayName,
  emailLocalPart,
  nameInitials,
  fieldErrors,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  updatePasswordSchema,
} from './auth-rules';

/** The first message per field, or {} when the input is valid. */
function errorsOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const M = AUTH_MESSAGES;
const ok = { fullName: 'Ada Obi', email: 'ada@example.com', password: 'long-enough' };

describe('AUTH_MESSAGES', () => {
  it('are the texts users see (password minimum 8: docs/decisions/0003)', () => {
    expect(M).toEqual({
      fullNameRequired: 'Full name is required.',
      fullNameTooLong: 'Full name must be at most 100 characters.',
      emailRequired: 'Email is required.',
      emailInvalid: 'Please enter a valid email address.',
      passwordRequired: 'Password is required.',
      passwordTooShort: 'Password must be at least 8 characters.',
      passwordTooLong: 'Password must be at most 128 characters.',
      passwordsDoNotMatch: 'Passwords do not match.',
      passwordTooWeak:
        'This password is too common and easy to guess. Please choose a less common one.',
    });
  });
});

describe('signUpSchema', () => {
  it('accepts a valid form and trims name and e-mail', () => {
    const parsed = signUpSchema.parse({
      ...ok,
      fullName: '  Ada Obi ',
      email: ' ada@example.com ',
    });
    expect(parsed).toEqual(ok);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'missing everything',
      {},
      { fullName: M.fullNameRequired, email: M.emailRequired, password: M.passwordRequired },
    ],
    ['blank name', { ...ok, fullName: '   ' }, { fullName: M.fullNameRequired }],
    ['long name', { ...ok, fullName: 'x'.repeat(101) }, { fullName: M.fullNameTooLong }],
    ['empty e-mail', { ...ok, email: '' }, { email: M.emailRequired }],
    ['malformed e-mail', { ...ok, email: 'ada.example.com' }, { email: M.emailInvalid }],
    ['e-mail without domain', { ...ok, email: 'ada@' }, { email: M.emailInvalid }],
    ['over-long e-mail', { ...ok, email: `${'a'.repeat(250)}@x.co` }, { email: M.emailInvalid }],
    ['empty password', { ...ok, password: '' }, { password: M.passwordRequired }],
    ['7-character password', { ...ok, password: '1234567' }, { password: M.passwordTooShort }],
    [
      '129-character password',
      { ...ok, password: 'p'.repeat(129) },
      { password: M.passwordTooLong },
    ],
  ])('%s', (_label, input, expected) => {
    expect(errorsOf(signUpSchema, input)).toEqual(expected);
  });

  it('accepts exactly 8 and exactly 128 characters, and a 100-character name', () => {
    expect(errorsOf(signUpSchema, { ...ok, password: '12345678' })).toEqual({});
    expect(errorsOf(signUpSchema, { ...ok, password: 'p'.repeat(128) })).toEqual({});
    expect(errorsOf(signUpSchema, { ...ok, fullName: 'x'.repeat(100) })).toEqual({});
  });
});

describe('signInSchema', () => {
  it('does not apply the new-password minimum to sign-in', () => {
    expect(errorsOf(signInSchema, { email: 'ada@example.com', password: 'x' })).toEqual({});
  });
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing everything', {}, { email: M.emailRequired, password: M.passwordRequired }],
    [
      'empty password',
      { email: 'ada@example.com', password: '' },
      { password: M.passwordRequired },
    ],
    ['malformed e-mail', { email: 'ada', password: 'x' }, { email: M.emailInvalid }],
    [
      '129-character password',
      { email: 'ada@example.com', password: 'p'.repeat(129) },
      { password: M.passwordTooLong },
    ],
  ])('%s', (_label, input, expected) => {
    expect(errorsOf(signInSchema, input)).toEqual(expected);
  });
});

describe('resetRequestSchema', () => {
  it('needs a valid e-mail', () => {
    expect(errorsOf(resetRequestSchema, {})).toEqual({ email: M.emailRequired });
    expect(errorsOf(resetRequestSchema, { email: '  ' })).toEqual({ email: M.emailRequired });
    expect(errorsOf(resetRequestSchema, { email: 'nope' })).toEqual({ email: M.emailInvalid });
    expect(errorsOf(resetRequestSchema, { email: 'ada@example.com' })).toEqual({});
  });
});

describe('updatePasswordSchema', () => {
  it('needs a long enough password typed twice', () => {
    expect(
      errorsOf(updatePasswordSchema, { password: 'long-enough', confirmPassword: 'long-enough' }),
    ).toEqual({});
    expect(
      errorsOf(updatePasswordSchema, { password: 'long-enough', confirmPassword: 'long-enougH' }),
    ).toEqual({
      confirmPassword: M.passwordsDoNotMatch,
    });
    expect(
      errorsOf(updatePasswordSchema, { password: 'short', confirmPassword: 'short' }),
    ).toMatchObject({
      password: M.passwordTooShort,
    });
    expect(errorsOf(updatePasswordSchema, { password: '', confirmPassword: '' })).toMatchObject({
      password: M.passwordRequired,
    });
  });
});

describe('emailLocalPart', () => {
  it.each([
    ['ada.obi@example.com', 'ada.obi'],
    ['Ada@Example.com', 'Ada'],
    ['no-at-sign', 'no-at-sign'],
    ['@example.com', ''],
  ])('%s → %j', (email, local) => {
    expect(emailLocalPart(email)).toBe(local);
  });
});

describe('avatarInitials', () => {
  it.each([
    ['ada.obi@example.com', 'AD'],
    ['a.b@example.com', 'AB'],
    ['x@example.com', 'X'],
    ['9lives@example.com', '9L'],
    ['_.-@example.com', '?'],
    ['@example.com', '?'],
  ])('%s → %s', (email, initials) => {
    expect(avatarInitials(email)).toBe(initials);
  });
});

describe('displayName', () => {
  it('is the stored full name, else the e-mail local part', () => {
    expect(displayName('Ada Obi', 'x@example.com')).toBe('Ada Obi');
    expect(displayName('  Ada Obi ', 'x@example.com')).toBe('Ada Obi');
    expect(displayName('', 'ada.obi@example.com')).toBe('ada.obi');
    expect(displayName('   ', 'ada.obi@example.com')).toBe('ada.obi');
    expect(displayName(null, 'ada.obi@example.com')).toBe('ada.obi');
  });
});

describe('nameInitials', () => {
  it.each([
    ['Ada Obi', 'AO'],
    ['ada chioma obi', 'AO'],
    ['Chinedu', 'CH'],
    ['Ọlá Adé', 'ỌA'],
    ['  (Ada)  Obi ', 'AO'],
    ['Ó', 'Ó'],
  ])('%s → %s', (name, initials) => {
    expect(nameInitials(name, 'zz@example.com')).toBe(initials);
  });

  it('falls back to the e-mail initials without a usable name', () => {
    expect(nameInitials('', 'ada.obi@example.com')).toBe('AD');
    expect(nameInitials(' - ', 'ada.obi@example.com')).toBe('AD');
    expect(nameInitials(undefined, '@example.com')).toBe('?');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field and files path-less issues under "form"', () => {
    const schema = z.string().check(z.minLength(3, 'too short'), z.regex(/^\d+$/, 'digits only'));
    const result = schema.safeParse('a');
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ form: 'too short' });
  });
});
