import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { asDemoAdmin, updateExamSetting } from './support/admin';
import { startQuiz } from './support/quiz';

/**
 * A student leaves a quiz and comes back after its deadline: reading the attempt changes nothing
 * on the server (GET never writes), and the app submits it with what was saved, as the level's
 * disclaimer says.
 */
test('an attempt left open past its deadline is submitted when the student comes back', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  // The demo admin gives JAMB Biology level 1 a one-minute timer through the admin API.
  const level = { examType: 'jamb', subject: 'biology', level: 1 } as const;
  await asDemoAdmin(browser, (admin) => updateExamSetting(admin, level, { timerMinutes: 1 }));
  await signedInStudent(page, request, 'overdue');

  await startQuiz(page, level);
  await page.getByTestId('option-1-A').check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  const attemptId = await page.evaluate(() =>
    localStorage.getItem('preparena:attempt:jamb:biology:1'),
  );
  expect(attemptId).toBeTruthy();
  await page.getByTestId('exit-quiz').click();
  await page.getByTestId('confirm-exit').click(); // the timer keeps running: asked first
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Past the deadline and its grace the attempt reads as overdue, however often it is read.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/practice/quizzes/${attemptId}`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 100_000, intervals: [5_000] },
    )
    .toBe('overdue');

  await page.goto('/app/exam/jamb/biology/1');
  const disclaimer = page.getByTestId('quiz-disclaimer');
  await expect(disclaimer).toContainText(
    'Time ran out on your last attempt, so it was submitted with your saved answers (',
  );
  await disclaimer.getByRole('link', { name: 'See results' }).click();
  await expect(page).toHaveURL(/\/app\/results\/jamb\/biology\/1$/);
  await expect(page.getByTestId('final-score')).toBeVisible();
  const attempt = await page.request.get(`/api/practice/quizzes/${attemptId}`);
  expect(((await attempt.json()) as { status: string }).status).toBe('completed');
});
