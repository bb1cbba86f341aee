import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionImages } from '../../db/schema';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

/** A stored diagram with these bytes, named as uploads are (32 hex digits). */
async function storedDiagram(data: Buffer) {
  const id = crypto.randomBytes(16).toString('hex');
  await app.db
    .insert(questionImages)
    .values({ id, data, width: 10, height: 10, bytes: data.length });
  return id;
}

describe('GET /api/images/<id>.webp', () => {
  it('sends the stored bytes to anyone, cacheable for a year', async () => {
    const data = crypto.randomBytes(64);
    const id = await storedDiagram(data);
    const res = await app.request(`/api/images/${id}.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"${id}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  });

  it('answers 304 with no body to a client that holds the same name', async () => {
    const id = await storedDiagram(crypto.randomBytes(16));
    const res = await app.request(`/api/images/${id}.webp`, {
      headers: { 'if-none-match': `"${id}"` },
    });
    expect(res.status).toBe(304);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 NOT_FOUND for a name no diagram has', async () => {
    const res = await app.request(`/api/images/${'0'.repeat(32)}.webp`);
    expect(res.status).toBe(404);
    expect(await errorCode(res)).toBe('NOT_FOUND');
  });
});
