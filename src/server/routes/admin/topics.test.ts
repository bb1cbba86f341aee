import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';
import type { TopicDto } from '../../services/admin/types';
import {
  draft,
  freshSubject,
  insertQuestions,
  questionRows,
  setQuestionColumns,
} from '../../testing/admin-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await createTestApp();
  admin = (await app.createUser({ role: 'admin' })).client;
});
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
