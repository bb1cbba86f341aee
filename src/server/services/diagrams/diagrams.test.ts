import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { errorCode, type TestApp, type TestUser, type TestClient } from '../../testing/test-app';
import { startAppWithAdminAndPremiumStudent } from '../../testing/app-with-users';
import { freshLevel, questionBody } from '../../testing/admin-fixtures';
import { HEADER, csvRow, formFor, upload } from '../../testing/upload-fixtures';
import { completeLevel, makeReady } from '../../testing/practice-fixtures';
import { questionImages, questions } from '../../db/schema';
import { DIAGRAM_MESSAGES, MAX_DIAGRAM_BYTES, diagramUrl } from '../../../domain/diagrams';

/**
 * Diagrams (issue 14 item 2) through the real app: an admin uploads PNG, JPEG or SVG and gets a
 * stored WebP (≤ 30 KB, sanitised, resized); a question links it with its description; a quiz,
 * its result, Manage and export carry it; the image is served with a year-long cache.
 */
let app: TestApp;
let admin: TestClient;
let student: TestUser;
beforeAll(async () => ({ app, admin, student } = await startAppWithAdminAndPremiumStudent()));
afterAll(() => app?.close());

async function uploadImage(client: TestClient, bytes: Uint8Array | string, name = 'x.png') {
  const form = new FormData();
  form.set('file', new Blob([bytes as BlobPart]), name);
  const req = new Request('http://local/', { method: 'POST', body: form });
  return client.fetch('/api/admin/images', {
    method: 'POST',
    body: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')! },
  });
}

/** A big, busy picture: a gradient with circles and lines (like a scanned diagram). */
async function bigPng(width = 1600, height = 1200): Promise<Buffer> {
  const shapes = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 97) % width}" cy="${(i * 53) % height}" r="${20 + (i % 7) * 9}" fill="none" stroke="#${(i * 1234567).toString(16).slice(-6).padStart(6, '0')}" stroke-width="5"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#fde"/><stop offset="1" stop-color="#def"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}<text x="50" y="120" font-size="90" font-family="DejaVu Sans">Diagram</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SVG_CLEAN = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150"><rect width="100%" height="100%" fill="#fff"/><line x1="20" y1="75" x2="280" y2="75" stroke="#111" stroke-width="3"/><text x="150" y="60" font-size="22" text-anchor="middle" font-family="DejaVu Sans">10 N</text></svg>`;

type Dto = { id: string; url: string; width: number; height: number; bytes: number };

describe('POST /api/admin/images', () => {
  it('stores a PNG as a WebP of at most 30 KB, 720 px wide, served for a year', async () => {
    const res = await uploadImage(admin, await bigPng());
    expect(res.status, await res.clone().text()).toBe(201);
    const d = (await res.json()) as Dto;
    expect(d.id).toMatch(/^[0-9a-f]{32}$/);
    expect(d.url).toBe(diagramUrl(d.id));
    expect(d.width).toBe(720);
    expect(d.height).toBe(540);
    expect(d.bytes).toBeLessThanOrEqual(MAX_DIAGRAM_BYTES);

    const served = await app.request(d.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(d.bytes);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 720, height: 540 });

    const again = await app.request(d.url, { headers: { 'if-none-match': `"${d.id}"` } });
    expect(again.status).toBe(304);
    // The same picture again is the same diagram (named by its bytes).
    const twice = (await (await uploadImage(admin, await bigPng())).json()) as Dto;
    expect(twice.id).toBe(d.id);
    expect((await app.request(diagramUrl('0'.repeat(32)))).status).toBe(404);
  });

  it('keeps a small JPEG its size (never enlarged) and draws an SVG at 720 px', async () => {
    const jpeg = await sharp(await bigPng(400, 300))
      .jpeg()
      .toBuffer();
    const j = (await (await uploadImage(admin, jpeg, 'x.jpg')).json()) as Dto;
    expect([j.width, j.height]).toEqual([400, 300]);
    const s = (await (await uploadImage(admin, SVG_CLEAN, 'x.svg')).json()) as Dto;
    expect([s.width, s.height]).toEqual([720, 360]);
    expect(s.bytes).toBeLessThanOrEqual(MAX_DIAGRAM_BYTES);
  });

  it('sanitises an SVG: scripts, handlers and outside references never reach the rasteriser', async () => {
    const hostile = SVG_CLEAN.replace('<svg ', '<svg onload="alert(1)" ').replace(
      '<rect',
      `<script>alert(1)</script><image href="file:///etc/passwd" width="10" height="10"/><foreignObject><div>x</div></foreignObject><use href="http://example.com/x.svg#a"/><style>@import url(http://example.com/a.css);</style><rect`,
    );
    const res = await uploadImage(admin, hostile, 'x.svg');
    expect(res.status, await res.clone().text()).toBe(201);
    // Pixel for pixel the clean drawing: the hostile parts were gone before it was drawn.
    const clean = (await (await uploadImage(admin, SVG_CLEAN, 'x.svg')).json()) as Dto;
    expect(((await res.json()) as Dto).id).toBe(clean.id);
  });

  it('refuses entities, other formats, broken files and files over 5 MB with a clear message', async () => {
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${SVG_CLEAN}`;
    const e = await uploadImage(admin, entity, 'x.svg');
    expect(e.status).toBe(400);
    expect((await e.json()).message).toBe(DIAGRAM_MESSAGES.unsafeSvg);
    const gif = await sharp(await bigPng(50, 50))
      .gif()
      .toBuffer();
    const g = await uploadImage(admin, gif, 'x.gif');
    expect(g.status).toBe(400);
    expect((await g.json()).message).toBe(DIAGRAM_MESSAGES.notAnImage);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(100, 7),
    ]);
    const b = await uploadImage(admin, broken);
    expect(b.status).toBe(400);
    expect((await b.json()).message).toBe(DIAGRAM_MESSAGES.unreadable);
    const huge = await uploadImage(admin, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([400, 413]).toContain(huge.status);
    expect((await huge.json()).message).toBe(DIAGRAM_MESSAGES.tooLarge);
    const none = await uploadImage(admin, '', 'x.png');
    expect(none.status).toBe(400);
  });

  it('refuses a picture that cannot fit in 30 KB even at 360 px (noise) with a clear message', async () => {
    const w = 1000;
    const noise = await sharp(crypto.randomBytes(w * w * 3), {
      raw: { width: w, height: w, channels: 3 },
    })
      .png()
      .toBuffer();
    const res = await uploadImage(admin, noise);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(DIAGRAM_MESSAGES.tooDetailed);
  });

  it('is for admins only', async () => {
    const png = await bigPng(100, 100);
    expect((await uploadImage(student.client, png)).status).toBe(403);
    expect((await uploadImage(app.newClient(), png)).status).toBe(401);
  });

  it('deletes diagrams no question has used for a day, at the next upload', async () => {
    const old = (await (await uploadImage(admin, await bigPng(200, 100))).json()) as Dto;
    const used = (await (await uploadImage(admin, await bigPng(210, 100))).json()) as Dto;
    const at = await freshLevel(app.db);
    const created = await admin.fetch('/api/admin/questions', {
      json: questionBody(at, { image: { id: used.id, alt: 'A used diagram' } }),
    });
    expect(created.status).toBe(201);
    await app.db
      .update(questionImages)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(sql`${questionImages.id} in (${old.id}, ${used.id})`);
    await uploadImage(admin, await bigPng(220, 100));
    const left = await app.db.select({ id: questionImages.id }).from(questionImages);
    expect(left.map((r) => r.id)).toContain(used.id);
    expect(left.map((r) => r.id)).not.toContain(old.id);
  });
});

describe('a question with a diagram', () => {
  it('is created and edited with its description, shown to Manage, a quiz and its result', async () => {
    const d = (await (await uploadImage(admin, SVG_CLEAN, 'x.svg')).json()) as Dto;
    const at = await freshLevel(app.db);
    const missingAlt = await admin.fetch('/api/admin/questions', {
      json: questionBody(at, { image: { id: d.id, alt: '  ' } }),
    });
    expect(missingAlt.status).toBe(400);
    expect((await missingAlt.json()).details['image.alt']).toBe(DIAGRAM_MESSAGES.altRequired);
    const unknown = await admin.fetch('/api/admin/questions', {
      json: questionBody(at, { image: { id: 'a'.repeat(32), alt: 'x' } }),
    });
    expect(unknown.status).toBe(400);
    expect(await errorCode(unknown)).toBe('VALIDATION_FAILED');

    const alt = 'A horizontal line labelled 10 N';
    const res = await admin.fetch('/api/admin/questions', {
      json: questionBody(at, { image: { id: d.id, alt } }),
    });
    expect(res.status).toBe(201);
    const q = await res.json();
    expect(q.image).toEqual({ id: d.id, alt, width: 720, height: 360 });

    // An edit that does not send the diagram keeps it; null removes it.
    const kept = await admin.fetch(`/api/admin/questions/${q.id}`, {
      method: 'PATCH',
      json: questionBody(at, { questionText: 'Edited: which force is shown?' }),
    });
    expect((await kept.json()).image).toEqual(q.image);

    // A student's quiz carries it (no key), and so does the result.
    await makeReady(app.db, at);
    await completeLevel(app.db, student.id, { ...at, level: at.level - 1 });
    const started = await student.client.fetch('/api/practice/quizzes', { json: at });
    expect(started.status).toBe(201);
    const quiz = await started.json();
    expect(quiz.questions[0].image).toEqual({ id: d.id, alt, width: 720, height: 360 });
    expect(JSON.stringify(quiz)).not.toMatch(/correctAnswer|explanation/);
    await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}/submit`, {
      json: { answers: {} },
    });
    const result = await (
      await student.client.fetch(`/api/practice/quizzes/${quiz.attemptId}`)
    ).json();
    expect(result.status).toBe('completed');
    expect(result.questions[0].image).toEqual({ id: d.id, alt, width: 720, height: 360 });

    const removed = await admin.fetch(`/api/admin/questions/${q.id}`, {
      method: 'PATCH',
      json: questionBody(at, { image: null }),
    });
    expect((await removed.json()).image).toBeNull();
  });

  it('round-trips through export and upload; an upload naming an unknown diagram rejects that row', async () => {
    const d = (await (await uploadImage(admin, SVG_CLEAN, 'x.svg')).json()) as Dto;
    const at = await freshLevel(app.db);
    const alt = 'A line, with "10 N" written above it';
    const cell = (v: string) => `"${v.replace(/"/g, '""')}"`;
    const file = [
      `${HEADER},image,image_alt`,
      `${csvRow()},${d.id}.webp,${cell(alt)}`,
      `${csvRow()},,`,
      `${csvRow()},${'b'.repeat(32)}.webp,Unknown`,
      `${csvRow()},${d.id}.webp,`,
    ].join('\n');
    const res = await upload(admin, formFor(at), { content: file });
    expect(res.status, await res.clone().text()).toBe(200);
    const report = await res.json();
    expect(report.inserted).toBe(2);
    expect(report.rejected).toEqual([
      { row: 4, reason: DIAGRAM_MESSAGES.unknownImage(`${'b'.repeat(32)}.webp`) },
      { row: 5, reason: DIAGRAM_MESSAGES.altRequired },
    ]);
    const exported = await (
      await admin.fetch(
        `/api/admin/questions/export?examType=${at.examType}&subject=${at.subject}&level=${at.level}`,
      )
    ).text();
    const rows = Papa.parse<Record<string, string>>(exported, {
      header: true,
      skipEmptyLines: true,
    });
    expect(rows.data.map((r) => [r.image, r.image_alt])).toEqual([
      [`${d.id}.webp`, alt],
      ['', ''],
    ]);
    expect((await upload(admin, formFor(at), { content: exported })).status).toBe(200);
    const stored = await app.db
      .select({ imageId: questions.imageId, imageAlt: questions.imageAlt })
      .from(questions)
      .where(eq(questions.level, at.level))
      .then((r) => r.filter((x) => x.imageId));
    expect(stored).toContainEqual({ imageId: d.id, imageAlt: alt });
  });
});

describe('importing questions that name a diagram', () => {
  it('refuses, all or nothing, a diagram that is no longer stored (swept between check and write)', async () => {
    const at = await freshLevel(app.db);
    const { importQuestions } = await import('../questions/import-questions');
    const { draft } = await import('../../testing/admin-fixtures');
    const gone = 'c'.repeat(32);
    await expect(
      importQuestions({
        ctx: { db: app.db, now: new Date() },
        input: {
          examType: at.examType,
          subject: at.subject,
          drafts: [draft(at), draft(at, { image: { ref: gone, alt: 'A drawing' } })],
          settings: {
            timerMinutes: 10,
            questionsPerLevel: 10,
            shuffleQuestions: true,
            isActive: true,
          },
        },
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: DIAGRAM_MESSAGES.unknownImage(gone),
    });
    const left = await app.db.select().from(questions).where(eq(questions.level, at.level));
    expect(left.filter((q) => q.examType === at.examType && q.subject === at.subject)).toEqual([]);
  });
});
