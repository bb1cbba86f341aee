import { expect } from '@playwright/test';
import type { Client } from './api';
import { subjectDisplayName } from '../../src/domain/catalogue';
import { setExamSetting, type ExamCode } from './admin';
import { uploadQuestions } from './questions';

/**
 * A level a journey owns (issue 20, ADR 0030). A level is offered only when its exam serves at
 * least twice its draw, and an upload replaces only the questions filed under the uploaded exam,
 * so a journey that needs a level holding exactly its own questions uploads them with the same
 * number of spare questions after them, shuffle off: a quiz then draws the journey's questions, in
 * the file's order, and never a spare. The requests must be signed in as an admin.
 */

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

/**
 * Uploads a level of the journey's own: its questions, then as many spare ones, filed under `bank`
 * and served to `exams`, each exam drawing exactly the journey's questions in order (shuffle off)
 * at `timerMinutes`. The other exams' settings are set first, so a level that serves starter
 * questions stays ready while it is replaced.
 */
export async function uploadOwnLevel(admin: Client, own: OwnLevel) {
  const {
    subject,
    level,
    topic,
    questions,
    timerMinutes,
    bank = 'jamb',
    exams = ALL_EXAMS,
    baseURL,
  } = own;
  expect(exams, 'the bank serves its own questions').toContain(bank);
  const draw = { questionsPerLevel: questions.length, timerMinutes, shuffleQuestions: false };
  for (const exam of exams.filter((e) => e !== bank))
    await setExamSetting(admin, { examType: exam, subject, level, ...draw }, { baseURL });

  const spares: OwnQuestion[] = questions.map((_, i) => ({
    question_text: `Spare question ${i + 1} of ${subjectDisplayName(subject)} level ${level}: never drawn while shuffle is off.`,
    option_a: `Spare ${i} right`,
    option_b: `Spare ${i} wrong one`,
    option_c: `Spare ${i} wrong two`,
    option_d: `Spare ${i} wrong three`,
    correct_answer: 'A',
    explanation: 'A spare that keeps the level ready.',
  }));
  await uploadQuestions(admin, {
    examType: bank,
    subject,
    level,
    topic,
    exams,
    ...draw,
    rows: [...questions, ...spares],
    baseURL,
  });
}
