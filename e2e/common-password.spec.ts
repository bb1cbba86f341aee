import { test, expect } from './fixtures';
import { emailLink, SUBJECTS } from './support/outbox';
import { createVerifiedUser, newUser } from './support/users';
import { api } from './support/api';

/** ADR 0016: the server refuses a guessable password and the form shows its message (360 px). */
const MESSAGE = 'This password is too common and easy to guess. Please choose a less common one.';

test('a common password is refused at sign-up and at reset with a clear message', async ({
  page,
  request,
  consoleGuard,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  consoleGuard.allowFailedRequest('/api/auth/sign-up/email', 400);
  consoleGuard.allowFailedRequest('/api/auth/reset-password', 400);

  // Sign-up.
  const user = newUser('common');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('Nigeria123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Error creating account')).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  // Reset.
  const existing = await createVerifiedUser(request, 'common-reset');
  const since = Date.now() - 1000;
  await api(request, 'POST', '/api/auth/request-password-reset', {
    data: { email: existing.email, redirectTo: '/update-password' },
  });
  await page.goto(await emailLink(existing.email, SUBJECTS.reset, { since }));
  await page.getByLabel('New Password').fill('iloveyou');
  await page.getByLabel('Confirm Password').fill('iloveyou');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/update-password\?token=/);
});
