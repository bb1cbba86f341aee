import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { signInThrottle } from '../../db/schema';
import { SIGN_IN_THROTTLE } from '../../../domain/sign-in-throttle';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The shipped limits (test-app raises the per-address one for other files' sake).
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ SIGN_IN_RATE_LIMIT: '5', SIGN_IN_RATE_WINDOW_SECONDS: '60' });
});
afterAll(() => app?.close());

const wrong = 'not-the-password';

describe('sign-in guessing (ADR 0015)', () => {
  it('an attacker failing 50 times from one address cannot keep the owner out', async () => {
    const owner = await app.createUser();
    const attacker = app.newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await app.signIn({ email: owner.email, password: wrong }, attacker)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);

    // The owner, on another network, with the right password.
    const phone = app.newClient();
    expect((await app.signIn(owner, phone)).status).toBe(200);
    expect((await phone.fetch('/api/me')).status).toBe(200);
  });

  it('brute force from one address reaches the password check at most 5 times a minute', async () => {
    const victim = await app.createUser();
    const attacker = app.newClient();
    // A parallel burst cannot slip past the count.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.signIn({ email: victim.email, password: wrong }, attacker),
      ),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(7);
    // Even the right password is refused from that address until the minute is over: a guess
    // must not learn whether it was right.
    const right = await app.signIn(victim, attacker);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('a success resets the count', async () => {
    const student = await app.createUser();
    const phone = app.newClient();
    for (let i = 0; i < 4; i++)
      expect((await app.signIn({ email: student.email, password: wrong }, phone)).status).toBe(401);
    expect((await app.signIn(student, phone)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await app.signIn({ email: student.email, password: wrong }, phone)).status).toBe(401);
  });

  it('failures from many addresses slow down the addresses that failed, not a new one', async () => {
    const owner = await app.createUser();
    const email = owner.email.toLowerCase();
    const attacker = app.newClient();
    expect((await app.signIn({ email: owner.email, password: wrong }, attacker)).status).toBe(401);
    // As if a botnet had failed 30 times on this account in the last ten minutes.
    await app.db
      .update(signInThrottle)
      .set({ count: 30, windowStart: new Date(Date.now() - 600_000) })
      .where(and(eq(signInThrottle.email, email), eq(signInThrottle.address, '*')));
    const slowed = await app.signIn({ email: owner.email, password: wrong }, attacker);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(60);

    // Past the account's hourly limit the failed address waits for the window to end …
    await app.db
      .update(signInThrottle)
      .set({ count: SIGN_IN_THROTTLE.accountMaxFailures })
      .where(and(eq(signInThrottle.email, email), eq(signInThrottle.address, '*')));
    const held = await app.signIn(owner, attacker);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(2900);
    // … while the owner from a new address gets in, and that resets the account's count.
    expect((await app.signIn(owner, app.newClient())).status).toBe(200);
    const rows = await app.db
      .select()
      .from(signInThrottle)
      .where(and(eq(signInThrottle.email, email), eq(signInThrottle.address, '*')));
    expect(rows).toHaveLength(0);
  });
});
