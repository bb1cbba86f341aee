import type { SubmittedResult } from '../services/attempts/attempt-views';
import type { Db } from '../db/client';
import type { TestUser } from './test-app';
import { addQuestions, clearLevel, makeReady, setSetting } from './practice-fixtures';

export type Level = { examType: string; subject: string; level: number };

/**
 * A level of `n` questions with known keys, all drawn in order: whatever the level held before is
 * removed first. Returns the answer key by question id.
 */
export async function levelWithKey(db: Db, where: Level, n = 10) {
  await clearLevel(db, where);
  const bank = await addQuestions(db, where, n);
  await setSetting(db, where, { questionsPerLevel: n, timerMinutes: 10, shuffleQuestions: false });
  await makeReady(db, where); // spares after the n, so the quiz still draws exactly these n
  return new Map(bank.map((q) => [q.id, q.correctAnswer as string]));
}

/**
 * A quiz taken over HTTP as the student's phone does (start, then submit straight away, so well
 * under three minutes), answering the first `right` questions right and the rest wrong.
 */
export async function takeQuiz(
  db: Db,
  student: TestUser,
  where: Level,
  { n = 10, right = n }: { n?: number; right?: number } = {},
): Promise<SubmittedResult> {
  const key = await levelWithKey(db, where, n);
  const started = await student.client.fetch('/api/practice/quizzes', { json: where });
  if (started.status !== 201) throw new Error(`start ${started.status}: ${await started.text()}`);
  const { attemptId } = (await started.json()) as { attemptId: string };
  const answers = Object.fromEntries(
    [...key].map(([id, answer], i) => [id, i < right ? answer : answer === 'A' ? 'B' : 'A']),
  );
  const submitted = await student.client.fetch(`/api/practice/quizzes/${attemptId}/submit`, {
    json: { answers },
  });
  if (submitted.status !== 200)
    throw new Error(`submit ${submitted.status}: ${await submitted.text()}`);
  return (await submitted.json()) as SubmittedResult;
}
