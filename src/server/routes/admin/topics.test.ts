import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { TopicDto, TopicPageDto } from '../../services/admin/types';
import { MANAGE_PAGE_SIZE } from '../../../domain/admin-rules';
import {
  draft,
  freshSubject,
  insertQuestions,
  insertTopic,
  questionRows,
  setQuestionColumns,
} from '../../testing/admin-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const create = (json: unknown) => admin.fetch('/api/admin/topics', { json });
const list = async (qs = '') =>
  (await (await admin.fetch(`/api/admin/topics${qs}`)).json()) as TopicDto[];

describe('syllabus topics', () => {
  it('creates (name trimmed, blank description → null) and lists by exam, subject, name', async () => {
    const pair = await freshSubject(app.db);
    const res = await create({ ...pair, topicName: '  Vectors  ', description: ' ' });
    expect(res.status).toBe(201);
    const t = (await res.json()) as TopicDto;
    expect(t).toMatchObject({ ...pair, topicName: 'Vectors', description: null });
    await create({ ...pair, topicName: 'Algebra', description: 'Linear and quadratic.' });
    const mine = await list(`?examType=${pair.examType.toUpperCase()}&subject=${pair.subject}`);
    expect(mine.map((x) => x.topicName)).toEqual(['Algebra', 'Vectors']);
    const all = await list();
    // Names sort by the database's collation; exam and subject codes are plain lower-case ASCII.
    const keys = all.map((x) => [x.examType, x.subject].join('\u0000'));
    expect(keys).toEqual([...keys].sort());
    expect(all.length).toBeGreaterThanOrEqual(mine.length);
  });

  it('keeps names unique per exam + subject, ignoring case (409), but not across subjects', async () => {
    const a = await freshSubject(app.db);
    const b = await freshSubject(app.db);
    expect((await create({ ...a, topicName: 'Probability' })).status).toBe(201);
    const dup = await create({ ...a, topicName: 'PROBABILITY ' });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('"PROBABILITY" already exists'),
    });
    expect((await create({ ...b, topicName: 'Probability' })).status).toBe(201);
  });

  it.each([
    [{ topicName: '   ' }, 'topicName'],
    [{ topicName: 'x'.repeat(201) }, 'topicName'],
    [{ topicName: undefined }, 'topicName'],
    [{ examType: 'gre' }, 'examType'],
    [{ subject: undefined }, 'subject'],
    [{ description: 'd'.repeat(2001) }, 'description'],
  ])('validates %o', async (over, field) => {
    const pair = await freshSubject(app.db);
    const res = await create({ ...pair, topicName: 'Sets', ...over });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { details: object }).details)).toContain(field);
  });

  it('renames and re-describes (PATCH); a rename onto a taken name is 409; unknown id 404', async () => {
    const pair = await freshSubject(app.db);
    const t = (await (await create({ ...pair, topicName: 'Matrices' })).json()) as TopicDto;
    await create({ ...pair, topicName: 'Logic' });
    const res = await admin.fetch(`/api/admin/topics/${t.id}`, {
      method: 'PATCH',
      json: { topicName: 'Matrices and determinants', description: 'Up to 3 × 3.' },
    });
    expect(await res.json()).toEqual({
      ...t,
      topicName: 'Matrices and determinants',
      description: 'Up to 3 × 3.',
    });
    expect(
      (
        await admin.fetch(`/api/admin/topics/${t.id}`, {
          method: 'PATCH',
          json: { topicName: 'matrices AND determinants' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.fetch(`/api/admin/topics/${t.id}`, {
          method: 'PATCH',
          json: { topicName: 'logic' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await admin.fetch('/api/admin/topics/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          json: { topicName: 'X' },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes (204): its questions keep their topic text and lose the link', async () => {
    const pair = await freshSubject(app.db);
    const t = (await (await create({ ...pair, topicName: 'Circles' })).json()) as TopicDto;
    const [qid] = await insertQuestions(app.db, [
      { ...draft({ ...pair, level: 30 }, { topic: 'Circles' }) },
    ]);
    await setQuestionColumns(app.db, qid!, { topicId: t.id });
    expect((await admin.fetch(`/api/admin/topics/${t.id}`, { method: 'DELETE' })).status).toBe(204);
    const [q] = await questionRows(app.db, qid!);
    expect(q).toMatchObject({ topic: 'Circles', topicId: null });
    expect((await admin.fetch(`/api/admin/topics/${t.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('topic pages (the Topics tab)', () => {
  const page = async (qs: string) => {
    const res = await admin.fetch(`/api/admin/topics/page${qs}`);
    expect(res.status).toBe(200);
    return (await res.json()) as TopicPageDto;
  };

  it('pages a filter in the list order, with its total', async () => {
    const pair = await freshSubject(app.db);
    const names = Array.from({ length: 7 }, (_, i) => `Topic ${String(i).padStart(2, '0')}`);
    for (const topicName of [...names].reverse()) await insertTopic(app.db, { ...pair, topicName });
    const qs = `?examType=${pair.examType}&subject=${pair.subject}&pageSize=3`;
    const [p1, p2, p3, p4] = await Promise.all([1, 2, 3, 4].map((n) => page(`${qs}&page=${n}`)));
    expect(p1).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect([p1, p2, p3].flatMap((p) => p!.items.map((t) => t.topicName))).toEqual(names);
    expect(p3!.items).toHaveLength(1);
    expect(p4).toMatchObject({ items: [], total: 7, page: 4 });
  });

  it('defaults to the first page of MANAGE_PAGE_SIZE over every exam', async () => {
    const p = await page('');
    expect(p).toMatchObject({ page: 1, pageSize: MANAGE_PAGE_SIZE });
    expect(p.items.length).toBeLessThanOrEqual(MANAGE_PAGE_SIZE);
    expect(p.total).toBeGreaterThanOrEqual(p.items.length);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?examType=nope', 'examType'],
  ])('refuses %s (400)', async (qs, field) => {
    const res = await admin.fetch(`/api/admin/topics/page${qs}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; details?: object };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.details ?? {})).toContain(field);
  });
});
