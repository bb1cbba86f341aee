import crypto from 'node:crypto';
import * as z from 'zod/mini';
import type { Env } from '../../env';

/**
 * Paystack, behind the one small interface the billing verbs use (issue 11, ADR 0021): one-off
 * transactions by redirect (card, bank transfer, USSD), verified from our server, and signed
 * webhooks. Tests and local trials point `PAYSTACK_BASE_URL` at the fake
 * (src/server/testing/fake-paystack.ts); nothing else changes.
 */
export type Paystack = {
  initialize: (input: {
    email: string;
    amountKobo: number;
    currency: string;
    reference: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }) => Promise<{ authorizationUrl: string }>;
  /** What Paystack says about a transaction now; `status: 'not_found'` if it knows no such one. */
  verify: (reference: string) => Promise<ChargeReport>;
  /** HMAC-SHA512 of the raw body with the secret key equals the header (constant time). */
  signatureValid: (rawBody: Uint8Array, signature: string | undefined) => boolean;
};

/** A transaction as Paystack reports it (verify, or a webhook's `data`). */
export type ChargeReport = {
  reference: string;
  /** success, failed, reversed, abandoned, ongoing, pending, … or our 'not_found'. */
  status: string;
  amountKobo: number | null;
  currency: string | null;
  channel: string | null;
  paidAt: Date | null;
};

/** Paystack did not answer, or answered something we cannot use: try again later. */
export class PaystackUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaystackUnavailable';
  }
}

const TIMEOUT_MS = 15_000;

/** `data` of a transaction (verify answer, webhook event); unknown fields are ignored. */
export const chargeData = z.object({
  reference: z.string(),
  status: z.string(),
  amount: z.optional(z.nullable(z.number())),
  currency: z.optional(z.nullable(z.string())),
  channel: z.optional(z.nullable(z.string())),
  paid_at: z.optional(z.nullable(z.string())),
});

export function chargeReport(data: z.output<typeof chargeData>): ChargeReport {
  const paidAt = data.paid_at ? new Date(data.paid_at) : null;
  return {
    reference: data.reference,
    status: data.status,
    amountKobo: data.amount ?? null,
    currency: data.currency ?? null,
    channel: data.channel ?? null,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
  };
}

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url({ protocol: /^https?$/ }) }),
});
const verifyAnswer = z.object({ status: z.literal(true), data: chargeData });

export function createPaystack({
  secretKey,
  baseUrl,
}: {
  secretKey: string;
  baseUrl: string;
}): Paystack {
  const base = baseUrl.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' };

  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaystackUnavailable(`Paystack could not be reached (${base})`, { cause: error });
    }
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      // not JSON: handled by the caller's status check
    }
    return { status: res.status, body };
  }

  return {
    async initialize(input) {
      const { status, body } = await call('/transaction/initialize', {
        method: 'POST',
        body: JSON.stringify({
          email: input.email,
          amount: input.amountKobo,
          currency: input.currency,
          reference: input.reference,
          callback_url: input.callbackUrl,
          metadata: input.metadata,
        }),
      });
      const parsed = z.safeParse(initializeAnswer, body);
      if (status !== 200 || !parsed.success)
        throw new PaystackUnavailable(`Paystack refused to start the payment (HTTP ${status})`);
      return { authorizationUrl: parsed.data.data.authorization_url };
    },

    async verify(reference) {
      const { status, body } = await call(`/transaction/verify/${encodeURIComponent(reference)}`, {
        method: 'GET',
      });
      // Paystack answers 400 (or 404) with status false for a reference it does not know.
      if ((status === 400 || status === 404) && (body as { status?: unknown })?.status === false)
        return {
          reference,
          status: 'not_found',
          amountKobo: null,
          currency: null,
          channel: null,
          paidAt: null,
        };
      const parsed = z.safeParse(verifyAnswer, body);
      if (status !== 200 || !parsed.success)
        throw new PaystackUnavailable(`Paystack could not verify the payment (HTTP ${status})`);
      if (parsed.data.data.reference !== reference)
        throw new PaystackUnavailable('Paystack answered about another payment');
      return chargeReport(parsed.data.data);
    },

    signatureValid(rawBody, signature) {
      if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
      const expected = crypto.createHmac('sha512', secretKey).update(rawBody).digest();
      return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
    },
  };
}

const built = new WeakMap<object, Paystack | null>();

/** This server's Paystack, or null when no secret key is configured (online payment is off). */
export function paystackOf(
  env: Pick<Env, 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL'>,
): Paystack | null {
  if (!built.has(env))
    built.set(
      env,
      env.PAYSTACK_SECRET_KEY
        ? createPaystack({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL })
        : null,
    );
  return built.get(env)!;
}
