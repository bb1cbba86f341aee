import { test, expect } from './fixtures';
import { createVerifiedUser, signedInStudent, submitSignIn } from './support/users';

test('a signed-out visit to /app/profile returns there after signing in', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, 'redirect');

  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fprofile$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('legacy /app/exams/… paths redirect to /app/exam/…', async ({ page, request }) => {
  await signedInStudent(page, request, 'legacy');

  await page.goto('/app/exams/jamb/mathematics');
  await expect(page).toHaveURL(/\/app\/exam\/jamb\/mathematics$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
