import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import type { UploadReportDto } from '../../services/admin/types';
import { examShortName, subjectDisplayName } from '../../../domain/catalogue';
import type { UploadPreview } from '../../../domain/upload-preview';
import {
  clearLevelQuestions,
  freshLevel,
  insertQuestions,
  draft,
  type Level,
} from '../../testing/admin-fixtures';
import {
  bankOf,
  csvRow,
  formFor,
  HEADER,
  upload,
  type UploadFields,
} from '../../testing/upload-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const csv = (...rows: string[]) => ({ content: [HEADER, ...rows].join('\n') });
const withoutConfirm = (at: Level, over: UploadFields = {}) =>
  formFor(at, { confirmReplace: undefined, ...over });

/** POSTs the Upload form to the preview. */
async function preview(at: Level, file: { content: string }) {
  const res = await upload(admin, withoutConfirm(at), file, '/api/admin/questions/upload/preview');
  expect(res.status).toBe(200);
  return (await res.json()) as UploadPreview;
}

const next = (at: Level, by = 1) => ({
  ...at,
  level: at.level <= 40 ? at.level + by : at.level - by,
});

describe('the upload preview and its confirmation (issue 21 item 9)', () => {
  it('counts what each level of the file would replace, and stores nothing', async () => {
    const at = await freshLevel(app.db);
    const other = next(at);
    await freshLevelAt(other);
    await insertQuestions(app.db, [draft(at), draft(at), draft(at), draft(other)]);
    const before = await bankOf(app.db, at);
    const found = await preview(at, csv(csvRow(), csvRow({ level_tag: String(other.level) })));
    expect(found.replaces).toEqual(
      [
        { ...at, count: 3 },
        { ...other, count: 1 },
      ].sort((a, b) => a.level - b.level),
    );
    expect(await bankOf(app.db, at)).toEqual(before);
  });

  it('words the notice as "This replaces N questions in WAEC Physics level 11"', async () => {
    const { replaceNotice } = await import('../../../domain/upload-preview');
    expect(replaceNotice({ examType: 'waec', subject: 'physics', level: 11, count: 11 })).toBe(
      'This replaces 11 questions in WAEC Physics level 11',
    );
    const at = await freshLevel(app.db);
    expect(replaceNotice({ ...at, count: 1 })).toBe(
      `This replaces 1 question in ${examShortName(at.examType)} ${subjectDisplayName(at.subject)} level ${at.level}`,
    );
  });

  it('refuses to replace stored questions without the confirmation, and replaces with it', async () => {
    const at = await freshLevel(app.db);
    await insertQuestions(app.db, [draft(at), draft(at)]);
    const before = await bankOf(app.db, at);
    const refused = await upload(admin, withoutConfirm(at), csv(csvRow()));
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('REPLACE_NOT_CONFIRMED');
    expect(body.message).toContain(`This replaces 2 questions in `);
    expect(await bankOf(app.db, at)).toEqual(before);
    // "false" is no confirmation either.
    const no = await upload(admin, withoutConfirm(at, { confirmReplace: 'false' }), csv(csvRow()));
    expect(no.status).toBe(409);
    const done = await upload(admin, formFor(at), csv(csvRow()));
    expect(done.status).toBe(200);
    expect(((await done.json()) as UploadReportDto).inserted).toBe(1);
    expect(await bankOf(app.db, at)).toHaveLength(1);
  });

  it('needs no confirmation where the levels are empty (nothing is replaced)', async () => {
    const at = await freshLevel(app.db);
    expect((await preview(at, csv(csvRow()))).replaces).toEqual([]);
    expect((await upload(admin, withoutConfirm(at), csv(csvRow()))).status).toBe(200);
  });

  it('warns of rows nearly repeating an active question kept elsewhere or another row of the file', async () => {
    const at = await freshLevel(app.db);
    const other = next(at, 2);
    await freshLevelAt(other);
    const stem = 'Which of the following best describes the process of photosynthesis in plants';
    await insertQuestions(app.db, [
      // Kept (another level): its near-copy in the file is a warning.
      draft(other, { questionText: `${stem}?` }),
      // Inactive: not served, so not a warning.
      {
        ...draft(other, { questionText: 'What is the unit of electric charge measured in SI?' }),
        isActive: false,
      },
      // In the level the upload replaces: going away, so not a warning.
      draft(at, {
        questionText: 'Name the organelle where respiration mainly takes place in cells',
      }),
    ]);
    const found = await preview(
      at,
      csv(
        csvRow({ question_text: `"${stem}."` }), // row 2: ~ the kept question
        csvRow({ question_text: 'What is the unit of electric charge measured in SI' }), // row 3
        csvRow({
          question_text: 'Name the organelle where respiration mainly takes place in cells.',
        }), // row 4
        csvRow({
          question_text: 'State the law of conservation of energy as applied to a pendulum',
        }), // row 5
        csvRow({
          question_text: 'State the law of conservation of energy as applied to pendulums',
        }), // row 6
      ),
    );
    expect(found.nearDuplicateCount).toBe(2);
    expect(found.nearDuplicates).toEqual([
      {
        row: 2,
        similarity: expect.any(Number),
        of: {
          examType: other.examType,
          subject: other.subject,
          level: other.level,
          questionText: `${stem}?`,
        },
      },
      { row: 6, similarity: expect.any(Number), of: { row: 5 } },
    ]);
    expect(found.nearDuplicates.every((d) => d.similarity >= 0.8)).toBe(true);
    // Warnings, not errors: the upload takes every row.
    const report = (await (
      await upload(
        admin,
        formFor(at),
        csv(
          csvRow({ question_text: `"${stem}."` }),
          csvRow({
            question_text: 'State the law of conservation of energy as applied to a pendulum',
          }),
          csvRow({
            question_text: 'State the law of conservation of energy as applied to pendulums',
          }),
        ),
      )
    ).json()) as UploadReportDto;
    expect(report).toMatchObject({ inserted: 3, rejectedCount: 0 });
  });

  it('refuses a preview of a file the upload would refuse, with the same message', async () => {
    const at = await freshLevel(app.db);
    const res = await upload(
      admin,
      withoutConfirm(at),
      csv(csvRow({ correct_answer: 'E' })),
      '/api/admin/questions/upload/preview',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

/** Empties a second level of the same exam and subject. */
async function freshLevelAt(at: Level) {
  await clearLevelQuestions(app.db, at);
}
