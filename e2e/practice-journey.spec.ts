import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { asDemoAdmin, updateExamSetting } from './support/admin';
import { startQuiz } from './support/quiz';

test('a new student practises JAMB Mathematics level 1 end to end', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInStudent(page, request, 'practice');

  await page.goto('/app/exams');
  // The count is real (GET /api/stats) and hidden while small: never the old fixed 4,630+.
  await expect(page.getByText('Total Practice Sessions 4,630+')).toHaveCount(0);
  await page.getByTestId('exam-jamb').click();
  await expect(page).toHaveURL(/\/app\/exam\/jamb$/);
  await page.getByTestId('subject-mathematics').click();
  await expect(page).toHaveURL(/\/app\/exam\/jamb\/mathematics$/);
  await expect(page.getByTestId('level-2')).toHaveAttribute('data-state', 'locked');
  await page.getByTestId('level-1').click();

  await expect(page.getByTestId('quiz-disclaimer')).toBeVisible();
  await startQuiz(page);
  await expect(page.getByTestId('question-counter')).toContainText('Question 1 of 20');

  // Keyboard answering, as in the JAMB CBT: a letter answers the current question, N moves on.
  await page.keyboard.press('b');
  await page.keyboard.press('n');
  await expect(page.getByTestId('question-counter')).toContainText('Question 2 of 20');
  await page.keyboard.press('c');
  // And by click.
  await page.getByTestId('option-3-A').check();
  await expect(page.getByTestId('option-1-B')).toBeChecked();
  await expect(page.getByTestId('option-2-C')).toBeChecked();
  await expect(page.getByTestId('submit-quiz')).toContainText('3/20');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  const before = await page.getByTestId('quiz-timer').textContent();

  // Reload mid-quiz: the server keeps the answers and the clock.
  await page.reload();
  await expect(page.getByTestId('quiz-runner')).toBeVisible();
  await expect(page.getByTestId('option-1-B')).toBeChecked();
  await expect(page.getByTestId('option-2-C')).toBeChecked();
  await expect(page.getByTestId('option-3-A')).toBeChecked();
  const after = await page.getByTestId('quiz-timer').textContent();
  expect(after! <= before!, `timer kept running: ${before} → ${after}`).toBe(true);
  expect(after).toMatch(/^1\d:\d\d$|^0\d:\d\d$/);

  // What the phone shows of question 1: the result is drawn from it (the submit answer omits it).
  const shownText = await page.getByTestId('question-1').locator('p').first().textContent();
  const shownOption = await page
    .getByTestId('question-1')
    .getByRole('radio')
    .first()
    .locator('..')
    .textContent();

  // Flag one, then submit: the confirmation names the unanswered questions.
  await page.getByTestId('flag-4').click();
  await page.getByTestId('submit-quiz').click();
  const dialog = page.getByTestId('submit-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('unanswered-list')).toContainText('4');
  await page.getByTestId('confirm-submit').click();

  await expect(page).toHaveURL(/\/app\/results\/jamb\/mathematics\/1$/, { timeout: 15_000 });
  await expect(page.getByTestId('final-score')).toBeVisible();
  for (const tab of ['Review', 'Analysis', 'Tips', 'Overview']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByTestId('review-1').locator('p').first()).toHaveText(shownText!);
  await expect(page.getByTestId('review-1').getByRole('listitem').first()).toContainText(
    shownOption!.trim(),
  );

  // The result survives a reload (it comes from the server, not navigation state).
  await page.reload();
  await expect(page.getByTestId('final-score')).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByTestId('review-1').locator('p').first()).toHaveText(shownText!);

  await page.goto('/app/exam/jamb/mathematics');
  await expect(page.getByTestId('level-1')).toHaveAttribute('data-state', 'completed');
  await expect(page.getByTestId('level-2')).toHaveAttribute('data-state', 'available');

  await page.goto('/app/dashboard');
  await expect(page.getByTestId('streak-days')).toHaveText('1 day');
  await expect(page.getByTestId('streak-badge')).toContainText('1');
  await expect(page.getByText('Levels completed').locator('..')).toContainText('1');
});

test('the timer running out submits the quiz with what was saved', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  // The demo admin gives JAMB Chemistry level 1 a one-minute timer through the admin API.
  const level = { examType: 'jamb', subject: 'chemistry', level: 1 } as const;
  await asDemoAdmin(browser, (admin) => updateExamSetting(admin, level, { timerMinutes: 1 }));

  await signedInStudent(page, request, 'timer');
  await page.goto('/app/exam/jamb/chemistry/1');
  await expect(page.getByTestId('quiz-disclaimer')).toContainText('1 minute');
  await expect(page.getByTestId('quiz-disclaimer')).not.toContainText('1 minutes');
  await startQuiz(page);
  await page.getByTestId('option-1-A').check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  await expect(page.getByTestId('quiz-timer')).toHaveAttribute('data-low', 'true');

  await expect(page).toHaveURL(/\/app\/results\/jamb\/chemistry\/1$/, { timeout: 90_000 });
  await expect(page.getByTestId('final-score')).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByTestId('review-1')).toBeVisible();
});
