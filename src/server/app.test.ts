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
    const large = await admin.client.fetch('/api/admin/questions?examType=neco&subject=economics&level=44', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.status).toBe(200);
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(zlib.gunzipSync(Buffer.from(await large.arrayBuffer())).toString('utf8')) as { items: unknown[] };
    expect(body.items).toHaveLength(25);
    expect(Number(large.headers.get('content-length'))).toBeGreaterThan(0);
    expect(large.headers.get('vary')).toMatch(/accept-encoding/i);

    const plain = await admin.client.fetch('/api/admin/questions?examType=neco&subject=economics&level=44', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as { items: unknown[] }).items).toHaveLength(25);
  });

  it('keeps the status and JSON type of error answers', async () => {
    const res = await app.request('/api/practice/quizzes', { headers: { 'accept-encoding': 'gzip' }, json: {} });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
