import type { Actor } from './actor';

type Entry = { actor: Actor; token: string; until: number };

/** A session (or every session of a user) to forget, as passed between server processes. */
export type SessionDrop = { token: string } | { userId: string };

/**
 * A short-lived, in-process cache of validated sessions, keyed by the signed session cookie, so
 * a busy student's requests (autosave, quiz submit) do not each cost session lookups. Entries
 * are dropped when Better Auth deletes the session (sign-out, password reset revoking every
 * session) through its database hooks. With several server processes (cluster, ADR 0011) each
 * drop is also handed to `publish`, which passes it to the other processes (`apply`).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly max = 20_000,
    /** Tells the other server processes, if any. */
    public publish: (drop: SessionDrop) => void = () => {},
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
    this.entries.set(cookie, {
      actor,
      token,
      until: Math.min(now + this.ttlMs, sessionExpiresAt.getTime()),
    });
  }

  /** Forget a session (by its token), e.g. after sign-out or revocation. */
  dropToken(token: string) {
    this.apply({ token });
    this.publish({ token });
  }

  /** Forget every session of a user, e.g. after an account change. */
  dropUser(userId: string) {
    this.apply({ userId });
    this.publish({ userId });
  }

  /** Forget here only (a drop another process published). */
  apply(drop: SessionDrop) {
    for (const [k, e] of this.entries)
      if ('token' in drop ? e.token === drop.token : e.actor.userId === drop.userId)
        this.entries.delete(k);
  }
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

/** The session cookie's value, if the request carries one. */
export function sessionCookie(cookieHeader: string | null): string | null {
  return cookieHeader ? (SESSION_COOKIE.exec(cookieHeader)?.[1] ?? null) : null;
}
