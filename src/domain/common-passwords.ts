import * as z from 'zod/mini';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.data';

/**
 * Common passwords are refused at sign-up and reset (ADR 0016). Server-only: the list is ~33 KB,
 * so the web forms never import this module and show the server's message instead (ADR 0005).
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';

let common: Set<string> | null = null;

/** Whether `password` is on the shipped list of common passwords, ignoring case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/** A zod check for a new password: not a common one. */
export const notCommonPassword = () =>
  z.refine<string>((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);
