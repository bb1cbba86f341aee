import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_FEATURES } from '../../../domain/entitlements';
import { httpFetch } from '../../testing/http-client';
import { errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import type { FakePaystack } from '../../testing/fake-paystack';
import { givePremium } from '../../testing/practice-fixtures';
import {
  DAY_MS,
  WEBHOOK_PATH,
  checkout,
  confirm,
  offFromDays,
  paymentOf,
  premiumLevel,
  receiptsTo,
  startBillingApp,
  startLevel,
  subscriptionOf,
} from '../../testing/billing-fixtures';

let app: TestApp;
let fake: FakePaystack;
beforeAll(async () => {
  ({ app, fake } = await startBillingApp());
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** A webhook as Paystack's server sends it: no cookie, no Origin. */
const postWebhook = (body: string, signature?: string) =>
  httpFetch(`${app.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    body,
  });

type Confirmed = {
  payment: { status: string; grantedUntil: string | null; amountKobo: number };
  granted: boolean;
};
type Plans = {
  plans: {
    id: string;
    tier: 'free' | 'premium';
    priceKobo: number;
    durationDays: number | null;
    features: object;
  }[];
  onlinePayment: boolean;
};

describe('plans', () => {
  it('lists Free and the premium passes in kobo, with the features the entitlement rule grants', async () => {
    const res = await app.request('/api/plans');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = (await res.json()) as Plans;
    expect(body.onlinePayment).toBe(true);
    expect(body.plans.map((p) => [p.id, p.priceKobo, p.durationDays])).toEqual([
      ['free', 0, null],
      ['premium-30', 100_000, 30],
      ['premium-365', 750_000, 365],
    ]);
    for (const p of body.plans) expect(p.features).toEqual(TIER_FEATURES[p.tier]);
  });
});

describe('checkout → Paystack → callback (verify) → premium', () => {
  it('grants the plan’s days once Paystack confirms the asked amount, with a receipt, and level 11 starts', async () => {
    const student = await app.createUser();
    const where = await premiumLevel(app.db, student.id);
    expect(await startLevel(student, where)).toEqual({ status: 403, code: 'PREMIUM_REQUIRED' });

    const started = await checkout(student);
    expect(started.reference).toMatch(/^pa-[0-9a-f]{24}$/);
    expect(started.authorizationUrl.startsWith(`${fake.url}/checkout/`)).toBe(true);
    const asked = fake.transactions.get(started.reference)!;
    expect(asked).toMatchObject({ amount: 100_000, currency: 'NGN', email: student.email });
    expect(asked.callbackUrl).toBe(`${app.url}/app/subscription/callback`);
    expect(asked.metadata).toMatchObject({ user_id: student.id, plan_id: 'premium-30' });
    expect((await paymentOf(app.db, started.reference)).status).toBe('pending');

    fake.pay(started.reference);
    const res = await confirm(student, started.reference);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Confirmed;
    expect(body.granted).toBe(true);
    expect(body.payment.status).toBe('success');

    const sub = await subscriptionOf(app.db, student.id);
    expect(sub?.status).toBe('active');
    expect(offFromDays(sub?.endsAt, 30)).toBeLessThan(60_000);
    expect(body.payment.grantedUntil).toBe(sub!.endsAt.toISOString());
    // The receipt committed with the grant.
    const [receipt] = await receiptsTo(app.db, student.email);
    expect(receipt?.text).toContain('₦1,000');
    expect(receipt?.text).toContain(started.reference);
    expect(receipt?.text).not.toContain('$');

    const page = (await (await student.client.fetch('/api/billing/subscription')).json()) as {
      premium: boolean;
      daysLeft: number;
      payments: { reference: string; status: string }[];
    };
    expect(page.premium).toBe(true);
    expect(page.daysLeft).toBe(30);
    expect(page.payments).toEqual([
      expect.objectContaining({ reference: started.reference, status: 'success' }),
    ]);
    expect((await startLevel(student, where)).status).toBe(201);

    // Asking again changes nothing.
    const again = (await (await confirm(student, started.reference)).json()) as Confirmed;
    expect(again.granted).toBe(false);
    expect((await subscriptionOf(app.db, student.id))?.endsAt).toEqual(sub!.endsAt);
    expect(await receiptsTo(app.db, student.email)).toHaveLength(1);
  });

  it('buying while premium extends from the current end, not from today', async () => {
    const student = await app.createUser();
    const tenDays = new Date(Date.now() + 10 * DAY_MS);
    await givePremium(app.db, student.id, tenDays);
    const { reference } = await checkout(student, 'premium-365');
    fake.pay(reference);
    expect(((await (await confirm(student, reference)).json()) as Confirmed).granted).toBe(true);
    const sub = await subscriptionOf(app.db, student.id);
    expect(sub!.endsAt.getTime()).toBe(tenDays.getTime() + 365 * DAY_MS);
  });

  it('a failed payment grants nothing and says failed', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.fail(reference);
    const body = (await (await confirm(student, reference)).json()) as Confirmed;
    expect(body).toMatchObject({ granted: false, payment: { status: 'failed' } });
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
  });

  it('an unpaid (abandoned) checkout stays pending and grants nothing', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    const body = (await (await confirm(student, reference)).json()) as Confirmed;
    expect(body).toMatchObject({ granted: false, payment: { status: 'pending' } });
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
  });

  it('verify failing (Paystack down) answers 502, grants nothing, and a later confirm grants', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference);
    fake.setVerifyDown(true);
    try {
      const res = await confirm(student, reference);
      expect(res.status).toBe(502);
      expect(await errorCode(res)).toBe('PAYMENT_PROVIDER_ERROR');
      expect((await paymentOf(app.db, reference)).status).toBe('pending');
      expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
    } finally {
      fake.setVerifyDown(false);
    }
    expect(((await (await confirm(student, reference)).json()) as Confirmed).granted).toBe(true);
  });

  it.each<[string, { amount?: number; currency?: string }]>([
    ['amount', { amount: 1_000 }],
    ['currency', { currency: 'USD' }],
  ])('an %s mismatch grants nothing and is recorded for the admins', async (_, paid) => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference, paid);
    const body = (await (await confirm(student, reference)).json()) as Confirmed;
    expect(body).toMatchObject({ granted: false, payment: { status: 'mismatch' } });
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
    expect(await receiptsTo(app.db, student.email)).toHaveLength(0);
    const row = await paymentOf(app.db, reference);
    expect(row).toMatchObject({
      status: 'mismatch',
      amountKobo: 100_000,
      paidAmountKobo: paid.amount ?? 100_000,
      paidCurrency: paid.currency ?? 'NGN',
      providerStatus: 'success',
    });
    // A mismatch is final: the webhook for it changes nothing either.
    expect(await fake.sendWebhook(reference)).toBe(200);
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
  });

  it('refuses an unknown plan and the free plan', async () => {
    const student = await app.createUser();
    for (const planId of ['free', 'premium-1', 'PREMIUM-30']) {
      const res = await student.client.fetch('/api/billing/checkout', { json: { planId } });
      expect([404, 400]).toContain(res.status);
    }
    const body = await student.client.fetch('/api/billing/checkout', {
      json: { planId: 'premium-30', amountKobo: 1 },
    });
    // An amount in the request is ignored: the price is the plan's.
    expect(body.status).toBe(201);
    const { reference } = (await body.json()) as { reference: string };
    expect(fake.transactions.get(reference)?.amount).toBe(100_000);
  });
});

describe('no forging through the callback URL', () => {
  it('another student’s reference, a made-up one, or query parameters grant nothing', async () => {
    const owner = await app.createUser();
    const thief = await app.createUser();
    const { reference } = await checkout(owner);
    fake.pay(reference);

    const stolen = await confirm(thief, reference);
    expect(stolen.status).toBe(404);
    expect(await errorCode(stolen)).toBe('NOT_FOUND');
    expect(await subscriptionOf(app.db, thief.id)).toBeUndefined();
    expect((await paymentOf(app.db, reference)).status).toBe('pending');

    const madeUp = await confirm(thief, 'pa-000000000000000000000000');
    expect(madeUp.status).toBe(404);

    // The browser's URL says nothing the server believes: status and amount there are ignored.
    const { reference: own } = await checkout(thief);
    const res = await thief.client.fetch(
      `/api/billing/payments/${own}/confirm?status=success&amount=100000&trxref=${own}`,
      { method: 'POST' },
    );
    expect(((await res.json()) as Confirmed).payment.status).toBe('pending');
    expect(await subscriptionOf(app.db, thief.id)).toBeUndefined();

    // Signed out: no confirmation at all.
    expect(
      (await app.request(`/api/billing/payments/${reference}/confirm`, { method: 'POST' })).status,
    ).toBe(401);
  });

  it('confirm and checkout prove their origin like every other write', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    for (const path of ['/api/billing/checkout', `/api/billing/payments/${reference}/confirm`]) {
      const res = await student.client.fetch(path, {
        json: { planId: 'premium-30' },
        headers: { origin: 'http://evil.test' },
      });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('FORBIDDEN_ORIGIN');
    }
  });
});

describe('Paystack webhook', () => {
  it('a bad or missing signature is 401 and changes nothing', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference);
    const { body, signature } = fake.webhook(reference);
    const forged = body.replace('"amount":100000', '"amount":100001');
    for (const [payload, sig] of [
      [body, undefined],
      [body, ''],
      [body, 'a'.repeat(128)],
      [body, signature.slice(0, 64)],
      [forged, signature],
    ] as const) {
      const res = await postWebhook(payload, sig);
      expect(res.status).toBe(401);
      expect(await errorCode(res)).toBe('INVALID_SIGNATURE');
    }
    expect(await fake.sendWebhook(reference, { signature: '0'.repeat(128) })).toBe(401);
    expect((await paymentOf(app.db, reference)).status).toBe('pending');
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
  });

  it('is exempt from the origin guard (no Origin), and only its exact path is', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference);
    const { body, signature } = fake.webhook(reference);
    const near = await httpFetch(`${app.url}${WEBHOOK_PATH}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });
    expect(near.status).toBe(403);
    const res = await postWebhook(body, signature);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, handled: true, granted: true });
    expect((await subscriptionOf(app.db, student.id))?.status).toBe('active');
  });

  it('a replayed event ×5 grants once and sends one receipt', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await fake.sendWebhook(reference));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sub = await subscriptionOf(app.db, student.id);
    expect(offFromDays(sub?.endsAt, 30)).toBeLessThan(60_000);
    expect(await receiptsTo(app.db, student.email)).toHaveLength(1);
  });

  it('the callback racing duplicated webhooks grants once', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference);
    const results = await Promise.all([
      fake.sendWebhook(reference),
      confirm(student, reference).then(async (r) => ((await r.json()) as Confirmed).granted),
      fake.sendWebhook(reference),
      confirm(student, reference).then(async (r) => ((await r.json()) as Confirmed).granted),
      fake.sendWebhook(reference),
    ]);
    expect(results.filter((r) => r === 200)).toHaveLength(3);
    expect(results.filter((r) => r === true).length).toBeLessThanOrEqual(1);
    const sub = await subscriptionOf(app.db, student.id);
    expect(offFromDays(sub?.endsAt, 30)).toBeLessThan(60_000);
    expect(await receiptsTo(app.db, student.email)).toHaveLength(1);
  });

  it('the webhook before the callback: the callback then finds it paid', async () => {
    const student = await app.createUser();
    const { reference } = await checkout(student);
    fake.pay(reference);
    expect(await fake.sendWebhook(reference)).toBe(200);
    const body = (await (await confirm(student, reference)).json()) as Confirmed;
    expect(body).toMatchObject({ granted: false, payment: { status: 'success' } });
    expect(offFromDays((await subscriptionOf(app.db, student.id))?.endsAt, 30)).toBeLessThan(
      60_000,
    );
  });

  it('acknowledges other events and unknown references without changing anything', async () => {
    const other = JSON.stringify({ event: 'transfer.success', data: { reference: 'x' } });
    const sign = (b: string) => signWith(fake.secretKey, b);
    expect((await postWebhook(other, sign(other))).status).toBe(200);
    const unknown = JSON.stringify({
      event: 'charge.success',
      data: {
        reference: 'pa-ffffffffffffffffffffffff',
        status: 'success',
        amount: 100000,
        currency: 'NGN',
      },
    });
    const res = await postWebhook(unknown, sign(unknown));
    expect(await res.json()).toMatchObject({ received: true, handled: false, granted: false });
  });
});

describe('expiry takes effect at once', () => {
  type Levels = {
    hasPremium: boolean;
    levels: { level: number; premiumLocked: boolean; state: string }[];
  };
  const levelsOf = async (u: TestUser) =>
    (await (
      await u.client.fetch('/api/practice/exams/neco/subjects/economics/levels')
    ).json()) as Levels;

  it('an end in the past locks level 11 again at the next request; progress is kept', async () => {
    const student: TestUser = await app.createUser();
    const where = await premiumLevel(app.db, student.id);
    await givePremium(app.db, student.id, new Date(Date.now() + 60_000));
    let levels = await levelsOf(student);
    expect(levels.hasPremium).toBe(true);
    expect(levels.levels.find((l) => l.level === 11)?.premiumLocked).toBe(false);

    await givePremium(app.db, student.id, new Date(Date.now() - 1_000));
    levels = await levelsOf(student);
    expect(levels.hasPremium).toBe(false);
    expect(levels.levels.find((l) => l.level === 11)?.premiumLocked).toBe(true);
    expect(levels.levels.find((l) => l.level === 10)?.state).toBe('completed');
    expect(await startLevel(student, where)).toEqual({ status: 403, code: 'PREMIUM_REQUIRED' });
  });
});

function signWith(key: string, body: string) {
  return crypto.createHmac('sha512', key).update(body).digest('hex');
}
