import { describe, expect, it } from 'vitest';
import { SessionCache, sessionCookie } from './session-cache';

const actor = { userId: 'u1', email: 'a@b.co', name: 'A' };

describe('SessionCache', () => {
  it('serves a session until its TTL or the session expiry, whichever is first', () => {
    const cache = new SessionCache(10_000);
    cache.set('tok.sig', actor, 'tok', new Date(1_000_000 + 5_000), 1_000_000);
    expect(cache.get('tok.sig', 1_004_999)).toEqual(actor);
    expect(cache.get('tok.sig', 1_005_000)).toBeNull();
  });

  it('forgets a session when it is revoked, and all sessions of a user', () => {
    const cache = new SessionCache();
    cache.set('t1.s', actor, 't1', new Date(Date.now() + 60_000));
    cache.set('t2.s', actor, 't2', new Date(Date.now() + 60_000));
    cache.dropToken('t1');
    expect(cache.get('t1.s')).toBeNull();
    expect(cache.get('t2.s')).toEqual(actor);
    cache.dropUser('u1');
    expect(cache.get('t2.s')).toBeNull();
  });

  it('tells the other server processes about every drop, and applies theirs without echoing', () => {
    const published: unknown[] = [];
    const here = new SessionCache(10_000, 100, (d) => published.push(d));
    const there = new SessionCache(10_000, 100, () => {
      throw new Error('an applied drop must not be published again');
    });
    for (const cache of [here, there])
      cache.set('t1.s', actor, 't1', new Date(Date.now() + 60_000));
    here.dropToken('t1');
    here.dropUser('u9');
    expect(published).toEqual([{ token: 't1' }, { userId: 'u9' }]);
    there.apply(published[0] as { token: string });
    expect(there.get('t1.s')).toBeNull();
  });

  it('does not accept a cookie it has not seen validated (a forged signature misses)', () => {
    const cache = new SessionCache();
    cache.set('tok.good', actor, 'tok', new Date(Date.now() + 60_000));
    expect(cache.get('tok.forged')).toBeNull();
  });
});

describe('sessionCookie', () => {
  it('reads the Better Auth session cookie, plain or __Secure-', () => {
    expect(sessionCookie('a=1; better-auth.session_token=abc.def; b=2')).toBe('abc.def');
    expect(sessionCookie('__Secure-better-auth.session_token=xyz')).toBe('xyz');
    expect(sessionCookie('other=1')).toBeNull();
    expect(sessionCookie(null)).toBeNull();
  });
});
