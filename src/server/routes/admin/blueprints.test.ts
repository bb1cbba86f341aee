import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { startAppWithAdminAndStudent } from '../../testing/app-with-users';
import type { BlueprintDto } from '../../services/admin/types';
import { freshSubject } from '../../testing/admin-fixtures';
import { syllabusTopics } from '../../db/schema';
import { ADMIN_MESSAGES } from '../../../domain/admin-rules';

let app: TestApp;
let admin: TestClient;
let student: TestClient;
beforeAll(
  async () =>
    ({
      app,
      admin,
      student: { client: student },
    } = await startAppWithAdminAndStudent()),
);
afterAll(() => app?.close());

const create = (json: unknown) => admin.fetch('/api/admin/blueprints', { json });
const list = async () =>
  (await (await admin.fetch('/api/admin/blueprints')).json()) as BlueprintDto[];

describe('exam blueprints', () => {
  it('creates with the defaults (40 questions, 40 minutes, no override) and lists ordered by exam, subject', async () => {
    const pair = await freshSubject(app.db);
    const res = await create({ examType: pair.examType.toUpperCase(), subject: pair.subject });
    expect(res.status).toBe(201);
    const bp = (await res.json()) as BlueprintDto;
    expect(bp).toMatchObject({
      ...pair,
      totalQuestionsRealExam: 40,
      totalTimeRealExam: 40,
      perLevelOverride: null,
      topicWeights: null,
      topics: [],
    });
    const all = await list();
    expect(all.find((b) => b.id === bp.id)).toEqual(bp);
    const keys = all.map((b) => `${b.examType}\u0000${b.subject}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('refuses a second blueprint for the same exam + subject (409)', async () => {
    const pair = await freshSubject(app.db);
    expect(
      (
        await create({
          ...pair,
          totalQuestionsRealExam: 60,
          totalTimeRealExam: 90,
          perLevelOverride: { '50': { questions: 60 } },
        })
      ).status,
    ).toBe(201);
    const dup = await create(pair);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^A blueprint for (JAMB|WAEC|NECO) .+ already exists\.$/),
    });
  });

  it.each([
    [{ totalQuestionsRealExam: 0 }, 'totalQuestionsRealExam'],
    [{ totalTimeRealExam: 0 }, 'totalTimeRealExam'],
    [{ totalTimeRealExam: 1.5 }, 'totalTimeRealExam'],
    [{ examType: undefined }, 'examType'],
    [{ subject: '' }, 'subject'],
    [{ perLevelOverride: [1, 2] }, 'perLevelOverride'],
    [{ perLevelOverride: 'x' }, 'perLevelOverride'],
  ])('validates %o', async (over, field) => {
    const pair = await freshSubject(app.db);
    const res = await create({ ...pair, ...over });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { details: object }).details)).toContain(field);
  });

  it('edits (PATCH), including clearing the override, and refuses a move onto a taken exam + subject', async () => {
    const a = await freshSubject(app.db);
    const b = await freshSubject(app.db);
    const bp = (await (
      await create({ ...a, perLevelOverride: { '10': { questions: 5 } } })
    ).json()) as BlueprintDto;
    await create(b);
    const res = await admin.fetch(`/api/admin/blueprints/${bp.id}`, {
      method: 'PATCH',
      json: { totalQuestionsRealExam: 60, perLevelOverride: null },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ...bp, totalQuestionsRealExam: 60, perLevelOverride: null });
    const clash = await admin.fetch(`/api/admin/blueprints/${bp.id}`, { method: 'PATCH', json: b });
    expect(clash.status).toBe(409);
    expect(
      (
        await admin.fetch(`/api/admin/blueprints/${bp.id}`, {
          method: 'PATCH',
          json: { totalTimeRealExam: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.fetch('/api/admin/blueprints/00000000-0000-4000-8000-000000000000', {
          method: 'PATCH',
          json: { totalTimeRealExam: 5 },
        })
      ).status,
    ).toBe(404);
  });

  it('deletes (204), then 404', async () => {
    const pair = await freshSubject(app.db);
    const bp = (await (await create(pair)).json()) as BlueprintDto;
    expect((await admin.fetch(`/api/admin/blueprints/${bp.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await list()).some((b) => b.id === bp.id)).toBe(false);
    const again = await admin.fetch(`/api/admin/blueprints/${bp.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await errorCode(again)).toBe('NOT_FOUND');
  });
});

describe('blueprint topic weights (issue 23: the mock paper spread)', () => {
  const patch = (id: string, json: unknown) =>
    admin.fetch(`/api/admin/blueprints/${id}`, { method: 'PATCH', json });
  const withTopics = async (...names: string[]) => {
    const pair = await freshSubject(app.db);
    if (names.length)
      await app.db
        .insert(syllabusTopics)
        .values(names.map((topicName) => ({ ...pair, topicName })));
    return pair;
  };
  const details = async (res: Response) => ((await res.json()) as { details: object }).details;

  it('saves weights keyed by the syllabus spelling, lists them with the topics, and clears them', async () => {
    const pair = await withTopics('Algebra', 'Calculus', 'Statistics');
    const res = await create({
      ...pair,
      topicWeights: { ' algebra': 30, CALCULUS: 0, Statistics: 10 },
    });
    expect(res.status).toBe(201);
    const bp = (await res.json()) as BlueprintDto;
    expect(bp.topicWeights).toEqual({ Algebra: 30, Calculus: 0, Statistics: 10 });
    expect(bp.topics).toEqual(['Algebra', 'Calculus', 'Statistics']);
    expect((await list()).find((b) => b.id === bp.id)).toEqual(bp);

    const changed = await patch(bp.id, { topicWeights: { Calculus: 100 } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as BlueprintDto).topicWeights).toEqual({ Calculus: 100 });
    // A patch without weights keeps them.
    const kept = (await (await patch(bp.id, { totalTimeRealExam: 90 })).json()) as BlueprintDto;
    expect(kept).toMatchObject({ totalTimeRealExam: 90, topicWeights: { Calculus: 100 } });
    const cleared = (await (await patch(bp.id, { topicWeights: null })).json()) as BlueprintDto;
    expect(cleared.topicWeights).toBeNull();
    expect((await list()).find((b) => b.id === bp.id)?.topicWeights).toBeNull();
  });

  it.each([
    [{ Algebra: 101 }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: -5 }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: 12.5 }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: '30' }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: 0 }, 'topicWeights', ADMIN_MESSAGES.topicWeightsNone],
    [{}, 'topicWeights', ADMIN_MESSAGES.topicWeightsNone],
    [[40], 'topicWeights', undefined],
  ])('refuses the weights %o at the edge (400, field %s)', async (topicWeights, field, message) => {
    const pair = await withTopics('Algebra');
    const res = await create({ ...pair, topicWeights });
    expect(res.status).toBe(400);
    const body = (await details(res)) as Record<string, string>;
    expect(Object.keys(body)).toContain(field);
    if (message) expect(body[field]).toBe(message);
  });

  it("refuses weights naming topics that are not that exam and subject's syllabus topics", async () => {
    const pair = await withTopics('Algebra', 'Calculus');
    const other = await withTopics('Trigonometry');
    const res = await create({ ...pair, topicWeights: { Algebra: 10, Trigonometry: 5 } });
    expect(res.status).toBe(400);
    expect(await errorCode(res.clone())).toBe('VALIDATION_FAILED');
    expect(((await details(res)) as Record<string, string>).topicWeights).toMatch(
      /^Not a syllabus topic of (JAMB|WAEC|NECO) .+: Trigonometry\./,
    );
    // A subject with no syllabus topics takes no weights at all.
    const bare = await withTopics();
    expect((await create({ ...bare, topicWeights: { Algebra: 1 } })).status).toBe(400);
    // Moving a weighted blueprint to another subject needs weights of that subject (or none).
    const bp = (await (
      await create({ ...pair, topicWeights: { Algebra: 10 } })
    ).json()) as BlueprintDto;
    const moved = await patch(bp.id, other);
    expect(moved.status).toBe(400);
    expect(Object.keys(await details(moved))).toEqual(['topicWeights']);
    const ok = await patch(bp.id, { ...other, topicWeights: { trigonometry: 4 } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ...other, topicWeights: { Trigonometry: 4 } });
  });

  it('is for admins only: students get 403 on every blueprint route', async () => {
    const pair = await withTopics('Algebra');
    const bp = (await (await create(pair)).json()) as BlueprintDto;
    const as = (path: string, init?: Parameters<TestClient['fetch']>[1]) =>
      student.fetch(path, init).then((r) => r.status);
    expect(await as('/api/admin/blueprints')).toBe(403);
    expect(await as('/api/admin/blueprints', { json: { ...pair, topicWeights: null } })).toBe(403);
    expect(
      await as(`/api/admin/blueprints/${bp.id}`, {
        method: 'PATCH',
        json: { topicWeights: { Algebra: 5 } },
      }),
    ).toBe(403);
    expect(await as(`/api/admin/blueprints/${bp.id}`, { method: 'DELETE' })).toBe(403);
    expect((await list()).find((b) => b.id === bp.id)?.topicWeights).toBeNull();
  });
});
