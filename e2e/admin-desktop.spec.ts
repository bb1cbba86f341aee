import { test, expect } from './fixtures';
import { readState } from './support/state';
import { signInViaApi } from './support/users';
import { LAPTOP } from './support/screen';

// Admin screens are used on laptops: check them at 1366 px, not on the phone project's viewport.
test.use(LAPTOP);

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, readState().demoAdmin);
});

test('the Topics tab shows one page of topics at a time, as Manage does', async ({ page }) => {
  const first = await page.request.get('/api/admin/topics/page?pageSize=1');
  const { total } = (await first.json()) as { total: number };
  // The starter bank has far more than a page of topics; the check needs at least two pages.
  expect(total).toBeGreaterThan(25);

  await page.goto('/app/admin?tab=topics');
  const rows = page.getByRole('table', { name: 'Syllabus topics' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(25);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(`Page 1 of ${Math.ceil(total / 25)}`);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);

  const firstTopic = await rows.first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of');
  await expect(rows.first()).not.toHaveText(firstTopic ?? '');
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of');
});

test('a .txt upload says "Please upload a CSV file" once', async ({ page }) => {
  await page.goto('/app/admin?tab=upload');
  await page.getByLabel('Exam type').first().selectOption('jamb');
  await page.getByLabel('Subject').first().selectOption('mathematics');
  await page.getByLabel('Level', { exact: true }).first().selectOption('7');
  await page.locator('#upload-file').setInputFiles({
    name: 'questions.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a csv'),
  });
  const message = page.getByText('Please upload a CSV file');
  await expect(message).toHaveCount(1);
  await page.getByRole('button', { name: 'Upload Questions' }).click();
  await expect(page.getByText('Upload Failed')).toBeVisible();
  await expect(message).toHaveCount(1);
});

test('on a desktop the main links sit in the header, not in a phone tab bar', async ({ page }) => {
  await page.goto('/app/admin');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
  const box = (await nav.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(64);
  await nav.getByRole('link', { name: 'Exams' }).click();
  await expect(page).toHaveURL(/\/app\/exams$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 760 }, isMobile: true, hasTouch: true });
  test('the main links are the bottom tab bar', async ({ page }) => {
    await page.goto('/app/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    const box = (await nav.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(700);
  });
});
