import { expect, type APIRequestContext } from '@playwright/test';
import { CSV_COLUMNS } from '../../src/domain/question-csv';
import { examShortName, subjectDisplayName } from '../../src/domain/catalogue';
import { readState } from './state';

/**
 * A level a journey owns (issue 20, ADR 0030). A level is offered only when its exam serves at
 * least twice its draw, and an upload replaces only the questions filed under the uploaded exam,
 * so a journey that needs a level holding exactly its own questions uploads them with the same
 * number of spare questions after them, shuffle off: a quiz then draws the journey's questions, in
 * the file's order, and never a spare. The requests must be signed in as an admin.
 */

export type ExamCode = 'jamb' | 'waec' | 'neco';
export const ALL_EXAMS: readonly ExamCode[] = ['jamb', 'waec', 'neco'];

/** One CSV row by column name; exam, subject, topic, difficulty and level are filled in. */
export type OwnQuestion = {
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_answer: 'A' | 'B' | 'C' | 'D';
  explanation?: string;
  difficulty?: string;
  /** Further upload columns (e.g. `image`, `image_alt`), after the standard ones. */
  [column: string]: string | undefined;
};

export type OwnLevel = {
  subject: string;
  level: number;
  /** A topic on the syllabus of every exam in `exams` (content/starter-bank/<subject>/topics.csv). */
  topic: string;
  /** The journey's questions, drawn in this order; as many spares follow them. */
  questions: OwnQuestion[];
  timerMinutes: number;
  /**
   * The bank the questions are filed under (the upload's exam). The starter bank is filed under
   * JAMB, so uploading there with all three exams replaces the starter rows every exam serves.
   */
  bank?: ExamCode;
  /** The exams that serve the questions; the bank among them. */
  exams?: readonly ExamCode[];
  /** The server to talk to: the shared e2e server unless a journey runs its own. */
  baseURL?: string;
};

const originOf = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/**
 * Creates or updates one exam setting (POST or PATCH /api/admin/exam-settings): an upload sets
 * only its own exam's setting, so the other exams a level serves need theirs set this way.
 */
export async function setExamSetting(
  admin: APIRequestContext,
  setting: {
    examType: ExamCode;
    subject: string;
    level: number;
    questionsPerLevel: number;
    timerMinutes: number;
    shuffleQuestions: boolean;
  },
  baseURL = readState().baseURL,
) {
  const headers = originOf(baseURL);
  const listed = await admin.get(`${baseURL}/api/admin/exam-settings`);
  expect(listed.status(), await listed.text()).toBe(200);
  const { examType, subject, level, ...values } = setting;
  const found = (
    (await listed.json()) as { id: string; examType: string; subject: string; level: number }[]
  ).find((s) => s.examType === examType && s.subject === subject && s.level === level);
  const data = { ...values, isActive: true };
  const res = found
    ? await admin.patch(`${baseURL}/api/admin/exam-settings/${found.id}`, { headers, data })
    : await admin.post(`${baseURL}/api/admin/exam-settings`, {
        headers,
        data: { examType, subject, level, ...data },
      });
  expect(res.status(), await res.text()).toBe(found ? 200 : 201);
}

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * Uploads a level of the journey's own: its questions, then as many spare ones, filed under `bank`
 * and served to `exams`, each exam drawing exactly the journey's questions in order (shuffle off)
 * at `timerMinutes`. The other exams' settings are set first, so a level that serves starter
 * questions stays ready while it is replaced.
 */
export async function uploadOwnLevel(admin: APIRequestContext, own: OwnLevel) {
  const {
    subject,
    level,
    topic,
    questions,
    timerMinutes,
    bank = 'jamb',
    exams = ALL_EXAMS,
    baseURL = readState().baseURL,
  } = own;
  expect(exams, 'the bank serves its own questions').toContain(bank);
  const draw = questions.length;
  for (const exam of exams.filter((e) => e !== bank))
    await setExamSetting(
      admin,
      {
        examType: exam,
        subject,
        level,
        questionsPerLevel: draw,
        timerMinutes,
        shuffleQuestions: false,
      },
      baseURL,
    );

  const spares: OwnQuestion[] = questions.map((_, i) => ({
    question_text: `Spare question ${i + 1} of ${subjectDisplayName(subject)} level ${level}: never drawn while shuffle is off.`,
    option_a: `Spare ${i} right`,
    option_b: `Spare ${i} wrong one`,
    option_c: `Spare ${i} wrong two`,
    option_d: `Spare ${i} wrong three`,
    correct_answer: 'A',
    explanation: 'A spare that keeps the level ready.',
  }));
  const rows = [...questions, ...spares].map((q): Record<string, string | undefined> => ({
    exam_name: examShortName(bank),
    exams: exams.map(examShortName).join(';'),
    subject_name: subjectDisplayName(subject),
    topic,
    difficulty: 'easy',
    level_tag: String(level),
    ...Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)),
  }));
  const extra = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter(
    (c) => !(CSV_COLUMNS as readonly string[]).includes(c),
  );
  const columns = [...CSV_COLUMNS, ...extra];
  const csv = [
    columns.join(','),
    ...rows.map((r) => columns.map((c) => csvCell(r[c] ?? '')).join(',')),
  ].join('\n');

  const res = await admin.post(`${baseURL}/api/admin/questions/upload`, {
    headers: originOf(baseURL),
    multipart: {
      examType: bank,
      subject,
      level: String(level),
      timerMinutes: String(timerMinutes),
      questionsPerLevel: String(draw),
      shuffleQuestions: 'false',
      isActive: 'true',
      // Replacing the level's questions is the point (issue 21 item 9: uploads confirm it).
      confirmReplace: 'true',
      file: { name: `${subject}-${level}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  const body = await res.text();
  expect(res.status(), body).toBe(200);
  const report = JSON.parse(body) as { inserted: number; rejectedCount: number };
  expect(report, body).toMatchObject({ inserted: 2 * draw, rejectedCount: 0 });
}
