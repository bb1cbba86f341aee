import * as z from 'zod/mini';
import { signInSchema, signUpSchema, resetRequestSchema } from '../../../domain/auth-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/constants';
import { AUTH_MESSAGES } from '../../../domain/auth-rules';

const callbackURL = z.optional(z.string().check(z.maxLength(2048)));

/** Request bodies of the Better Auth endpoints our web app uses, keyed by path. */
export const authEdgeSchemas: Record<string, z.ZodMiniType> = {
  '/sign-up/email': z.object({
    name: signUpSchema.shape.fullName,
    email: signUpSchema.shape.email,
    password: signUpSchema.shape.password,
    callbackURL,
    rememberMe: z.optional(z.boolean()),
  }),
  '/sign-in/email': z.object({
    email: signInSchema.shape.email,
    password: signInSchema.shape.password,
    callbackURL,
    rememberMe: z.optional(z.boolean()),
  }),
  '/request-password-reset': z.object({
    email: resetRequestSchema.shape.email,
    redirectTo: callbackURL,
  }),
  '/reset-password': z.object({
    token: z.string().check(z.minLength(1, 'The reset link is invalid or has expired.')),
    newPassword: z
      .string(AUTH_MESSAGES.passwordRequired)
      .check(
        z.minLength(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
        z.maxLength(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
      ),
  }),
  '/send-verification-email': z.object({
    email: signInSchema.shape.email,
    callbackURL,
  }),
};
