import { test, expect } from './fixtures';
import { readState } from './support/state';
import { signInViaApi } from './support/users';

test.use({ viewport: { width: 1366, height: 900 } });

test('an admin generates one set with the configured model; it waits in Review, pending', async ({
  page,
}) => {
  await signInViaApi(page, readState().demoAdmin);
  await page.goto('/app/admin/generate-all');
  await expect(page.getByRole('heading', { name: 'AI Question Generation' })).toBeVisible();
  await expect(page.getByText('Model fake-e2e-model.')).toBeVisible();

  await page.getByLabel('Exam', { exact: true }).selectOption('waec');
  await page.getByLabel('Subject', { exact: true }).selectOption('government');
  await page.getByLabel('Level', { exact: true }).selectOption('25');
  // The defaults: WAEC Government's blueprint (seeded by migration 0018 as its mock paper, 50
  // questions in 60 minutes) scaled to level 25.
  await expect(page.getByLabel('Questions')).toHaveValue('25');
  await expect(page.getByLabel('Time limit (minutes)')).toHaveValue('30');
  await page.getByLabel('Questions').fill('3');
  await page.getByLabel('Time limit (minutes)').fill('4');
  await page.getByRole('button', { name: 'Generate Questions' }).click();

  const result = page.getByTestId('generation-result');
  await expect(result.getByRole('heading')).toHaveText('3 questions waiting in Review');
  await expect(result).toContainText('0 flagged by the checks · 0 dropped');
  // Bulk generation is offered beside it (e2e/bulk-generation.spec.ts runs a job).
  await expect(page.getByRole('button', { name: 'Generate ALL Questions' })).toBeEnabled();

  await result.getByRole('link', { name: 'Open Review' }).click();
  await expect(page).toHaveURL(/\/app\/admin\?tab=review$/);
  await expect(
    page.getByText(/Fake model question \d+: which option is B\?/).first(),
  ).toBeVisible();

  // Nothing was flagged: approve all unflagged WAEC questions; they leave Review, active.
  await page.getByLabel('Exam type').selectOption('waec');
  await page.getByLabel('Checks', { exact: true }).selectOption('unflagged');
  const generated = page.getByText(/Fake model question \d+: which option is B\?/);
  await expect(generated).toHaveCount(3);
  await page.getByRole('button', { name: 'Approve all unflagged in this exam' }).click();
  await expect(page.getByText(/\d+ unflagged questions? approved/)).toBeVisible();
  await expect(generated).toHaveCount(0);
});
