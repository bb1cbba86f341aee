import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { httpFetch } from './testing/http-client';
import {
  createTestApp,
  errorCode,
  type TestApp,
  type TestClient,
  type TestUser,
} from './testing/test-app';
import { startAppWithAdminAndStudent } from './testing/app-with-users';
import { freshLevel } from './testing/admin-fixtures';
import { bankOf, csvRow, formFor, HEADER, upload } from './testing/upload-fixtures';

let app: TestApp;
let admin: TestClient;
let student: TestUser;
beforeAll(async () => ({ app, admin, student } = await startAppWithAdminAndStudent()));
afterAll(() => app?.close());

/** Better Auth logs its refusals to the console itself (setup.ts fails a test on console.error). */
const quietAuthErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

/** A browser that has been here before: Better Auth checks the origin of cookie requests only. */
function returning(target: TestApp): TestClient {
  const client = target.newClient();
  client.cookies.values.set('seen', '1');
  return client;
}

/** A POST that sends exactly these headers (plus the client's cookies): no default Origin. */
const bare = (client: TestClient, target: string, headers: Record<string, string>, body = '{}') =>
  httpFetch(new URL(target, app.url).toString(), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', cookie: client.cookies.header()!, ...headers },
  });

const settingBody = async () => ({
  ...(await freshLevel(app.db)),
  questionsPerLevel: 10,
  timerMinutes: 10,
});

describe('CSRF: state-changing API requests must come from the app’s origin', () => {
  it.each(['http://evil.example', 'http://127.0.0.1:1', 'null'])(
    'refuses Origin %s with 403 FORBIDDEN_ORIGIN and changes nothing',
    async (origin) => {
      const body = await settingBody();
      const res = await admin.fetch('/api/admin/exam-settings', {
        json: body,
        headers: { origin },
      });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('FORBIDDEN_ORIGIN');
      const list = await admin.fetch('/api/admin/exam-settings');
      const settings = (await list.json()) as {
        examType: string;
        subject: string;
        level: number;
      }[];
      const same = (s: (typeof settings)[number]) =>
        s.examType === body.examType && s.subject === body.subject && s.level === body.level;
      expect(settings.some(same)).toBe(false);
    },
  );

  it('refuses a request with neither Origin nor Sec-Fetch-Site: same-origin', async () => {
    for (const headers of [
      {},
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ] as Record<string, string>[]) {
      const res = await bare(student.client, '/api/practice/quizzes', headers);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('FORBIDDEN_ORIGIN');
    }
    // Sec-Fetch-Site: same-origin stands in for a missing Origin: the route answers (a 400 for
    // the empty body), not the guard.
    const same = await bare(student.client, '/api/practice/quizzes', {
      'sec-fetch-site': 'same-origin',
    });
    expect(same.status).toBe(400);
    expect(await errorCode(same)).toBe('VALIDATION_FAILED');
  });

  it('checks DELETE and PATCH too, and leaves GET alone', async () => {
    const ID = '00000000-0000-4000-8000-000000000000';
    for (const method of ['DELETE', 'PATCH']) {
      const res = await admin.fetch(`/api/admin/topics/${ID}`, {
        method,
        headers: { origin: 'http://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('FORBIDDEN_ORIGIN');
    }
    const read = await admin.fetch('/api/admin/exam-settings', {
      headers: { origin: 'http://evil.example' },
    });
    expect(read.status).toBe(200);
  });

  it('accepts the app’s own origin', async () => {
    const res = await admin.fetch('/api/admin/exam-settings', { json: await settingBody() });
    expect(res.status).toBe(201);
  });

  it('refuses the CSV upload from another origin (bank unchanged) and takes it from the app', async () => {
    const at = await freshLevel(app.db);
    const file = { content: [HEADER, csvRow(), csvRow()].join('\n') };
    const forged = await upload(
      {
        ...admin,
        fetch: (p, init) =>
          admin.fetch(p, { ...init, headers: { ...init?.headers, origin: 'http://127.0.0.1:9' } }),
      },
      formFor(at),
      file,
    );
    expect(forged.status).toBe(403);
    expect(await errorCode(forged)).toBe('FORBIDDEN_ORIGIN');
    expect(await bankOf(app.db, at)).toEqual([]);

    const res = await upload(admin, formFor(at), file);
    expect(res.status).toBe(200);
    expect(await bankOf(app.db, at)).toHaveLength(2);
  });
});

describe('415: JSON routes take JSON only', () => {
  it.each([
    ['text/plain', '{"examType":"jamb"}'],
    ['application/x-www-form-urlencoded', 'examType=jamb&subject=mathematics'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
    ['', '{"examType":"jamb"}'],
  ])('refuses a %s body with 415 UNSUPPORTED_MEDIA_TYPE', async (type, body) => {
    const json = JSON.stringify(await settingBody());
    for (const [target, payload] of [
      ['/api/admin/exam-settings', type.startsWith('text') || !type ? json : body],
      ['/api/practice/quizzes', body],
    ] as const) {
      const client = target.startsWith('/api/admin') ? admin : student.client;
      const res = await client.fetch(target, {
        method: 'POST',
        body: payload,
        headers: type ? { 'content-type': type } : {},
      });
      expect(res.status, `${target} as ${type}`).toBe(415);
      expect(await errorCode(res)).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });
});

describe('Better Auth’s routes keep their own origin check', () => {
  it('answers its 403 INVALID_ORIGIN to a sign-in from another origin', async () => {
    quietAuthErrors();
    const res = await returning(app).fetch('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.test', password: 'whatever-123' },
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('INVALID_ORIGIN');
  });
});

describe('Cache-Control: no-store on private API answers', () => {
  it.each([
    '/api/session',
    '/api/me',
    '/api/dashboard',
    '/api/notifications',
    '/api/admin/exam-settings',
    '/api/practice/exams/jamb/subjects',
  ])('GET %s (signed in and out) is no-store', async (target) => {
    for (const client of [admin, app.newClient()]) {
      const res = await client.fetch(target);
      expect(res.headers.get('cache-control'), `${target} ${res.status}`).toBe('no-store');
    }
  });

  it('covers writes, errors and Better Auth’s answers; public /api/config is not private', async () => {
    const write = await admin.fetch('/api/admin/exam-settings', { json: await settingBody() });
    expect(write.headers.get('cache-control')).toBe('no-store');
    const missing = await admin.fetch('/api/nothing-here');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const signIn = await app.signIn({ email: 'nobody@example.test', password: 'whatever-123' });
    expect(signIn.headers.get('cache-control')).toMatch(/no-store/);
    const config = await app.request('/api/config');
    expect(config.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('malformed URLs and HTML headers', () => {
  let webUrl: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>x</title>');
    const server = createAdaptorServer({ fetch: createApp(app.deps, { webRoot }).fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    webUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close?.());

  it.each(['/%E0%A4%A', '/app/%', '/assets/%zz.js'])('GET %s answers 400, never 500', async (p) => {
    const res = await httpFetch(webUrl + p);
    expect(res.status).toBe(400);
  });

  it('GET /api/% answers 404, never 500', async () => {
    const res = await httpFetch(`${app.url}/api/%`);
    expect(res.status).toBe(404);
  });

  it('serves pages with a Content-Security-Policy that allows no inline script or framing', async () => {
    const res = await httpFetch(`${webUrl}/app/dashboard`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  });
});

describe('origins in development', () => {
  let dev: TestApp;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    dev = await createTestApp({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await dev?.close();
    warn.mockRestore();
  });

  it('accepts sign-in and API writes from localhost and 127.0.0.1 on the same port alike', async () => {
    const user = await dev.createUser();
    const port = new URL(dev.url).port;
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      const client = returning(dev);
      const res = await client.fetch('/api/auth/sign-in/email', {
        json: { email: user.email, password: user.password },
        headers: { origin },
      });
      expect(res.status, origin).toBe(200);
      const write = await client.fetch('/api/practice/quizzes', { json: {}, headers: { origin } });
      expect(write.status, origin).toBe(400);
      expect(await errorCode(write)).toBe('VALIDATION_FAILED');
    }
  });

  it('still refuses another origin, and logs what to configure with the refused origin', async () => {
    warn.mockClear();
    quietAuthErrors();
    const res = await returning(dev).fetch('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.test', password: 'whatever-123' },
      headers: { origin: 'http://192.168.1.20:5173' },
    });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('INVALID_ORIGIN');
    const logged = warn.mock.calls.map((c: unknown[]) => String(c[0])).join('\n');
    expect(logged).toMatch(/http:\/\/192\.168\.1\.20:5173/);
    expect(logged).toMatch(/APP_URL/);
    expect(logged).toMatch(/TRUSTED_ORIGINS/);

    warn.mockClear();
    const api = await dev.newClient().fetch('/api/practice/quizzes', {
      json: {},
      headers: { origin: 'http://192.168.1.20:5173' },
    });
    expect(api.status).toBe(403);
    expect(warn.mock.calls.map((c: unknown[]) => String(c[0])).join('\n')).toMatch(
      /192\.168\.1\.20:5173.*APP_URL.*TRUSTED_ORIGINS/,
    );
  });
});

describe('origins in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod?.close());

  it('trusts only APP_URL and TRUSTED_ORIGINS: localhost is not 127.0.0.1 there', async () => {
    const origin = `http://localhost:${new URL(prod.url).port}`;
    quietAuthErrors();
    const res = await returning(prod).fetch('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.test', password: 'whatever-123' },
      headers: { origin },
    });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('INVALID_ORIGIN');
    const api = await prod.newClient().fetch('/api/practice/quizzes', {
      json: {},
      headers: { origin },
    });
    expect(api.status).toBe(403);
    expect(await errorCode(api)).toBe('FORBIDDEN_ORIGIN');
  });
});
