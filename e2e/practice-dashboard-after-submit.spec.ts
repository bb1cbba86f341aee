import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { startQuiz, submitQuiz } from './support/quiz';

// A small Android phone: the width most of our students have.
test.use({ viewport: { width: 360, height: 740 } });

/**
 * The dashboard is cached while the student practises; a submitted quiz must refresh it, so
 * going back through the app (no reload) shows the new stats straight away.
 */
test('a submitted quiz refreshes the cached dashboard', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signedInStudent(page, request, 'dashboard');

  await page.goto('/app/dashboard');
  const stat = (label: string) => page.getByText(label, { exact: true }).locator('..');
  await expect(stat('Levels completed')).toContainText('0');
  await expect(stat('Total exams')).toContainText('0');
  await expect(stat('Average score')).toContainText('0%');
  // Marks this page load: it must survive to the end (every step below is in-app navigation).
  await page.evaluate(() => Object.assign(window, { e2eSameLoad: true }));

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Exams' }).click();
  await page.getByTestId('exam-jamb').click();
  await page.getByTestId('subject-mathematics').click();
  await page.getByTestId('level-1').click();
  await startQuiz(page);
  await page.getByTestId('option-1-A').check();
  await page.getByTestId('option-2-B').check();
  await submitQuiz(page, { examType: 'jamb', subject: 'mathematics', level: 1 });

  const score = (await page.getByTestId('final-score').textContent())!.trim();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await expect(stat('Levels completed')).toContainText('1');
  await expect(stat('Total exams')).toContainText('1');
  await expect(stat('Average score')).toHaveText(`Average score${score}`);
  const continueLearning = page.locator('section[aria-labelledby="continue-heading"]');
  await expect(continueLearning).toContainText(/1\/\d+ levels/);
  expect(await page.evaluate(() => 'e2eSameLoad' in window)).toBe(true);
});
