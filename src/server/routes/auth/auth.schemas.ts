import * as z from 'zod/mini';
import { signInSchema, signUpSchema, resetRequestSchema } from '../../../domain/auth-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { AUTH_MESSAGES } from '../../../domain/auth-rules';

const callbackURL = z.optional(z.string().check(z.maxLength(2048)));

/**
 * Request bodies of the Better Auth endpoints our web app uses, one typed route each in
 * auth.index.ts. Only the fields we check are listed; Better Auth gets the body as it was sent.
 * How guessable a new password is, is checked after these (auth.index.ts, ADR 0016).
 */
export const authSchemas = {
  signUpEmail: z.object({
    name: signUpSchema.shape.fullName,
    email: signUpSchema.shape.email,
    password: signUpSchema.shape.password,
    callbackURL,
    rememberMe: z.optional(z.boolean()),
  }),
  signInEmail: z.object({
    email: signInSchema.shape.email,
    password: signInSchema.shape.password,
    callbackURL,
    rememberMe: z.optional(z.boolean()),
  }),
  signInSocial: z.object({
    provider: z.string().check(z.minLength(1), z.maxLength(64)),
    callbackURL,
  }),
  signOut: z.object({}),
  requestPasswordReset: z.object({
    email: resetRequestSchema.shape.email,
    redirectTo: callbackURL,
  }),
  resetPassword: z.object({
    token: z.string().check(z.minLength(1, 'The reset link is invalid or has expired.')),
    newPassword: z
      .string(AUTH_MESSAGES.passwordRequired)
      .check(
        z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
        z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
      ),
  }),
  sendVerificationEmail: z.object({
    email: signInSchema.shape.email,
    callbackURL,
  }),
};
