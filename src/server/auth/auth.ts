import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../services/email/mailer';
import { resetPasswordEmail, verificationEmail } from '../services/email/templates';
import {
  ensureAccountRecords,
  type AccountIdentity,
} from '../services/accounts/ensure-account-records';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/constants';
import type { SessionCache } from './session-cache';

/** Header our server sets from the socket address (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-preparena-client-ip';

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
    trustedOrigins: env.trustedOrigins,
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
        '/sign-in/email': { window: env.SIGN_IN_RATE_WINDOW_SECONDS, max: env.SIGN_IN_RATE_LIMIT },
        '/sign-up/email': { window: 60, max: env.SIGN_UP_RATE_LIMIT },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
      },
    },
    advanced: {
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
