import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { ExamSettingDto } from '../../services/admin/types';
import { freshLevel } from '../../testing/admin-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const create = (json: unknown) => admin.fetch('/api/admin/exam-settings', { method: 'POST', json });
const list = async () =>
  (await (await admin.fetch('/api/admin/exam-settings')).json()) as ExamSettingDto[];

describe('exam settings', () => {
  it('creates a setting with the form defaults, canonical codes from any alias', async () => {
    const at = await freshLevel(app.db);
    const res = await create({
      examType: at.examType.toUpperCase(),
      subject: at.subject === 'english' ? 'English Language' : at.subject.toUpperCase(),
      level: at.level,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ExamSettingDto;
    expect(body).toMatchObject({
      ...at,
      questionsPerLevel: 20,
      timerMinutes: 15,
      shuffleQuestions: true,
      isActive: true,
    });
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
    expect((await list()).find((s) => s.id === body.id)).toEqual(body);
  });

  it('refuses a duplicate exam + subject + level with a clear 409', async () => {
    const at = await freshLevel(app.db);
    expect((await create({ ...at, questionsPerLevel: 5 })).status).toBe(201);
    const dup = await create({ ...at, timerMinutes: 9 });
    expect(dup.status).toBe(409);
    const body = (await dup.json()) as { code: string; message: string };
    expect(body.code).toBe('CONFLICT');
    expect(body.message).toMatch(
      new RegExp(`^A setting for (JAMB|WAEC|NECO) .+ level ${at.level} already exists\\.$`),
    );
  });

  it.each([
    [{ questionsPerLevel: 0 }, 'questionsPerLevel'],
    [{ questionsPerLevel: 101 }, 'questionsPerLevel'],
    [{ timerMinutes: 0 }, 'timerMinutes'],
    [{ timerMinutes: 301 }, 'timerMinutes'],
    [{ timerMinutes: 2.5 }, 'timerMinutes'],
    [{ level: 51 }, 'level'],
    [{ level: 0 }, 'level'],
    [{ examType: 'toefl' }, 'examType'],
    [{ subject: 'astrology' }, 'subject'],
    [{ shuffleQuestions: 'yes' }, 'shuffleQuestions'],
  ])('validates %o', async (over, field) => {
    const at = await freshLevel(app.db);
    const res = await create({ ...at, ...over });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      code: string;
      message: string;
      details: Record<string, string>;
    };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.details)).toContain(field);
    expect(body.message).toBe(body.details[field]);
  });

  it('accepts the limits 1 and 100 questions, 1 and 300 minutes', async () => {
    for (const [q, t] of [
      [1, 1],
      [100, 300],
    ]) {
      const at = await freshLevel(app.db);
      expect((await create({ ...at, questionsPerLevel: q, timerMinutes: t })).status).toBe(201);
    }
  });

  it('answers INVALID_JSON for a malformed body', async () => {
    const res = await admin.fetch('/api/admin/exam-settings', {
      method: 'POST',
      body: '{"examType":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('INVALID_JSON');
  });

  it('lists settings ordered by exam type, subject, level', async () => {
    const settings = await list();
    const keys = settings.map((s) => [s.examType, s.subject, s.level] as const);
    const sorted = [...keys].sort((a, b) =>
      a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2],
    );
    expect(keys).toEqual(sorted);
  });

  it('saves a row (PATCH) and leaves the other fields alone', async () => {
    const at = await freshLevel(app.db);
    const created = (await (await create(at)).json()) as ExamSettingDto;
    const res = await admin.fetch(`/api/admin/exam-settings/${created.id}`, {
      method: 'PATCH',
      json: { timerMinutes: 45, isActive: false },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as ExamSettingDto;
    expect(saved).toMatchObject({
      ...at,
      timerMinutes: 45,
      isActive: false,
      questionsPerLevel: 20,
      shuffleQuestions: true,
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    // Exam, subject and level are not editable: extra keys are ignored.
    const moved = await admin.fetch(`/api/admin/exam-settings/${created.id}`, {
      method: 'PATCH',
      json: { level: 49 },
    });
    expect(((await moved.json()) as ExamSettingDto).level).toBe(at.level);
  });

  it('validates a PATCH and answers 404 for an unknown or malformed id', async () => {
    const at = await freshLevel(app.db);
    const created = (await (await create(at)).json()) as ExamSettingDto;
    const bad = await admin.fetch(`/api/admin/exam-settings/${created.id}`, {
      method: 'PATCH',
      json: { questionsPerLevel: 500 },
    });
    expect(bad.status).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin.fetch(`/api/admin/exam-settings/${id}`, {
        method: 'PATCH',
        json: { timerMinutes: 10 },
      });
      expect(res.status).toBe(404);
      expect(await errorCode(res)).toBe('NOT_FOUND');
    }
  });
});
