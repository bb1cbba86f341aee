/**
 * How password guessing is slowed (ADR 0015). Failures count and a success resets; the rule is
 * tight per (account, client address) and loose per account across every address, with delays
 * that grow instead of a lock, so an attacker can neither guess fast nor keep the owner out.
 */
export type SignInThrottleRules = {
  /** Attempts per (account, address) in `addressWindowSeconds`. */
  perAddress: number;
  addressWindowSeconds: number;
  /** Account-wide failures in `accountWindowSeconds` before delays start. */
  accountFreeFailures: number;
  /** Account-wide failures in the window after which an address that failed waits it out. */
  accountMaxFailures: number;
  accountWindowSeconds: number;
  /** The longest delay between two tries from an address that failed. */
  maxDelaySeconds: number;
};

export const SIGN_IN_THROTTLE: SignInThrottleRules = {
  perAddress: 5,
  addressWindowSeconds: 60,
  accountFreeFailures: 10,
  accountMaxFailures: 100,
  accountWindowSeconds: 60 * 60,
  maxDelaySeconds: 15 * 60,
};

/** The counters of one (account, address) pair after this attempt was counted. */
export type AddressCounters = {
  /** Attempts in the current address window, this one included. */
  attempts: number;
  windowStart: Date;
  /** Failures from this address since the account's last success, within the account window. */
  failures: number;
  lastFailureAt: Date | null;
};

/** The account's failures from every address in its current window. */
export type AccountCounters = { failures: number; windowStart: Date } | null;

export type SignInDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The wait an address that has failed must leave after its last failure, once the account has
 * `failures` in its window: none up to the free allowance, then 2, 4, 8 … seconds, capped.
 */
export function failureDelaySeconds(failures: number, rules = SIGN_IN_THROTTLE): number {
  const over = failures - rules.accountFreeFailures;
  if (over < 0) return 0;
  return Math.min(rules.maxDelaySeconds, 2 ** Math.min(over + 1, 30));
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Whether this attempt may reach the password check. An address that has not failed on this
 * account (the owner on another network) is never held back by other addresses' failures.
 */
export function decideSignIn(
  { now, address, account }: { now: Date; address: AddressCounters; account: AccountCounters },
  rules = SIGN_IN_THROTTLE,
): SignInDecision {
  if (address.attempts > rules.perAddress)
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(
        address.windowStart.getTime() + rules.addressWindowSeconds * 1000,
        now,
      ),
    };
  const accountLive =
    account && now.getTime() - account.windowStart.getTime() < rules.accountWindowSeconds * 1000;
  if (!accountLive || address.failures === 0 || !address.lastFailureAt) return { allowed: true };
  if (account.failures >= rules.accountMaxFailures)
    return {
      allowed: false,
      retryAfterSeconds: secondsUntil(
        account.windowStart.getTime() + rules.accountWindowSeconds * 1000,
        now,
      ),
    };
  const delay = failureDelaySeconds(account.failures, rules);
  const readyAt = address.lastFailureAt.getTime() + delay * 1000;
  if (delay > 0 && now.getTime() < readyAt)
    return { allowed: false, retryAfterSeconds: secondsUntil(readyAt, now) };
  return { allowed: true };
}
