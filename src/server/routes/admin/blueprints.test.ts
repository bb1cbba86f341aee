import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { BlueprintDto } from '../../services/admin/types';
import { freshSubject } from '../../testing/admin-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
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
