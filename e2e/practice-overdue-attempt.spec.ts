import type { Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { createVerifiedUser, signInViaApi } from './support/users';
import { readState } from './support/state';

/** The demo admin gives a JAMB level a one-minute timer through the admin API. */
async function oneMinuteTimer(browser: Browser, subject: string, level: number) {
  const { demoAdmin, baseURL } = readState();
  const admin = await browser.newContext({ baseURL });
  const origin = { origin: new URL(baseURL).origin };
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    headers: origin,
    data: demoAdmin,
  });
  expect(signIn.status()).toBe(200);
  const settings = (await (await admin.request.get('/api/admin/exam-settings')).json()) as {
    id: string;
    examType: string;
    subject: string;
    level: number;
  }[];
  const setting = settings.find(
    (s) => s.examType === 'jamb' && s.subject === subject && s.level === level,
  )!;
  const patch = await admin.request.patch(`/api/admin/exam-settings/${setting.id}`, {
    headers: origin,
    data: { timerMinutes: 1 },
  });
  expect(patch.status()).toBe(200);
  await admin.close();
}

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
  await oneMinuteTimer(browser, 'biology', 1);
  const student = await createVerifiedUser(request, 'overdue');
  await signInViaApi(page, student);

  await page.goto('/app/exam/jamb/biology/1');
  await page.getByTestId('start-quiz').click();
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
