import { api, type Client } from './api';

/**
 * Competitions through the API, for the steps a journey is not about. The journeys' questions
 * mark their options by text: the right one starts "Right", the others "Wrong".
 */

/** A question of a manual competition, as the admin form sends it. */
export type CompetitionQuestion = {
  examType: string;
  subject: string;
  level: number;
  topic: string;
  difficulty: string;
  questionText: string;
  options: Record<'A' | 'B' | 'C' | 'D', string>;
  correctAnswer: string;
  explanation: string;
};

/**
 * Creates a competition with manual questions as the admin (`details` as the form sends them)
 * and, when asked, activates it; its id.
 */
export async function createCompetition(
  admin: Client,
  {
    details,
    questions,
    activate = false,
  }: {
    details: Record<string, unknown> & {
      title: string;
      examType: string;
      subject: string;
      startTime: string;
      endTime: string;
    };
    questions: CompetitionQuestion[];
    activate?: boolean;
  },
): Promise<string> {
  const { competition } = await api<{ competition: { id: string } }>(
    admin,
    'POST',
    '/api/admin/competitions',
    { status: 201, data: { details, questions: { source: 'manual', questions } } },
  );
  if (activate) await api(admin, 'POST', `/api/admin/competitions/${competition.id}/activate`);
  return competition.id;
}

/** What entering a competition answers: the attempt and its questions, without the keys. */
export type Entry = {
  attemptId: string;
  questions: { id: string; options: { key: string; text: string }[] }[];
};

export const register = (student: Client, id: string) =>
  api(student, 'POST', `/api/competitions/${id}/register`, { status: 201 });

export const enter = (student: Client, id: string) =>
  api<Entry>(student, 'POST', `/api/competitions/${id}/entry`, { status: 201 });

/** The key of a question's option whose text starts with `mark`. */
export const keyOf = (question: Entry['questions'][number], mark: 'Right' | 'Wrong') =>
  question.options.find((o) => o.text.startsWith(mark))!.key;

/** Submits an entry with `answers` (question id → key); its score in percent. */
export async function submitEntry(
  student: Client,
  entry: Entry,
  answers: Record<string, string>,
): Promise<number> {
  const submitted = await api<{ score: number }>(
    student,
    'POST',
    `/api/competitions/entries/${entry.attemptId}/submit`,
    { data: { answers } },
  );
  return submitted.score;
}
