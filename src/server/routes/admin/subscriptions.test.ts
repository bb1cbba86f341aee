import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { errorCode, type TestApp, type TestUser } from '../../testing/test-app';
import { startAppWithAdminAndStudent } from '../../testing/app-with-users';
import {
  DAY_MS,
  auditOf,
  offFromDays,
  premiumLevel,
  startLevel,
  subscriptionOf,
} from '../../testing/billing-fixtures';

/** No PAYSTACK_SECRET_KEY here: online payment is off, and admins can still grant premium. */
let app: TestApp;
let admin: TestUser;
let student: TestUser;
beforeAll(async () => ({ app, adminUser: admin, student } = await startAppWithAdminAndStudent()));
afterAll(() => app?.close());

type Subscriber = {
  user: { id: string; email: string };
  premium: boolean;
  endsAt: string | null;
  audit: { action: string; days: number | null; reason: string; adminEmail: string | null }[];
};

const grant = (as: TestUser, json: object) =>
  as.client.fetch('/api/admin/subscriptions/grant', { json });
const revoke = (as: TestUser, json: object) =>
  as.client.fetch('/api/admin/subscriptions/revoke', { json });

describe('without a Paystack key', () => {
  it('still lists the plans, says online payment is off, and refuses checkout and webhooks', async () => {
    const plans = (await (await app.request('/api/plans')).json()) as {
      plans: unknown[];
      onlinePayment: boolean;
    };
    expect(plans.onlinePayment).toBe(false);
    expect(plans.plans).toHaveLength(3);
    const res = await student.client.fetch('/api/billing/checkout', {
      json: { planId: 'premium-30' },
    });
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('PAYMENTS_NOT_CONFIGURED');
    const hook = await app.request('/api/webhooks/paystack', {
      body: '{"event":"charge.success","data":{"reference":"x","status":"success"}}',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'a'.repeat(128) },
    });
    expect(hook.status).toBe(503);
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
  });
});

describe('admin Subscriptions', () => {
  it('a student cannot find, grant or revoke (403), and a visitor cannot (401); nothing changes', async () => {
    const other = await app.createUser();
    const find = await student.client.fetch(
      `/api/admin/subscriptions?email=${encodeURIComponent(other.email)}`,
    );
    expect(find.status).toBe(403);
    const res = await grant(student, { userId: student.id, days: 365, reason: 'I deserve it' });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('FORBIDDEN');
    expect((await revoke(student, { userId: other.id, reason: 'spite' })).status).toBe(403);
    expect((await app.request('/api/admin/payments')).status).toBe(401);
    const anonymous = await app.request('/api/admin/subscriptions/grant', {
      json: { userId: student.id, days: 30, reason: 'anonymous' },
    });
    expect(anonymous.status).toBe(401);
    expect(await subscriptionOf(app.db, student.id)).toBeUndefined();
    expect(await auditOf(app.db, student.id)).toHaveLength(0);
  });

  it('finds a student by e-mail, grants, extends and revokes premium with a reason, all audited', async () => {
    const s = await app.createUser();
    const where = await premiumLevel(app.db, s.id);
    const found = await admin.client.fetch(
      `/api/admin/subscriptions?email=${encodeURIComponent(` ${s.email.toUpperCase()} `)}`,
    );
    expect(found.status).toBe(200);
    expect(((await found.json()) as Subscriber).user.id).toBe(s.id);
    const missing = await admin.client.fetch(
      '/api/admin/subscriptions?email=nobody%40example.test',
    );
    expect(missing.status).toBe(404);

    const granted = await grant(admin, { userId: s.id, days: 30, reason: 'School scholarship' });
    expect(granted.status).toBe(200);
    const view = (await granted.json()) as Subscriber;
    expect(view.premium).toBe(true);
    expect(offFromDays(new Date(view.endsAt!), 30)).toBeLessThan(60_000);
    expect((await startLevel(s, where)).status).toBe(201);

    const extended = (await (
      await grant(admin, { userId: s.id, days: 10, reason: 'Support ticket 42' })
    ).json()) as Subscriber;
    expect(new Date(extended.endsAt!).getTime() - new Date(view.endsAt!).getTime()).toBe(
      10 * DAY_MS,
    );

    const revoked = (await (
      await revoke(admin, { userId: s.id, reason: 'Refunded by the bank' })
    ).json()) as Subscriber;
    expect(revoked.premium).toBe(false);
    expect(revoked.audit.map((a) => [a.action, a.days, a.reason, a.adminEmail])).toEqual([
      ['revoke', null, 'Refunded by the bank', admin.email],
      ['grant', 10, 'Support ticket 42', admin.email],
      ['grant', 30, 'School scholarship', admin.email],
    ]);
    const rows = await auditOf(app.db, s.id);
    expect(rows.map((r) => [r.action, r.adminId, r.source])).toEqual([
      ['revoke', admin.id, 'admin'],
      ['grant', admin.id, 'admin'],
      ['grant', admin.id, 'admin'],
    ]);
    expect(rows[0]!.endsAtBefore?.toISOString()).toBe(extended.endsAt);
    expect((await subscriptionOf(app.db, s.id))?.status).toBe('revoked');
    // Revoked: the level locks again; the open attempt started before is the student's to finish.
    const listed = (await (
      await s.client.fetch('/api/practice/exams/neco/subjects/economics/levels')
    ).json()) as { levels: { level: number; premiumLocked: boolean }[] };
    expect(listed.levels.find((l) => l.level === 11)?.premiumLocked).toBe(true);

    // A grant after a revoke counts from now.
    const again = (await (
      await grant(admin, { userId: s.id, days: 5, reason: 'Reinstated' })
    ).json()) as Subscriber;
    expect(offFromDays(new Date(again.endsAt!), 5)).toBeLessThan(60_000);
  });

  it('refuses a grant without a reason, with days out of range, or for no such student', async () => {
    for (const body of [
      { userId: student.id, days: 30, reason: '  ' },
      { userId: student.id, days: 0, reason: 'zero days' },
      { userId: student.id, days: 2.5, reason: 'fraction' },
      { userId: student.id, days: 99999, reason: 'forever' },
    ]) {
      const res = await grant(admin, body);
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('VALIDATION_FAILED');
    }
    expect((await grant(admin, { userId: 'no-such-user', days: 3, reason: 'ghost' })).status).toBe(
      404,
    );
    expect(await auditOf(app.db, student.id)).toHaveLength(0);
  });

  it('lists payments with status, reference, amount and the mismatch Paystack reported', async () => {
    const s = await app.createUser();
    const reference = `pa-${Date.now().toString(16).padStart(24, '0')}`;
    await app.db.insert(payments).values({
      reference,
      userId: s.id,
      planId: 'premium-30',
      amountKobo: 100_000,
      days: 30,
      status: 'mismatch',
      providerStatus: 'success',
      paidAmountKobo: 1_000,
      paidCurrency: 'NGN',
    });
    const res = await admin.client.fetch('/api/admin/payments?status=mismatch&pageSize=100');
    expect(res.status).toBe(200);
    const page = (await res.json()) as {
      items: { reference: string; email: string; status: string; paidAmountKobo: number }[];
      mismatches: number;
    };
    expect(page.mismatches).toBeGreaterThanOrEqual(1);
    expect(page.items.find((p) => p.reference === reference)).toMatchObject({
      email: s.email,
      status: 'mismatch',
      amountKobo: 100_000,
      paidAmountKobo: 1_000,
    });
    expect(page.items.every((p) => p.status === 'mismatch')).toBe(true);
    await app.db.delete(payments).where(eq(payments.reference, reference));
  });
});
