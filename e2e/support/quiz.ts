import { expect, type Page } from '@playwright/test';
import { api, type Client } from './api';

/** A practice level: the quiz of `/app/exam/<examType>/<subject>/<level>`. */
export type Level = { examType: string; subject: string; level: number };

/** What starting a practice quiz answers (the questions without their keys). */
export type StartedQuiz = {
  attemptId: string;
  questions: { id: string; questionText: string }[];
};

const levelPath = ({ examType, subject, level }: Level) => `${examType}/${subject}/${level}`;

/**
 * A level's quiz taken through the API with the client's session: started, then submitted with
 * `answers` (question id → key; none by default). Returns what the start answered. Any submitted
 * quiz completes its level, so journeys use this to reach the level they are about.
 */
export async function takeQuizViaApi(
  who: Client,
  level: Level,
  { answers = {}, baseURL }: { answers?: Record<string, string>; baseURL?: string } = {},
): Promise<StartedQuiz> {
  const started = await api<StartedQuiz>(who, 'POST', '/api/practice/quizzes', {
    data: level,
    status: 201,
    baseURL,
  });
  await api(who, 'POST', `/api/practice/quizzes/${started.attemptId}/submit`, {
    data: { answers },
    baseURL,
  });
  return started;
}

/** The levels below `level` completed, each quiz submitted blank through the API: `level` opens. */
export async function completeLevelsBelow(
  who: Client,
  { examType, subject, level }: Level,
  opts: { baseURL?: string } = {},
) {
  for (let below = 1; below < level; below++)
    await takeQuizViaApi(who, { examType, subject, level: below }, opts);
}

/** Starts the quiz of the level page that is open, or of `level` (opened first): the runner shows. */
export async function startQuiz(page: Page, level?: Level) {
  if (level) await page.goto(`/app/exam/${levelPath(level)}`);
  await page.getByTestId('start-quiz').click();
  await expect(page.getByTestId('quiz-runner')).toBeVisible();
}

/**
 * Submits the running quiz and confirms it; the results show, at the level's results page when
 * `level` is given (a retry-my-mistakes quiz has none).
 */
export async function submitQuiz(page: Page, level?: Level) {
  await page.getByTestId('submit-quiz').click();
  await page.getByTestId('confirm-submit').click();
  if (level)
    await expect(page).toHaveURL(new RegExp(`/app/results/${levelPath(level)}$`), {
      timeout: 30_000,
    });
  await expect(page.getByTestId('quiz-results')).toBeVisible({ timeout: 30_000 });
}
