import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, type TestApp, type TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { UploadReportDto } from '../../services/admin/types';
import { nulMessage } from '../../../domain/text-rules';
import { CSV_MESSAGES } from '../../../domain/question-csv';
import { freshLevel, freshSubject, questionBody } from '../../testing/admin-fixtures';
import { bankOf, csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';

/**
 * PostgreSQL refuses U+0000 in text and jsonb: before validation refused it, each of these
 * answered 500 INTERNAL. Now a 400 VALIDATION_FAILED names the field, and nothing is written.
 */
const NUL = '\u0000';
let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const expectRefused = async (res: Response, field: string, message: string) => {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { code: string; details: Record<string, string> };
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.details[field]).toBe(message);
};

describe('a NUL character in admin input', () => {
  it('manual entry: each question field is refused with its message and nothing is stored', async () => {
    const at = await freshLevel(app.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ questionText: `Wh${NUL}at?` }, 'questionText', 'Question'],
      [{ topic: `Alg${NUL}` }, 'topic', 'Topic'],
      [{ explanation: `Because${NUL}` }, 'explanation', 'Explanation'],
      [{ options: { A: `1${NUL}`, B: '2', C: '3', D: '4' } }, 'options.A', 'Option A'],
    ];
    for (const [over, field, label] of cases)
      await expectRefused(
        await admin.fetch('/api/admin/questions', { json: questionBody(at, over) }),
        field,
        nulMessage(label),
      );
    expect(await bankOf(app.db, at)).toEqual([]);
  });

  it('edit: a NUL in the edited question text is refused and the question is unchanged', async () => {
    const at = await freshLevel(app.db);
    const created = await admin.fetch('/api/admin/questions', { json: questionBody(at) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const before = await bankOf(app.db, at);
    await expectRefused(
      await admin.fetch(`/api/admin/questions/${id}`, {
        method: 'PATCH',
        json: questionBody(at, { questionText: `x${NUL}` }),
      }),
      'questionText',
      nulMessage('Question'),
    );
    expect(await bankOf(app.db, at)).toEqual(before);
  });

  it('CSV upload: the row with a NUL is rejected with its reason and never stored', async () => {
    const at = await freshLevel(app.db);
    const res = await upload(admin, formFor(at), {
      content: [HEADER, csvRow(), csvRow({ option_c: `bad${NUL}` }), csvRow()].join('\n'),
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as UploadReportDto;
    expect(report.inserted).toBe(2);
    expect(report.rejected).toEqual([{ row: 3, reason: nulMessage('option_c') }]);
    const bank = await bankOf(app.db, at);
    expect(bank).toHaveLength(2);
    expect(JSON.stringify(bank)).not.toContain('\\u0000');
  });

  it('CSV upload: a file whose only row holds a NUL changes nothing', async () => {
    const at = await freshLevel(app.db);
    expect(
      (await upload(admin, formFor(at), { content: [HEADER, csvRow()].join('\n') })).status,
    ).toBe(200);
    const before = await bankOf(app.db, at);
    const res = await upload(admin, formFor(at), {
      content: [HEADER, csvRow({ topic: `Alg${NUL}ebra` })].join('\n'),
    });
    await expectRefused(res, 'file', CSV_MESSAGES.noValidRows);
    expect(await bankOf(app.db, at)).toEqual(before);
  });

  it('sign-up refuses one in the full name with a field message and creates no account', async () => {
    const email = uniqueEmail('nul');
    await expectRefused(
      await app.signUp({ email, password: 'ogbono-soup-42', name: `Ada${NUL}` }),
      'name',
      nulMessage('Full name'),
    );
    expect((await app.signUp({ email, password: 'ogbono-soup-42', name: 'Ada' })).status).toBe(200);
  });

  it('topics and blueprints refuse it too', async () => {
    const pair = await freshSubject(app.db);
    await expectRefused(
      await admin.fetch('/api/admin/topics', { json: { ...pair, topicName: `T${NUL}` } }),
      'topicName',
      nulMessage('Topic name'),
    );
    await expectRefused(
      await admin.fetch('/api/admin/topics', {
        json: { ...pair, topicName: 'Algebra', description: `d${NUL}` },
      }),
      'description',
      nulMessage('Description'),
    );
    await expectRefused(
      await admin.fetch('/api/admin/blueprints', {
        json: { ...pair, perLevelOverride: { '5': { note: `n${NUL}` } } },
      }),
      'perLevelOverride',
      nulMessage('Per-level override'),
    );
  });
});
