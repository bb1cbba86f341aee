import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { acceptedOrigins } from '../lib/accepted-origins';
import type { Mailer } from '../services/email/mailer';
import { resetPasswordEmail, verificationEmail } from '../services/email/templates';
import {
  ensureAccountRecords,
  type AccountIdentity,
} from '../services/accounts/ensure-account-records';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/constants';
import type { SessionCache } from './session-cache';
import type { ThrottleRule } from './throttle';
import { SIGN_IN_THROTTLE, type SignInThrottleRules } from '../../domain/sign-in-throttle';

/** Header our server sets from the socket address (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-preparena-client-ip';

/** Verification e-mails on request (the "Resend" button): per e-mail and per address. */
export const VERIFICATION_RESEND_WINDOW_SECONDS = 10 * 60;
export const VERIFICATION_RESENDS_PER_ACCOUNT = 3;
export const VERIFICATION_RESENDS_PER_ADDRESS = 10;

/** Reset e-mails on request ("Forgot password"): per e-mail, as verification resends are. */
export const PASSWORD_RESETS_PER_ACCOUNT = 3;
export const PASSWORD_RESET_WINDOW_SECONDS = 10 * 60;

/**
 * Limits per account (the e-mail in the body), whatever address the requests come from, so that
 * one account's limit never blocks another account behind the same address (a carrier's NAT, a
 * school's proxy), and one address cannot flood one inbox. Their windows are no longer than the
 * longest per-address rule below, which keeps Better Auth's pruning of the shared table from
 * ending them early.
 */
export function accountThrottleRules() {
  return {
    '/send-verification-email': {
      max: VERIFICATION_RESENDS_PER_ACCOUNT,
      windowSeconds: VERIFICATION_RESEND_WINDOW_SECONDS,
    },
    '/request-password-reset': {
      max: PASSWORD_RESETS_PER_ACCOUNT,
      windowSeconds: PASSWORD_RESET_WINDOW_SECONDS,
    },
  } satisfies Record<string, ThrottleRule>;
}

/** Password guessing (ADR 0015): the per-address numbers come from the environment. */
export function signInThrottleRules(env: Env): SignInThrottleRules {
  return {
    ...SIGN_IN_THROTTLE,
    perAddress: env.SIGN_IN_RATE_LIMIT,
    addressWindowSeconds: env.SIGN_IN_RATE_WINDOW_SECONDS,
  };
}

export type AuthDeps = {
  sessions: SessionCache;
  env: Env;
  db: Db;
  mailer: Mailer;
  log: Logger;
  secret: string;
};

export function createAuth({ env, db, mailer, log, secret, sessions }: AuthDeps) {
  const ensure = (account: AccountIdentity) =>
    ensureAccountRecords({
      ctx: { db, now: new Date() },
      input: { ...account, adminEmails: env.adminEmails },
    });
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            // Spec §7: offline access and forced consent.
            accessType: 'offline' as const,
            prompt: 'consent' as const,
          },
        }
      : {};

  return betterAuth({
    appName: 'PrepArena',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret,
    // The same list as our API's origin check (outside production, localhost = 127.0.0.1).
    trustedOrigins: acceptedOrigins(env),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user: u, url }) => {
        await mailer.send(resetPasswordEmail(u.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send(verificationEmail(u.email, u.name || u.email, url));
      },
    },
    socialProviders: google,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        // Per client address (as auth.index.ts resolves it), whatever the accounts. The
        // per-account limits are ours: sign-in guessing in sign_in_throttle (ADR 0015), resends
        // and resets in this table (accountThrottleRules).
        '/sign-in/email': {
          window: env.SIGN_IN_RATE_WINDOW_SECONDS,
          max: env.SIGN_IN_ADDRESS_RATE_LIMIT,
        },
        '/sign-up/email': { window: 60, max: env.SIGN_UP_RATE_LIMIT },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': {
          window: VERIFICATION_RESEND_WINDOW_SECONDS,
          max: VERIFICATION_RESENDS_PER_ADDRESS,
        },
      },
    },
    advanced: {
      // Better Auth skips its origin check when it sees a test runner; tests check the real one.
      disableOriginCheck: false,
      useSecureCookies: env.appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (u) => {
            await ensure({ userId: u.id, email: u.email, name: u.name });
          },
        },
      },
      session: {
        delete: {
          // Sign-out and revocation end a cached session at once.
          after: async (s) => {
            sessions.dropToken(s.token);
          },
        },
        create: {
          // Repairs a missing profile, role or starter progress on every sign-in (spec §4).
          after: async (s) => {
            const [row] = await db.query.user.findMany({
              where: (t, { eq }) => eq(t.id, s.userId),
              limit: 1,
            });
            if (row) await ensure({ userId: row.id, email: row.email, name: row.name });
            else log.warn(`session created for unknown user ${s.userId}`);
          },
        },
      },
    },
    telemetry: { enabled: false },
    // Better Auth's messages go through our logger, so LOG_LEVEL governs them too.
    logger: {
      level: 'debug',
      log: (level, message, ...args) => log[level](`[auth] ${message}`, ...args),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
