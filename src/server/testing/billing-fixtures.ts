import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox, payments, subscriptionAudit, subscriptions } from '../db/schema';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { createTestApp, type TestApp, type TestUser } from './test-app';
import { addQuestions, clearLevel, completeLevel, makeReady } from './practice-fixtures';

export const WEBHOOK_PATH = '/api/webhooks/paystack';
export const DAY_MS = 86_400_000;

/** The real app with online payment on, against a fake Paystack over real HTTP. */
export async function startBillingApp(): Promise<{ app: TestApp; fake: FakePaystack }> {
  const fake = await startFakePaystack({ afterDelayMs: 50 });
  const app = await createTestApp({
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
  });
  fake.setWebhookUrl(`${app.url}${WEBHOOK_PATH}`);
  return { app, fake };
}

export type Checkout = { reference: string; authorizationUrl: string };

export async function checkout(u: TestUser, planId = 'premium-30'): Promise<Checkout> {
  const res = await u.client.fetch('/api/billing/checkout', { json: { planId } });
  if (res.status !== 201) throw new Error(`checkout ${res.status}: ${await res.text()}`);
  return (await res.json()) as Checkout;
}

export const confirm = (u: TestUser, reference: string) =>
  u.client.fetch(`/api/billing/payments/${encodeURIComponent(reference)}/confirm`, {
    method: 'POST',
  });

export const subscriptionOf = async (db: Db, userId: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

export const paymentOf = async (db: Db, reference: string) =>
  (await db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

export const auditOf = (db: Db, userId: string) =>
  db
    .select()
    .from(subscriptionAudit)
    .where(eq(subscriptionAudit.userId, userId))
    .orderBy(desc(subscriptionAudit.createdAt));

export const receiptsTo = (db: Db, email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.subject, 'Your PrepArena receipt')));

/**
 * A premium level the student may otherwise start: level 11 of NECO Economics with questions,
 * level 10 completed (only this file's students use it).
 */
export async function premiumLevel(db: Db, userId: string) {
  const where = { examType: 'neco', subject: 'economics', level: 11 };
  const ten = { ...where, level: 10 };
  await clearLevel(db, where);
  await clearLevel(db, ten);
  await addQuestions(db, where, 4);
  await addQuestions(db, ten, 2);
  // Both ready (issue 20): a premium level that is not is "coming soon", never sold.
  await makeReady(db, where);
  await makeReady(db, ten);
  await completeLevel(db, userId, ten);
  return where;
}

/** Starts a level's quiz: 201, or the refusal's status and code. */
export async function startLevel(u: TestUser, where: object) {
  const res = await u.client.fetch('/api/practice/quizzes', { json: where });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code };
}

/** Milliseconds between a date and `now + days` (0 when it is exactly that many days out). */
export const offFromDays = (date: Date | undefined, days: number, from = Date.now()) =>
  Math.abs((date?.getTime() ?? 0) - (from + days * DAY_MS));
