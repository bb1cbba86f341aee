import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults for a local start', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      embedded: true,
      SIGN_IN_RATE_LIMIT: 5,
      SIGN_IN_RATE_WINDOW_SECONDS: 60,
      NO_DEMO_USERS: false,
      LOG_LEVEL: 'info',
      MAIL_FROM: 'PrepArena <no-reply@preparena.local>',
    });
    expect(env.adminEmails.size).toBe(0);
    expect(env.trustedOrigins).toEqual(['http://localhost:3000']);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', APP_URL: '', ADMIN_EMAILS: '' });
    expect(env.PORT).toBe(3000);
    expect(env.embedded).toBe(true);
    expect(env.appUrl).toBe('http://localhost:3000');
  });

  it('parses ADMIN_EMAILS as a trimmed, lower-cased set', () => {
    const env = loadEnv({ ADMIN_EMAILS: ' Ada@Example.COM, bola@example.test ,,ADA@example.com ' });
    expect([...env.adminEmails].sort()).toEqual(['ada@example.com', 'bola@example.test']);
  });

  it('derives the app URL and trusted origins', () => {
    const env = loadEnv({
      APP_URL: 'https://prep.example/',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://b.example',
    });
    expect(env.appUrl).toBe('https://prep.example');
    expect(env.trustedOrigins).toEqual([
      'https://prep.example',
      'http://localhost:5173',
      'https://b.example',
    ]);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    for (const url of ['postgres://u@h:5432/db', 'postgresql://u@h/db']) {
      expect(loadEnv({ DATABASE_URL: url })).toMatchObject({ DATABASE_URL: url, embedded: false });
    }
  });

  it('rejects a DATABASE_URL that is not PostgreSQL with a clear message', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://root@localhost/db' })).toThrow(
      /Invalid configuration:\n\s+DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
    expect(() => loadEnv({ DATABASE_URL: './data/db.sqlite' })).toThrow(/DATABASE_URL/);
  });

  it('rejects other bad values, naming each', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadEnv({ SIGN_IN_RATE_LIMIT: '0' })).toThrow(/SIGN_IN_RATE_LIMIT/);
    expect(() => loadEnv({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
    expect(() => loadEnv({ NO_DEMO_USERS: 'yes' })).toThrow(/NO_DEMO_USERS/);
  });

  it('reads numbers and flags', () => {
    const env = loadEnv({
      PORT: '0',
      SIGN_IN_RATE_LIMIT: '3',
      NO_DEMO_USERS: '1',
      LOG_LEVEL: 'silent',
    });
    expect(env).toMatchObject({
      PORT: 0,
      SIGN_IN_RATE_LIMIT: 3,
      NO_DEMO_USERS: true,
      LOG_LEVEL: 'silent',
    });
    expect(loadEnv({ NO_DEMO_USERS: 'false' }).NO_DEMO_USERS).toBe(false);
  });

  it('throttles sign-in per account and per address; trusts no proxy unless told', () => {
    expect(loadEnv({})).toMatchObject({
      SIGN_IN_RATE_LIMIT: 5,
      SIGN_IN_ADDRESS_RATE_LIMIT: 30,
      TRUST_PROXY: false,
    });
    expect(loadEnv({ SIGN_IN_ADDRESS_RATE_LIMIT: '100' }).SIGN_IN_ADDRESS_RATE_LIMIT).toBe(100);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ SIGN_IN_ADDRESS_RATE_LIMIT: '0' })).toThrow(
      /SIGN_IN_ADDRESS_RATE_LIMIT/,
    );
  });
});
