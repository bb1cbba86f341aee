import * as z from 'zod/mini';
import { FULL_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { trimmedText } from './text-rules';

/** Form and API rules for the public auth screens. Messages are the ones users see. */
export const AUTH_MESSAGES = {
  fullNameRequired: 'Full name is required.',
  fullNameTooLong: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDoNotMatch: 'Passwords do not match.',
  /** A new password an attacker would guess quickly (ADR 0016): checked on the server only. */
  passwordTooWeak:
    'This password is too common and easy to guess. Please choose a less common one.',
} as const;

const email = z
  .string(AUTH_MESSAGES.emailRequired)
  .check(
    z.trim(),
    z.minLength(1, AUTH_MESSAGES.emailRequired),
    z.maxLength(254, AUTH_MESSAGES.emailInvalid),
    z.email(AUTH_MESSAGES.emailInvalid),
  );

const newPassword = z
  .string(AUTH_MESSAGES.passwordRequired)
  .check(
    z.minLength(1, AUTH_MESSAGES.passwordRequired),
    z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  );

export const signUpSchema = z.object({
  fullName: trimmedText('Full name', {
    required: AUTH_MESSAGES.fullNameRequired,
    tooLong: AUTH_MESSAGES.fullNameTooLong,
    max: FULL_NAME_MAX_LENGTH,
  }),
  email,
  password: newPassword,
});

export const signInSchema = z.object({
  email,
  password: z
    .string(AUTH_MESSAGES.passwordRequired)
    .check(
      z.minLength(1, AUTH_MESSAGES.passwordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    ),
});

export const resetRequestSchema = z.object({ email });

export const updatePasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
  );

/** The part of an e-mail address before the @ — the default full name and display name. */
export function emailLocalPart(email: string): string {
  return email.split('@')[0] ?? email;
}

/** Up to two upper-case letters for the avatar (spec: first two letters of the e-mail). */
export function avatarInitials(email: string): string {
  return (
    emailLocalPart(email)
      .replace(/[^a-z0-9]/gi, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

/**
 * The name the profile shows (ADR 0019): the stored full name, or the e-mail's local part (the
 * spec's display name) when none is stored.
 */
export function displayName(fullName: string | null | undefined, email: string): string {
  return fullName?.trim() || emailLocalPart(email);
}

/**
 * Avatar initials from the full name: the first letters of its first and last words, or the
 * first two letters of a one-word name; the e-mail's (avatarInitials) without a name.
 */
export function nameInitials(fullName: string | null | undefined, email: string): string {
  const words = (fullName ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const first = words[0];
  if (!first) return avatarInitials(email);
  const last = words.length > 1 ? words[words.length - 1]! : undefined;
  const letters = last ? [...first][0]! + [...last][0]! : [...first].slice(0, 2).join('');
  return letters.toUpperCase();
}

/** First message per field, for forms. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
