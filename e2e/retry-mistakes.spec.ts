import type { Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { startQuiz, submitQuiz, takeQuizViaApi } from './support/quiz';

// A small Android phone: the width most of our students have.
test.use({ viewport: { width: 360, height: 740 } });

type Graded = { questions: { id: string; correct: boolean; correctAnswer: string }[] };
type Started = { attemptId: string; questions: { id: string }[] };

/** The next answer of the API call `method path` (path as a pattern over the URL's pathname). */
const apiAnswer = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (r: Response) => r.request().method() === method && path.test(new URL(r.url()).pathname),
  );

/**
 * Issue 10, Retry my mistakes: a level's quiz with wrong and skipped answers, then Tips → Retry my
 * mistakes asks exactly the questions that quiz missed, in its order; the retry quiz's results
 * name it, and Retake starts another retry quiz.
 */
test('a quiz with wrong answers → Tips → Retry my mistakes asks exactly those questions', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signedInStudent(page, request, 'retry');

  const maths1 = { examType: 'jamb', subject: 'mathematics', level: 1 };
  await startQuiz(page, maths1);
  // The first option of the first ten questions, the other ten skipped: some right, most missed.
  for (let n = 1; n <= 10; n++) await page.getByTestId(`option-${n}-A`).check();
  await expect(page.getByTestId('submit-quiz')).toContainText('10/20');
  const practiceGraded = apiAnswer(page, 'POST', /^\/api\/practice\/quizzes\/[^/]+\/submit$/);
  await submitQuiz(page, maths1);
  const graded = (await (await practiceGraded).json()) as Graded;
  const missed = graded.questions.filter((q) => !q.correct);
  expect(missed.length).toBeGreaterThanOrEqual(10);

  await page.getByRole('tab', { name: 'Tips' }).click();
  const retryLink = page.getByTestId('retry-mistakes');
  await expect(retryLink).toBeVisible();
  await retryLink.click();

  await expect(page).toHaveURL(/\/app\/mistakes\/jamb\/mathematics$/);
  const intro = page.getByTestId('retry-intro');
  await expect(intro).toBeVisible();
  await expect(intro.getByText('Questions', { exact: true }).locator('..')).toContainText(
    String(missed.length),
  );
  const retryStarted = apiAnswer(page, 'POST', /^\/api\/mistakes\/quizzes$/);
  await page.getByTestId('start-retry').click();
  const started = (await (await retryStarted).json()) as Started;
  expect(started.questions.map((q) => q.id)).toEqual(missed.map((q) => q.id));
  expect(JSON.stringify(started)).not.toContain('correctAnswer');

  await expect(page.getByTestId('quiz-runner')).toBeVisible();
  await expect(page.getByTestId('quiz-title-level')).toHaveText('Retry my mistakes');
  await expect(page.getByTestId('question-counter')).toContainText(
    `Question 1 of ${missed.length}`,
  );
  // The first one answered right this time: once is not enough to leave the list.
  await page.getByTestId(`option-1-${missed[0]!.correctAnswer}`).check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  await submitQuiz(page);

  const results = page.getByTestId('quiz-results');
  await expect(results).toContainText('Mathematics · Retry my mistakes');
  await expect(page.getByTestId('final-score')).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByTestId('review-1')).toBeVisible();
  await page.getByRole('tab', { name: 'Tips' }).click();
  // A retry quiz's Tips retake a retry quiz; they offer no level to practise a topic in.
  await expect(page.getByTestId('retry-mistakes')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Practice Now/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Retake Quiz' }).first().click();
  await expect(page.getByTestId('retry-intro')).toBeVisible();
  await expect(
    page.getByTestId('retry-intro').getByText('Questions', { exact: true }).locator('..'),
  ).toContainText(String(missed.length));
});

test('a student with nothing to retry sees a friendly empty state', async ({ page, request }) => {
  await signedInStudent(page, request, 'retry-empty');
  await page.goto('/app/mistakes/jamb/physics');
  const empty = page.getByTestId('retry-empty');
  await expect(empty).toBeVisible();
  await expect(empty).toContainText('No mistakes to retry');
  await expect(empty.getByRole('link', { name: 'Practise Physics' })).toHaveAttribute(
    'href',
    '/app/exam/jamb/physics',
  );
});

/**
 * The results screen's code is not part of the mistakes page's first load (issue 22's route JS):
 * it is fetched once the retry quiz runs, so a signal lost after the submit still shows results.
 */
test('the results code loads while the retry runs, not with the page', async ({
  page,
  request,
}) => {
  await signedInStudent(page, request, 'retry-lazy');
  // A blank level 1 quiz: every question is a mistake to retry.
  await takeQuizViaApi(page, { examType: 'jamb', subject: 'mathematics', level: 1 });
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const resultsCode = (path: string) => /\/results-view-[^/]+\.js$/.test(path);

  await page.goto('/app/mistakes/jamb/mathematics');
  await expect(page.getByTestId('retry-intro')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(resultsCode)).toEqual([]);

  await page.getByTestId('start-retry').click();
  await expect(page.getByTestId('quiz-runner')).toBeVisible();
  await expect.poll(() => scripts.filter(resultsCode).length).toBe(1);

  // From here the results code cannot be fetched: it must already be here.
  await page.route(/\/results-view-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('option-1-A').check();
  await submitQuiz(page);
  await expect(page.getByTestId('quiz-results')).toContainText('Mathematics · Retry my mistakes');
  await expect(page.getByTestId('final-score')).toBeVisible();
});
