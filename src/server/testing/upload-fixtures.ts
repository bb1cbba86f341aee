/**
 * Fixtures for the question upload: CSV rows, the Upload form sent as multipart/form-data, and a
 * level's bank as comparable rows (what an upload or export must preserve).
 */
import type { Db } from '../db/client';
import { questions } from '../db/schema';
import { CSV_COLUMNS } from '../../domain/question-csv';
import { questionsOfLevel, type Level } from './admin-fixtures';
import type { TestClient } from './test-app';

let rows = 0;
export const HEADER = CSV_COLUMNS.join(',');

/** One CSV line in CSV_COLUMNS order; values are written as given (quote them yourself). */
export function csvRow(over: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}): string {
  const seq = ++rows;
  const base: Record<string, string> = {
    exam_name: 'JAMB',
    subject_name: 'Mathematics',
    topic: 'Algebra',
    difficulty: 'easy',
    level_tag: '',
    question_text: `Upload ${seq}: what is ${seq} times 2?`,
    option_a: String(seq * 2),
    option_b: String(seq * 2 + 1),
    option_c: String(seq * 2 + 2),
    option_d: String(seq * 2 + 3),
    correct_answer: 'A',
    explanation: `${seq} times 2 is ${seq * 2}.`,
    ...over,
  };
  return CSV_COLUMNS.map((c) => base[c]).join(',');
}

export type UploadFields = Partial<
  Record<
    | 'examType'
    | 'subject'
    | 'level'
    | 'timerMinutes'
    | 'questionsPerLevel'
    | 'shuffleQuestions'
    | 'isActive'
    | 'confirmReplace',
    string
  >
>;

/** POSTs the Upload form as multipart/form-data, as the browser does. */
export async function upload(
  client: TestClient,
  fields: UploadFields,
  file?: { name?: string; content: string | Uint8Array } | null,
  path = '/api/admin/questions/upload',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  if (file)
    form.set(
      'file',
      new Blob([file.content as BlobPart], { type: 'text/csv' }),
      file.name ?? 'questions.csv',
    );
  const req = new Request('http://local/', { method: 'POST', body: form });
  const body = Buffer.from(await req.arrayBuffer());
  return client.fetch(path, {
    method: 'POST',
    body,
    headers: { 'content-type': req.headers.get('content-type')! },
  });
}

/** The Upload form for a level; replacing its questions confirmed, as after the preview. */
export const formFor = (at: Level, over: UploadFields = {}): UploadFields => ({
  examType: at.examType,
  subject: at.subject,
  level: String(at.level),
  confirmReplace: 'true',
  ...over,
});

/** The questions of a level as comparable rows (what an upload or export must preserve). */
export async function bankOf(db: Db, at: Level) {
  const rows = await questionsOfLevel(db, at).orderBy(questions.createdAt, questions.id);
  return rows.map((r) => ({
    level: r.level,
    topic: r.topic,
    difficulty: r.difficulty,
    questionText: r.questionText,
    options: r.options,
    correctAnswer: r.correctAnswer,
    explanation: r.explanation,
  }));
}
