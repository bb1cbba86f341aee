import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import { CSV_COLUMNS } from '../../../domain/question-csv';
import type { UploadReportDto } from '../../services/admin/types';
import { draft, freshLevel, freshSubject, insertQuestions } from '../../testing/admin-fixtures';
import { bankOf, csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const exportCsv = (qs: string) => admin.fetch(`/api/admin/questions/export?${qs}`);
const cells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('GET /api/admin/questions/export', () => {
  it('is an upload-format CSV download of the filter, in Manage order', async () => {
    const at = await freshLevel(app.db);
    await insertQuestions(app.db, [
      draft(at, { topic: 'Indices', difficulty: 'hard', explanation: null }),
      draft(at, { questionText: 'Second, with "quotes"' }),
    ]);
    const res = await exportCsv(
      `examType=${at.examType.toUpperCase()}&subject=${at.subject}&level=${at.level}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${at.examType}-${at.subject}-level-${at.level}.csv"`,
    );
    const rows = cells(await res.text());
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      at.examType.toUpperCase(),
      expect.any(String),
      'Indices',
      'hard',
      String(at.level),
      expect.stringMatching(/^Question \d+/),
      expect.any(String),
      expect.any(String),
      expect.any(String),
      expect.any(String),
      'B',
      '',
      at.examType.toUpperCase(),
    ]);
    expect(rows[2]![5]).toBe('Second, with "quotes"');
  });

  it('escapes cells that a spreadsheet would run as formulas', async () => {
    const at = await freshLevel(app.db);
    await insertQuestions(app.db, [
      draft(at, {
        questionText: '=HYPERLINK("http://evil")',
        options: { A: '-5', B: '+5', C: '@x', D: '5' },
        topic: '=1+1',
      }),
    ]);
    const rows = cells(
      await (
        await exportCsv(`examType=${at.examType}&subject=${at.subject}&level=${at.level}`)
      ).text(),
    );
    expect(rows[1]!.slice(2, 10)).toEqual([
      "'=1+1",
      'medium',
      String(at.level),
      `'=HYPERLINK("http://evil")`,
      "'-5",
      "'+5",
      "'@x",
      '5',
    ]);
  });

  it('exports every level when no level is given (…-all-levels.csv), ordered by level', async () => {
    const { examType, subject } = await freshSubject(app.db);
    await insertQuestions(app.db, [
      draft({ examType, subject, level: 12 }),
      draft({ examType, subject, level: 11 }),
    ]);
    const res = await exportCsv(`examType=${examType}&subject=${subject}`);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${examType}-${subject}-all-levels.csv"`,
    );
    expect(
      cells(await res.text())
        .slice(1)
        .map((r) => r[4]),
    ).toEqual(['11', '12']);
  });

  it('exports just the header for an empty filter, and validates the filter', async () => {
    const at = await freshLevel(app.db);
    expect(
      cells(
        await (
          await exportCsv(`examType=${at.examType}&subject=${at.subject}&level=${at.level}`)
        ).text(),
      ),
    ).toEqual([[...CSV_COLUMNS]]);
    expect((await exportCsv('examType=jamb')).status).toBe(400);
    expect((await exportCsv('examType=jamb&subject=mathematics&level=0')).status).toBe(400);
  });

  it('round-trips: uploading the export gives identical question rows', async () => {
    const at = { ...(await freshSubject(app.db)), level: 20 };
    const other = { ...at, level: 21 };
    const text = [
      HEADER,
      csvRow({
        question_text: '"Solve $x^2 - 5x + 6 = 0$, giving ""both"" roots, in order"',
        option_a: '"2, 3"',
        option_b: '-2 and -3',
        option_c: '=2',
        option_d: '@3',
        explanation: '"Factorise: (x - 2)(x - 3) = 0.\nSo x = 2 or x = 3."',
      }),
      csvRow({ topic: 'Ratio', difficulty: 'HARD', correct_answer: 'd', explanation: '' }),
      csvRow({
        question_text: 'Naïve café: what is 10% of ₦500?',
        option_a: '₦5',
        option_b: '₦50',
        option_c: '₦500',
        option_d: '₦0.5',
        correct_answer: 'B',
        level_tag: String(other.level),
      }),
    ].join('\r\n');
    expect((await upload(admin, formFor(at), { content: text })).status).toBe(200);
    const before = [...(await bankOf(app.db, at)), ...(await bankOf(app.db, other))];
    expect(before).toHaveLength(3);

    const exported = await (
      await exportCsv(`examType=${at.examType}&subject=${at.subject}`)
    ).text();
    const res = await upload(admin, formFor(at), {
      name: `${at.examType}-${at.subject}-all-levels.csv`,
      content: exported,
    });
    const report = (await res.json()) as UploadReportDto;
    expect(report).toMatchObject({ inserted: 3, rejectedCount: 0 });
    expect([...(await bankOf(app.db, at)), ...(await bankOf(app.db, other))]).toEqual(before);
    // And the second export is byte-for-byte the first.
    expect(await (await exportCsv(`examType=${at.examType}&subject=${at.subject}`)).text()).toBe(
      exported,
    );
  });
});
