import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signedInStudent, signInViaApi } from './support/users';
import { readState } from './support/state';
import { startQuiz, submitQuiz } from './support/quiz';
import { expectTapTarget } from './support/screen';

// The student is on a small Android phone; the admin on a laptop (checked at 1366 px).
test.use({ viewport: { width: 360, height: 740 } });

/** NECO Chemistry level 1: starter questions, and no other journey takes it. */
const LEVEL = { examType: 'neco', subject: 'chemistry', level: 1 };
const NOTE = 'Option B is also correct.';

/** Takes the level's quiz answering only question 1 and opens the results' Review tab. */
async function finishQuiz(page: Page) {
  await startQuiz(page, LEVEL);
  await page.getByTestId('option-1-A').check();
  await submitQuiz(page, LEVEL);
  await page.getByRole('tab', { name: 'Review' }).click();
}

test('a student reports a question from Review; the admin edits it and marks it fixed; the bell says so', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await signedInStudent(page, request, 'reports');
  await finishQuiz(page);

  const first = page.getByTestId('review-1');
  const questionText = ((await first.locator('p').first().textContent()) ?? '').trim();
  expect(questionText.length).toBeGreaterThan(0);
  const open = first.getByTestId('report-1');
  await expectTapTarget(open);
  await open.click();
  const form = first.getByRole('form', { name: 'Report a problem with question 1' });
  const send = form.getByRole('button', { name: 'Send report' });
  await expect(send).toBeDisabled();
  await form.getByLabel('Wrong answer').check();
  await form.getByLabel('Note (optional)').fill(NOTE);
  await expectTapTarget(send);
  await send.click();
  await expect(first.getByTestId('report-done-1')).toHaveText(
    'Thanks — your report was sent to the admins.',
  );
  // After a reload the Review says so instead of offering a second report.
  await page.reload();
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(first.getByTestId('report-done-1')).toHaveText(
    'You have already reported this question.',
  );
  await expect(page.getByTestId('report-2')).toBeVisible();

  // The admin, at 1366 px: the question is listed with its count, reason and note.
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInViaApi(page, readState().demoAdmin);
  await page.goto('/app/admin?tab=review');
  const section = page.getByRole('region', { name: 'Reported questions' });
  const card = section.locator('[data-testid^="reported-"]').filter({ hasText: questionText });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('report-count')).toHaveText('1 report');
  await expect(card).toContainText('Wrong answer: 1');
  await expect(card).toContainText(NOTE);

  // Edit the question with the usual editor, then mark it fixed.
  await card.getByRole('button', { name: 'Edit' }).click();
  const editor = section.getByRole('heading', { name: 'Edit question' }).locator('..');
  const explanation = editor.getByLabel('Explanation');
  await explanation.fill(`${await explanation.inputValue()} Checked after a student report.`);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Question updated successfully')).toBeVisible();
  await expect(card).toContainText('Checked after a student report.');
  await card.getByRole('button', { name: 'Mark fixed' }).click();
  await expect(page.getByText('Marked fixed; 1 student notified')).toBeVisible();
  await expect(card).toHaveCount(0);

  // Back to the student's phone: the bell has the news.
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(page, student);
  await page.goto('/app/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications (unread)');
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
    'A question you reported was fixed',
  );
});
