import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage, page } from './fake-paystack-checkout';

/**
 * A local, real-HTTP stand-in for Paystack (issue 11): the API tests, the browser journeys and
 * `npm run paystack:fake` point PAYSTACK_BASE_URL here, so nothing reaches the internet. It speaks
 * the parts of Paystack's API we use — `POST /transaction/initialize`, `GET /transaction/verify/:ref`
 * (Bearer secret key) — serves a checkout page where the payer chooses to pay or fail, and sends
 * `charge.success` webhooks signed as Paystack signs them (HMAC-SHA512 of the body, hex, in
 * `x-paystack-signature`). Tests drive it in-process (`pay`, `fail`, `sendWebhook`) or, from
 * another process, over `/__fake/transactions/:reference` (GET: its state; POST …/pay).
 */
export type FakeTransaction = {
  reference: string;
  accessCode: string;
  email: string;
  /** What the merchant asked for, in kobo. */
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: Record<string, unknown>;
  /** Paystack's own status: 'abandoned' until the payer acts. */
  status: 'abandoned' | 'success' | 'failed';
  /** What was actually paid (normally the amount asked; tests may change it). */
  paidAmount: number;
  paidCurrency: string;
  paidAt: string | null;
  channel: string | null;
  /** Webhook deliveries: the HTTP status our server answered (0 = unreachable). */
  webhooks: number[];
};

/** When the checkout page sends its webhook relative to sending the payer back. */
export const WEBHOOK_MODES = ['before', 'after', 'twice', 'none'] as const;
export type WebhookMode = (typeof WEBHOOK_MODES)[number];

export type FakePaystack = {
  url: string;
  secretKey: string;
  transactions: Map<string, FakeTransaction>;
  /** Where webhooks go (Paystack's dashboard setting). */
  setWebhookUrl: (url: string) => void;
  /** Marks a transaction paid; `amount`/`currency` let a test pay the wrong sum. */
  pay: (reference: string, paid?: { amount?: number; currency?: string; channel?: string }) => void;
  fail: (reference: string) => void;
  /** Sends the transaction's `charge.success` webhook; `signature` overrides the real one. */
  sendWebhook: (reference: string, opts?: { signature?: string }) => Promise<number>;
  /** The exact body and signature a webhook for this transaction carries. */
  webhook: (reference: string) => { body: string; signature: string };
  /** While true, verify answers 500 (Paystack down). */
  setVerifyDown: (down: boolean) => void;
  close: () => Promise<void>;
};

export const FAKE_SECRET_KEY = 'sk_test_preparena_fake_0000000000';

export async function startFakePaystack(
  opts: {
    secretKey?: string;
    webhookUrl?: string;
    port?: number;
    host?: string;
    /** Delay of an 'after' webhook, so the payer's callback is answered first. */
    afterDelayMs?: number;
  } = {},
): Promise<FakePaystack> {
  const secretKey = opts.secretKey ?? FAKE_SECRET_KEY;
  const host = opts.host ?? '127.0.0.1';
  const afterDelayMs = opts.afterDelayMs ?? 1500;
  let webhookUrl = opts.webhookUrl ?? null;
  let verifyDown = false;
  const transactions = new Map<string, FakeTransaction>();
  const byCode = new Map<string, FakeTransaction>();
  const pendingTimers = new Set<NodeJS.Timeout>();
  let url = '';

  const sign = (body: string) => crypto.createHmac('sha512', secretKey).update(body).digest('hex');

  const data = (t: FakeTransaction) => ({
    id: Number.parseInt(t.accessCode.slice(0, 8), 16),
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.paidAmount,
    gateway_response: t.status === 'success' ? 'Successful' : 'Declined',
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: t.channel,
    currency: t.paidCurrency,
    metadata: t.metadata,
    customer: { email: t.email },
  });

  const webhook = (reference: string) => {
    const t = must(reference);
    const body = JSON.stringify({ event: 'charge.success', data: data(t) });
    return { body, signature: sign(body) };
  };

  const sendWebhook = async (reference: string, o: { signature?: string } = {}) => {
    const t = must(reference);
    if (!webhookUrl) throw new Error('The fake Paystack has no webhook URL');
    const { body, signature } = webhook(reference);
    let status = 0;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-paystack-signature': o.signature ?? signature,
        },
        body,
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 0;
    }
    t.webhooks.push(status);
    return status;
  };

  function must(reference: string): FakeTransaction {
    const t = transactions.get(reference);
    if (!t) throw new Error(`The fake Paystack has no transaction ${reference}`);
    return t;
  }

  const pay: FakePaystack['pay'] = (reference, paid = {}) => {
    const t = must(reference);
    t.status = 'success';
    t.paidAmount = paid.amount ?? t.amount;
    t.paidCurrency = paid.currency ?? t.currency;
    t.channel = paid.channel ?? 'card';
    t.paidAt = new Date().toISOString();
  };
  const fail = (reference: string) => {
    const t = must(reference);
    t.status = 'failed';
    t.channel = 'card';
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      json(res, 500, { status: false, message: String(error) });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const authorized = req.headers.authorization === `Bearer ${secretKey}`;

    if (req.method === 'POST' && path === '/transaction/initialize') {
      if (!authorized) return json(res, 401, { status: false, message: 'Invalid key' });
      const body = JSON.parse(await read(req)) as Record<string, unknown>;
      const amount = Number(body.amount);
      const reference = String(body.reference ?? crypto.randomBytes(6).toString('hex'));
      if (!Number.isInteger(amount) || amount <= 0 || typeof body.email !== 'string')
        return json(res, 400, { status: false, message: 'Invalid amount or email' });
      if (transactions.has(reference))
        return json(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      const accessCode = crypto.randomBytes(8).toString('hex');
      const currency = typeof body.currency === 'string' ? body.currency : 'NGN';
      const t: FakeTransaction = {
        reference,
        accessCode,
        email: body.email,
        amount,
        currency,
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        metadata: (body.metadata as Record<string, unknown>) ?? {},
        status: 'abandoned',
        paidAmount: amount,
        paidCurrency: currency,
        paidAt: null,
        channel: null,
        webhooks: [],
      };
      transactions.set(reference, t);
      byCode.set(accessCode, t);
      return json(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${url}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      if (!authorized) return json(res, 401, { status: false, message: 'Invalid key' });
      if (verifyDown) return json(res, 500, { status: false, message: 'Fake outage' });
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t) return json(res, 400, { status: false, message: 'Transaction reference not found' });
      return json(res, 200, { status: true, message: 'Verification successful', data: data(t) });
    }

    const checkout = /^\/checkout\/([0-9a-f]+)$/.exec(path);
    const t = checkout ? byCode.get(checkout[1]!) : undefined;
    if (checkout && !t) return html(res, 404, page('Not found', '<p>No such checkout.</p>'));
    if (req.method === 'GET' && t) return html(res, 200, checkoutPage(t));
    if (req.method === 'POST' && t) {
      const form = new URLSearchParams(await read(req));
      const mode = (WEBHOOK_MODES as readonly string[]).includes(form.get('webhook') ?? '')
        ? (form.get('webhook') as WebhookMode)
        : 'before';
      if (form.get('outcome') === 'success') pay(t.reference);
      else fail(t.reference);
      const paid = t.status === 'success' && webhookUrl !== null;
      if (paid && (mode === 'before' || mode === 'twice')) await sendWebhook(t.reference);
      if (paid && (mode === 'after' || mode === 'twice')) {
        const timer = setTimeout(() => {
          pendingTimers.delete(timer);
          void sendWebhook(t.reference);
        }, afterDelayMs);
        pendingTimers.add(timer);
      }
      const back = new URL(t.callbackUrl ?? `${url}/done`);
      back.searchParams.set('trxref', t.reference);
      back.searchParams.set('reference', t.reference);
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }

    // Test control from other processes (the browser journeys): pay a transaction as told
    // (a wrong amount, say) and send its webhook.
    const payControl = /^\/__fake\/transactions\/([^/]+)\/pay$/.exec(path);
    if (req.method === 'POST' && payControl) {
      const reference = decodeURIComponent(payControl[1]!);
      if (!transactions.has(reference)) return json(res, 404, { message: 'No such transaction' });
      const body = JSON.parse((await read(req)) || '{}') as {
        amount?: number;
        currency?: string;
        webhook?: boolean;
      };
      pay(reference, body);
      const webhookStatus = body.webhook ? await sendWebhook(reference) : null;
      return json(res, 200, { ...transactions.get(reference), webhookStatus });
    }
    const control = /^\/__fake\/transactions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && control) {
      const found = transactions.get(decodeURIComponent(control[1]!));
      return found ? json(res, 200, found) : json(res, 404, { message: 'No such transaction' });
    }
    if (path === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }
    return json(res, 404, { status: false, message: 'Not found' });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  url = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    transactions,
    setWebhookUrl: (next) => {
      webhookUrl = next;
    },
    pay,
    fail,
    sendWebhook,
    webhook,
    setVerifyDown: (down) => {
      verifyDown = down;
    },
    close: () => {
      for (const timer of pendingTimers) clearTimeout(timer);
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function read(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}
