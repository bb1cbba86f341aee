import { expect } from '@playwright/test';
import { CSV_COLUMNS, examsCell } from '../../src/domain/question-csv';
import { examShortName, subjectDisplayName } from '../../src/domain/catalogue';
import { api, type Client } from './api';
import type { ExamCode, LevelKey, SettingValues } from './admin';

/** One upload row by CSV column (question_text, option_a…d, correct_answer, explanation, …). */
export type UploadRow = Record<string, string | undefined>;

/** Where a file's rows are filed: the level, a topic on its syllabus, the exams that serve them. */
export type FiledUnder = LevelKey & { topic: string; exams?: readonly ExamCode[] };

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * An upload file (the admin Upload form's CSV): each row filed under the level (exam, subject,
 * level tag) at `topic`, easy unless the row says otherwise, served to `exams` (none: the upload's
 * exam); columns beyond the standard ones (e.g. `image`) follow them.
 */
export function questionsCsv(
  { examType, subject, level, topic, exams }: FiledUnder,
  rows: UploadRow[],
) {
  const filled = rows.map((row): UploadRow => ({
    exam_name: examShortName(examType),
    exams: exams ? examsCell(exams) : '',
    subject_name: subjectDisplayName(subject),
    topic,
    difficulty: 'easy',
    level_tag: String(level),
    ...Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)),
  }));
  const extra = [...new Set(filled.flatMap((r) => Object.keys(r)))].filter(
    (c) => !(CSV_COLUMNS as readonly string[]).includes(c),
  );
  const columns = [...CSV_COLUMNS, ...extra];
  return [
    columns.join(','),
    ...filled.map((r) => columns.map((c) => csvCell(r[c] ?? '')).join(',')),
  ].join('\n');
}

/** `count` plain questions keyed A (options a–d), the stem of each from `stem(i)`, i from 1. */
export const plainQuestions = (count: number, stem: (i: number) => string): UploadRow[] =>
  Array.from({ length: count }, (_, i) => ({
    question_text: stem(i + 1),
    option_a: 'a',
    option_b: 'b',
    option_c: 'c',
    option_d: 'd',
    correct_answer: 'A',
    explanation: 'Because.',
  }));

/**
 * Uploads questions to one level as the admin Upload form does (`admin` signed in as an admin),
 * replacing the questions filed there under `examType`, with the level's setting. Every row must
 * be taken; returns the upload's report.
 */
export async function uploadQuestions(
  admin: Client,
  upload: FiledUnder & SettingValues & { rows: UploadRow[]; baseURL?: string },
) {
  const { examType, subject, level, rows, baseURL } = upload;
  const report = await api<{ inserted: number; rejectedCount: number }>(
    admin,
    'POST',
    '/api/admin/questions/upload',
    {
      baseURL,
      multipart: {
        examType,
        subject,
        level: String(level),
        timerMinutes: String(upload.timerMinutes),
        questionsPerLevel: String(upload.questionsPerLevel),
        shuffleQuestions: String(upload.shuffleQuestions),
        isActive: 'true',
        // Replacing the level's questions is the point (issue 21 item 9: uploads confirm it).
        confirmReplace: 'true',
        file: {
          name: `${subject}-${level}.csv`,
          mimeType: 'text/csv',
          buffer: Buffer.from(questionsCsv(upload, rows)),
        },
      },
    },
  );
  expect(report, 'every row taken').toMatchObject({ inserted: rows.length, rejectedCount: 0 });
  return report;
}
