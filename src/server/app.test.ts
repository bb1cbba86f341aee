import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions } from './db/schema';
import { createTestApp, type TestApp } from './testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

describe('response compression', () => {
  it('sends small JSON uncompressed with a length, and gzips large JSON', async () => {
    const small = await app.request('/api/config', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBeGreaterThan(0);

    const admin = await app.createUser({ role: 'admin' });
    await app.db.insert(questions).values(
      Array.from({ length: 25 }, (_, i) => ({
        examType: 'neco',
        subject: 'economics',
        level: 44,
        questionText: `Compression check question ${i} with enough words to make the page large`,
        options: { A: 'one', B: 'two', C: 'three', D: 'four' },
        correctAnswer: 'A' as const,
      })),
    );
    const large = await admin.client.fetch(
      '/api/admin/questions?examType=neco&subject=economics&level=44',
      { headers: { 'accept-encoding': 'gzip' } },
    );
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(
      zlib.gunzipSync(Buffer.from(await large.arrayBuffer())).toString('utf8'),
    ) as { items: unknown[] };
    expect(body.items).toHaveLength(25);
    expect(Number(large.headers.get('content-length'))).toBeGreaterThan(0);
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);

    const plain = await admin.client.fetch(
      '/api/admin/questions?examType=neco&subject=economics&level=44',
      { headers: { 'accept-encoding': 'identity' } },
    );
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { items: unknown[] }).items).toHaveLength(25);
  });

  it('keeps the status and JSON type of error answers', async () => {
    const res = await app.request('/api/practice/quizzes', {
      headers: { 'accept-encoding': 'gzip' },
      json: {},
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('request body limit', () => {
  /** POSTs without a stated length (Transfer-Encoding: chunked), as a streaming client would. */
  function postChunked(
    path: string,
    cookie: string,
    body: string,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        new URL(path, app.url),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.url, cookie },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        },
      );
      req.on('error', reject);
      for (let i = 0; i < body.length; i += 8192) req.write(body.slice(i, i + 8192));
      req.end();
    });
  }

  it('refuses a body over 64 KB whether its length is stated or it streams in chunks', async () => {
    const student = await app.createUser();
    const big = JSON.stringify({ examType: 'jamb', padding: 'x'.repeat(70 * 1024) });
    const stated = await student.client.fetch('/api/practice/quizzes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(stated.status).toBe(413);
    const cookie = student.client.cookies.header()!;
    const streamed = await postChunked('/api/practice/quizzes', cookie, big);
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const small = await postChunked('/api/practice/quizzes', cookie, '{"examType":"jamb"}');
    expect(small.status).toBe(400);
  });
});
