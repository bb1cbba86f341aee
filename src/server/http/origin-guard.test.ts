import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { Hono } from 'hono';
import { acceptedOrigins } from '../lib/accepted-origins';
import { createLogger } from '../lib/logger';
import { originGuard, refusedOriginWarning } from './origin-guard';

describe('acceptedOrigins', () => {
  it('in development, trusts localhost and 127.0.0.1 alike on the server port and trusted ports', () => {
    const env = loadEnv({
      PORT: '3000',
      APP_URL: 'http://localhost:5173',
      TRUSTED_ORIGINS: 'https://b.example',
    });
    expect(acceptedOrigins(env).sort()).toEqual(
      [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'https://b.example',
      ].sort(),
    );
  });

  it('in production, trusts exactly APP_URL and TRUSTED_ORIGINS', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      PORT: '3000',
      APP_URL: 'http://localhost:3000',
      TRUSTED_ORIGINS: 'https://b.example',
    });
    expect(acceptedOrigins(env)).toEqual(['http://localhost:3000', 'https://b.example']);
  });
});

describe('refusedOriginWarning', () => {
  it('names the refused origin, APP_URL with its value, and TRUSTED_ORIGINS', () => {
    const text = refusedOriginWarning('http://192.168.1.5:3000', {
      appUrl: 'http://localhost:3000',
    });
    expect(text).toContain('http://192.168.1.5:3000');
    expect(text).toContain('APP_URL (http://localhost:3000)');
    expect(text).toContain('TRUSTED_ORIGINS');
  });
});

describe('originGuard exemptions', () => {
  const guarded = () => {
    const env = loadEnv({ PORT: '3000', APP_URL: 'http://localhost:3000' });
    const app = new Hono();
    app.use(
      '/api/*',
      originGuard({
        env,
        log: createLogger('silent'),
        authPrefix: '/api/auth/',
        exempt: ['/api/webhooks/paystack'],
      }),
    );
    app.post('/api/*', (c) => c.text('passed'));
    return app;
  };

  it('lets only the exact exempt path through without an Origin (the Paystack webhook)', async () => {
    const app = guarded();
    expect((await app.request('/api/webhooks/paystack', { method: 'POST' })).status).toBe(200);
    for (const path of [
      '/api/webhooks/paystack/',
      '/api/webhooks/paystack2',
      '/api/webhooks/other',
      '/api/billing/checkout',
      '/api/webhooks/paystack/../../billing/checkout',
    ]) {
      const res = await app.request(path, {
        method: 'POST',
        headers: { origin: 'http://evil.test' },
      });
      expect(res.status, path).toBe(403);
    }
  });
});
