import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Everything else receives an `Env`. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used in e-mailed links and as Better Auth's base URL. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  TRUSTED_ORIGINS: z.string().default(''),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('PrepArena <no-reply@preparena.local>'),
  ADMIN_EMAILS: z.string().default(''),
  /** Sign-in attempts allowed per account (e-mail) per window, from any address. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Sign-in attempts allowed per client address per window, whatever the accounts. */
  SIGN_IN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Behind one reverse proxy: the client address is the right-most X-Forwarded-For entry (the
   * one that proxy appended). Off: the socket's address, and X-Forwarded-For is ignored.
   */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Sign-ups allowed per client address per minute. */
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Skip the demo accounts even on an empty embedded database. */
  NO_DEMO_USERS: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Server processes on PostgreSQL (default 1; ADR 0011). The embedded database runs one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** PostgreSQL connections per server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Paystack secret key (sk_live_… / sk_test_…); without it online payment is off (ADR 0021). */
  PAYSTACK_SECRET_KEY: z.string().min(8).optional(),
  /** Paystack's API; tests and local trials point it at the fake (npm run paystack:fake). */
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  /**
   * Question generation (issue 13): any OpenAI-compatible chat-completions endpoint (OpenAI,
   * OpenRouter, Gemini's compatible endpoint, Ollama, vLLM). Without AI_BASE_URL and AI_MODEL
   * every generation control is off and says so.
   */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** Send the JSON schema as `response_format` (endpoints that support structured outputs). */
  AI_STRUCTURED_OUTPUTS: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
  /** Per-request timeout of the model endpoint, in seconds. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(120),
  /**
   * Bulk generation (ADR 0027): a claimed set whose process stops renewing it (it died) may be
   * claimed again after this many seconds; the first retry after a 429/5xx/timeout waits
   * GENERATION_RETRY_BASE_SECONDS, doubling; every process looks for work every
   * GENERATION_POLL_MS.
   */
  GENERATION_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  GENERATION_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  GENERATION_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

export type Env = z.infer<typeof schema> & {
  appUrl: string;
  dataDir: string;
  adminEmails: Set<string>;
  trustedOrigins: string[];
  embedded: boolean;
  /** How many server processes to run (1 on the embedded database). */
  processes: number;
};

/** The env with its public URL set (used when PORT=0 picks the port at listen time). */
export function withAppUrl(env: Env, appUrl: string): Env {
  return { ...env, appUrl, trustedOrigins: [appUrl, ...splitList(env.TRUSTED_ORIGINS)] };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    ...e,
    appUrl,
    dataDir: path.resolve(e.DATA_DIR),
    adminEmails: new Set(splitList(e.ADMIN_EMAILS).map((s) => s.toLowerCase())),
    trustedOrigins: [appUrl, ...splitList(e.TRUSTED_ORIGINS)],
    embedded: !e.DATABASE_URL,
    processes: e.DATABASE_URL ? (e.WEB_CONCURRENCY ?? 1) : 1,
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function emptyToUndefined(source: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(source)) out[k] = v === '' ? undefined : v;
  return out;
}
