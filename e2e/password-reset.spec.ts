import { test, expect } from './fixtures';
import { emailLink, SUBJECTS } from './support/outbox';
import { createVerifiedUser, submitSignIn } from './support/users';

test('forgot password: e-mailed link, new password, old one no longer works', async ({
  page,
  request,
  consoleGuard,
}) => {
  const user = await createVerifiedUser(request, 'reset');
  const newPassword = `${user.password}-new`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();

  const since = Date.now() - 1000;
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account with that email exists, a password reset link has been sent.',
  );

  const link = await emailLink(user.email, SUBJECTS.reset, { since });
  await page.goto(link);
  await expect(page).toHaveURL(/\/update-password\?token=[^&]+/);

  const submit = page.getByRole('button', { name: 'Update Password' });
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(`${newPassword}x`);
  await submit.click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await submit.click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('Passwords do not match.')).toHaveCount(0);

  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(
    'Password updated! You can now log in with your new password.',
  );
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // The old password is refused...
  consoleGuard.allowFailedRequest('/api/auth/sign-in/email', 401);
  await submitSignIn(page, user);
  await expect(page.getByText('Error signing in')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // ...and the new one signs in.
  await submitSignIn(page, { email: user.email, password: newPassword });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.fullName);
});
