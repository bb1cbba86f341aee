import type { Actor } from '../context';

type Entry = { actor: Actor; token: string; until: number };

/**
 * A short-lived, in-process cache of validated sessions, keyed by the signed session cookie, so
 * a busy student's requests (autosave, quiz submit) do not each cost session lookups. Entries
 * are dropped when Better Auth deletes the session (sign-out, password reset revoking every
 * session) through its database hooks, so in one process a revoked session stops at once; with
 * several server processes another process may accept it for up to `ttlMs` (ADR 0009).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly max = 20_000,
  ) {}

  get(cookie: string, now = Date.now()): Actor | null {
    const e = this.entries.get(cookie);
    if (!e) return null;
    if (e.until <= now) {
      this.entries.delete(cookie);
      return null;
    }
    return e.actor;
  }

  set(cookie: string, actor: Actor, token: string, sessionExpiresAt: Date, now = Date.now()) {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookie, { actor, token, until: Math.min(now + this.ttlMs, sessionExpiresAt.getTime()) });
  }

  /** Forget a session (by its token), e.g. after sign-out or revocation. */
  dropToken(token: string) {
    for (const [k, e] of this.entries) if (e.token === token) this.entries.delete(k);
  }

  /** Forget every session of a user, e.g. after an account change. */
  dropUser(userId: string) {
    for (const [k, e] of this.entries) if (e.actor.userId === userId) this.entries.delete(k);
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's value, if the request carries one. */
export function sessionCookie(cookieHeader: string | null): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}
