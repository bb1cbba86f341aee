import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import { CSV_COLUMNS, CSV_MESSAGES, REQUIRED_COLUMNS } from '../../../domain/question-csv';
import type { UploadReportDto } from '../../services/admin/types';
import {
  freshLevel,
  type Level,
  questionsOfLevel,
  settingOf as storedSettingOf,
} from '../../testing/admin-fixtures';
import { bankOf, csvRow, formFor, HEADER, upload } from '../../testing/upload-fixtures';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => ({ app, admin } = await startAppWithAdmin()));
afterAll(() => app?.close());

const settingOf = (at: Level) => storedSettingOf(app.db, at);

/** A level that already holds 3 uploaded questions (the bank a failing upload must leave alone). */
async function levelWithBank() {
  const at = await freshLevel(app.db);
  const res = await upload(admin, formFor(at, { questionsPerLevel: '3' }), {
    content: [HEADER, csvRow(), csvRow(), csvRow()].join('\n'),
  });
  expect(res.status).toBe(200);
  return { at, before: await bankOf(app.db, at), setting: await settingOf(at) };
}

describe('POST /api/admin/questions/upload', () => {
  it('accepts a tricky file: BOM, CRLF, quoted commas and quotes, blank lines, any column order, bad rows mixed in', async () => {
    const { at } = await levelWithBank();
    const cols = [...CSV_COLUMNS].reverse();
    const line = (v: Record<string, string>) => cols.map((c) => v[c] ?? '').join(',');
    const good = (q: string, extra: Record<string, string> = {}) => ({
      question_text: q,
      topic: 'Algebra',
      difficulty: 'Hard',
      option_a: '1',
      option_b: '2',
      option_c: '3',
      option_d: '4',
      correct_answer: 'b',
      exam_name: 'JAMB',
      subject_name: 'Mathematics',
      ...extra,
    });
    const text =
      '\uFEFF' +
      [
        cols.map((c) => c.toUpperCase()).join(','),
        line(
          good('"If x = 2, y = 3, what is ""x + y""?"', {
            explanation: '"Add them: 2 + 3 = 5, so ""5""."',
          }),
        ), // row 2
        '', // row 3 (blank)
        line(good('Bad answer', { correct_answer: 'E' })), // row 4
        line(good('Bad difficulty', { difficulty: 'tricky' })), // row 5
        ',,,', // row 6: empty cells only (Excel writes these): skipped like a blank line
        line(good('No options', { option_a: '' })), // row 7
        line(good('Plain second', { difficulty: '' })), // row 8
      ].join('\r\n') +
      '\r\n';
    const res = await upload(
      admin,
      formFor(at, { questionsPerLevel: '50', timerMinutes: '45', shuffleQuestions: 'false' }),
      { name: 'Bank.CSV', content: text },
    );
    expect(res.status).toBe(200);
    const report = (await res.json()) as UploadReportDto;
    expect(report).toMatchObject({
      inserted: 2,
      rejectedCount: 3,
      levels: [{ level: at.level, count: 2, questionsPerLevel: 2 }],
    });
    // Two questions drawing two: not yet twice the draw, so not in the quiz (issue 20).
    expect(report.message).toBe(
      `2 questions uploaded for Level ${at.level}. Not in the quiz yet: a level opens once it holds twice its quiz's questions (Level ${at.level}: 2 of 4)`,
    );
    expect(report.rejected.map((r) => r.reason)).toEqual([
      'Invalid correct_answer value: E. Must be one of: A, B, C, D',
      'Invalid difficulty value: tricky. Must be one of: easy, medium, hard',
      'Missing required value: option_a',
    ]);
    const bank = await bankOf(app.db, at);
    expect(bank).toEqual([
      {
        level: at.level,
        topic: 'Algebra',
        difficulty: 'hard',
        questionText: 'If x = 2, y = 3, what is "x + y"?',
        options: { A: '1', B: '2', C: '3', D: '4' },
        correctAnswer: 'B',
        explanation: 'Add them: 2 + 3 = 5, so "5".',
      },
      {
        level: at.level,
        topic: 'Algebra',
        difficulty: 'medium',
        questionText: 'Plain second',
        options: { A: '1', B: '2', C: '3', D: '4' },
        correctAnswer: 'B',
        explanation: null,
      },
    ]);
    expect(await settingOf(at)).toMatchObject({
      questionsPerLevel: 2,
      timerMinutes: 45,
      shuffleQuestions: false,
      isActive: true,
    });
  });

  // KNOWN BUG in src/domain/question-csv.ts (not this area's file): Papa's skipEmptyLines drops
  // blank lines before rows are numbered, so every row after a blank line is reported one row too
  // early. `it.fails` keeps this visible; once parseQuestionCsv is fixed, make it a plain `it`.
  it('numbers rejected rows as a spreadsheet shows them, even after blank lines', async () => {
    const at = await freshLevel(app.db);
    const text = [
      HEADER,
      csvRow(),
      '',
      csvRow({ correct_answer: 'E' }),
      csvRow(),
      ',,,,',
      csvRow({ difficulty: 'x' }),
    ].join('\r\n');
    const report = (await (
      await upload(admin, formFor(at), { content: text })
    ).json()) as UploadReportDto;
    expect(report.rejected.map((r) => r.row)).toEqual([4, 7]);
  });

  it('numbers rejected rows from 2 (the header is row 1) when there are no blank lines', async () => {
    const at = await freshLevel(app.db);
    const text = [
      HEADER,
      csvRow(),
      csvRow({ correct_answer: 'E' }),
      csvRow(),
      'JAMB,Mathematics,Algebra',
      csvRow({ difficulty: 'x' }),
    ].join('\r\n');
    const report = (await (
      await upload(admin, formFor(at), { content: text })
    ).json()) as UploadReportDto;
    expect(report.rejected).toEqual([
      { row: 3, reason: 'Invalid correct_answer value: E. Must be one of: A, B, C, D' },
      { row: 5, reason: CSV_MESSAGES.shortRow },
      { row: 6, reason: 'Invalid difficulty value: x. Must be one of: easy, medium, hard' },
    ]);
    expect(report.inserted).toBe(2);
  });

  it('replaces the level: old questions go, questions_per_level = min(form value, uploaded count)', async () => {
    const { at, before } = await levelWithBank();
    expect(before).toHaveLength(3);
    const rows = Array.from({ length: 12 }, () => csvRow());
    const res = await upload(admin, formFor(at), { content: [HEADER, ...rows].join('\n') });
    const report = (await res.json()) as UploadReportDto;
    expect(report).toMatchObject({ inserted: 12, rejectedCount: 0, rejected: [] });
    const bank = await bankOf(app.db, at);
    expect(bank).toHaveLength(12);
    expect(bank.some((q) => before.some((b) => b.questionText === q.questionText))).toBe(false);
    // Defaults of the Upload form: 10 per level, 30 minutes, shuffle on, active.
    expect(await settingOf(at)).toMatchObject({
      questionsPerLevel: 10,
      timerMinutes: 30,
      shuffleQuestions: true,
      isActive: true,
    });
    const stored = await questionsOfLevel(app.db, at);
    expect(stored.every((q) => q.isActive && !q.pendingReview && q.source === 'admin-upload')).toBe(
      true,
    );
  });

  it('takes levels from level_tag and lists each level in the message', async () => {
    const at = await freshLevel(app.db);
    const other = { ...at, level: at.level === 50 ? 49 : at.level + 1 };
    const text = [
      HEADER,
      csvRow({ level_tag: String(other.level) }),
      csvRow({ level_tag: 'x' }),
      csvRow(),
    ].join('\n');
    const report = (await (
      await upload(admin, formFor(at), { content: text })
    ).json()) as UploadReportDto;
    const levels = [at.level, other.level].sort((a, b) => a - b);
    expect(report.levels.map((l) => l.level)).toEqual(levels);
    expect(report.message).toMatch(
      new RegExp(`^3 questions uploaded for Levels ${levels.join(', ')}\\. Not in the quiz yet`),
    );
    expect(await bankOf(app.db, other)).toHaveLength(1);
  });

  it('lists the first 20 rejected rows and counts them all', async () => {
    const at = await freshLevel(app.db);
    const bad = Array.from({ length: 25 }, () => csvRow({ correct_answer: 'Z' }));
    const report = (await (
      await upload(admin, formFor(at), { content: [HEADER, csvRow(), ...bad].join('\n') })
    ).json()) as UploadReportDto;
    expect(report.rejectedCount).toBe(25);
    expect(report.rejected.map((r) => r.row)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
  });

  it('stores an inactive level as not live and says so', async () => {
    const at = await freshLevel(app.db);
    const report = (await (
      await upload(admin, formFor(at, { isActive: 'false' }), {
        content: [HEADER, csvRow()].join('\n'),
      })
    ).json()) as UploadReportDto;
    expect(report.message).toMatch(/^1 question uploaded for Level \d+\. The level is inactive/);
    expect((await settingOf(at))?.isActive).toBe(false);
  });

  it('reads a Windows-1252 file (Excel "CSV") as well as UTF-8', async () => {
    const at = await freshLevel(app.db);
    const text = [
      HEADER,
      csvRow({ question_text: 'Café au lait costs £2. Find the change from £5?' }),
    ].join('\r\n');
    const bytes = Uint8Array.from(text, (ch) => ({ é: 0xe9, '£': 0xa3 })[ch] ?? ch.charCodeAt(0));
    expect((await upload(admin, formFor(at), { content: bytes })).status).toBe(200);
    expect((await bankOf(app.db, at))[0]!.questionText).toBe(
      'Café au lait costs £2. Find the change from £5?',
    );
  });

  const big = (bytes: number) => {
    const lines = [HEADER];
    let size = HEADER.length;
    while (size < bytes) {
      const line = csvRow({ explanation: 'x'.repeat(2000) });
      lines.push(line);
      size += line.length + 1;
    }
    return lines.join('\n');
  };

  it.each<
    [
      string,
      (at: Level) => Parameters<typeof upload>[1],
      (() => { name?: string; content: string } | null) | null,
      string,
    ]
  >([
    ['no file', (at) => formFor(at), null, CSV_MESSAGES.missingInputs],
    [
      'no exam type',
      (at) => formFor(at, { examType: '' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.missingInputs,
    ],
    [
      'no subject',
      (at) => ({ ...formFor(at), subject: undefined }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.missingInputs,
    ],
    [
      'an unknown exam',
      (at) => formFor(at, { examType: 'toefl' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      'Choose an exam type (JAMB, WAEC or NECO)',
    ],
    [
      'level 51',
      (at) => formFor(at, { level: '51' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      'Level must be between 1 and 50',
    ],
    [
      'a non-CSV file name',
      (at) => formFor(at),
      () => ({ name: 'questions.xlsx', content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.notCsv,
    ],
    [
      'a file over 10 MB',
      (at) => formFor(at),
      () => ({ content: big(10 * 1024 * 1024 + 10) }),
      CSV_MESSAGES.tooLarge,
    ],
    [
      'timer 0',
      (at) => formFor(at, { timerMinutes: '0' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.timer,
    ],
    [
      'timer 181',
      (at) => formFor(at, { timerMinutes: '181' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.timer,
    ],
    [
      '0 questions per level',
      (at) => formFor(at, { questionsPerLevel: '0' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.questionsPerLevel,
    ],
    [
      '101 questions per level',
      (at) => formFor(at, { questionsPerLevel: '101' }),
      () => ({ content: [HEADER, csvRow()].join('\n') }),
      CSV_MESSAGES.questionsPerLevel,
    ],
    ['an empty file', (at) => formFor(at), () => ({ content: '' }), CSV_MESSAGES.noDataRows],
    [
      'a header only',
      (at) => formFor(at),
      () => ({ content: HEADER + '\r\n\r\n' }),
      CSV_MESSAGES.noDataRows,
    ],
    [
      'missing columns',
      (at) => formFor(at),
      () => ({ content: 'question_text,option_a,option_b\nq,a,b' }),
      `Missing required columns: ${REQUIRED_COLUMNS.filter((c) => !['question_text', 'option_a', 'option_b'].includes(c)).join(', ')}`,
    ],
    [
      'no valid rows',
      (at) => formFor(at),
      () => ({
        content: [HEADER, csvRow({ correct_answer: 'E' }), csvRow({ difficulty: 'x' })].join('\n'),
      }),
      CSV_MESSAGES.noValidRows,
    ],
  ])(
    'refuses %s with the spec message and leaves the level intact',
    async (_name, fields, file, message) => {
      const { at, before, setting } = await levelWithBank();
      const res = await upload(admin, fields(at), file ? file() : null);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await bankOf(app.db, at)).toEqual(before);
      expect(await settingOf(at)).toEqual(setting);
    },
  );

  it('answers 413 for a body over 12 MB and leaves the level intact', async () => {
    const { at, before } = await levelWithBank();
    const res = await upload(admin, formFor(at), { content: big(13 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(await bankOf(app.db, at)).toEqual(before);
  });

  it('answers a JSON body (not a form) with the missing-inputs message', async () => {
    const res = await admin.fetch('/api/admin/questions/upload', { json: { examType: 'jamb' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: CSV_MESSAGES.missingInputs,
    });
  });

  it('still caps other admin bodies at 64 KB', async () => {
    const res = await admin.fetch('/api/admin/topics', {
      json: {
        examType: 'jamb',
        subject: 'mathematics',
        topicName: 'x',
        description: 'y'.repeat(70 * 1024),
      },
    });
    expect(res.status).toBe(413);
  });
});
