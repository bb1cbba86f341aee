import { describe, expect, it } from 'vitest';
import { decideSignIn, failureDelaySeconds, SIGN_IN_THROTTLE } from './sign-in-throttle';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const fresh = { attempts: 1, windowStart: now, failures: 0, lastFailureAt: null };

describe('failureDelaySeconds', () => {
  it('is free up to the allowance, then doubles, capped', () => {
    expect(failureDelaySeconds(0)).toBe(0);
    expect(failureDelaySeconds(SIGN_IN_THROTTLE.accountFreeFailures - 1)).toBe(0);
    expect(failureDelaySeconds(SIGN_IN_THROTTLE.accountFreeFailures)).toBe(2);
    expect(failureDelaySeconds(SIGN_IN_THROTTLE.accountFreeFailures + 1)).toBe(4);
    expect(failureDelaySeconds(SIGN_IN_THROTTLE.accountFreeFailures + 2)).toBe(8);
    expect(failureDelaySeconds(99)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
  });
});

describe('decideSignIn', () => {
  it('allows up to the per-address limit in its window, then says when to come back', () => {
    const limit = SIGN_IN_THROTTLE.perAddress;
    const at = (attempts: number) =>
      decideSignIn({
        now,
        address: { ...fresh, attempts, windowStart: ago(20) },
        account: null,
      });
    expect(at(limit)).toEqual({ allowed: true });
    expect(at(limit + 1)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('never holds back an address that has not failed, however many others have', () => {
    for (const failures of [10, 50, 100, 5000])
      expect(
        decideSignIn({ now, address: fresh, account: { failures, windowStart: ago(600) } }),
      ).toEqual({ allowed: true });
  });

  it('makes an address that failed wait longer as the account collects failures', () => {
    const failed = { ...fresh, failures: 3, lastFailureAt: ago(3) };
    const decide = (failures: number) =>
      decideSignIn({ now, address: failed, account: { failures, windowStart: ago(600) } });
    expect(decide(5)).toEqual({ allowed: true });
    expect(decide(10)).toEqual({ allowed: true }); // 2 s asked, 3 s waited
    expect(decide(11)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decide(14)).toEqual({ allowed: false, retryAfterSeconds: 29 });
  });

  it('past the account limit, an address that failed waits for the window to end', () => {
    const failed = { ...fresh, failures: 1, lastFailureAt: ago(3000) };
    expect(
      decideSignIn({
        now,
        address: failed,
        account: { failures: SIGN_IN_THROTTLE.accountMaxFailures, windowStart: ago(3000) },
      }),
    ).toEqual({ allowed: false, retryAfterSeconds: 600 });
  });

  it('an account window that has ended holds nobody back', () => {
    const failed = { ...fresh, failures: 1, lastFailureAt: ago(1) };
    expect(
      decideSignIn({ now, address: failed, account: { failures: 500, windowStart: ago(3600) } }),
    ).toEqual({ allowed: true });
  });
});
