import { test, expect } from './fixtures';
import { emailLink, SUBJECTS } from './support/outbox';
import { createVerifiedUser, newUser, signUpViaApi, submitSignIn } from './support/users';

test('a wrong password, then the right one: no error toast stays on the dashboard', async ({
  page,
  request,
  consoleGuard,
}) => {
  const user = await createVerifiedUser(request, 'toast');
  consoleGuard.allowFailedRequest('/api/auth/sign-in/email', 401);

  await page.goto('/login');
  await submitSignIn(page, { email: user.email, password: 'not-the-password' });
  await expect(page.getByText('Error signing in')).toBeVisible();
  const shownAt = Date.now();

  await submitSignIn(page, user);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(user.fullName);
  await expect(page.getByText('Welcome back! You have successfully signed in.')).toBeVisible();
  await expect(page.getByText('Error signing in')).toHaveCount(0);
  // Closed by the sign-in, not by sonner's own 4 s timer.
  expect(Date.now() - shownAt).toBeLessThan(3_500);
});

test('signing in before verifying says a new link was sent and offers to resend it', async ({
  page,
  request,
  consoleGuard,
}) => {
  const user = newUser('unverified');
  await signUpViaApi(request, user);
  consoleGuard.allowFailedRequest('/api/auth/sign-in/email', 403);

  await page.goto('/login');
  const beforeSignIn = Date.now() - 1000;
  await submitSignIn(page, user);
  const notice = page.getByRole('status').filter({ hasText: 'verification link' });
  await expect(notice).toHaveText(
    `We sent a new verification link to ${user.email}. Open it to verify your account, then you are signed in.`,
  );
  await emailLink(user.email, SUBJECTS.verify, { since: beforeSignIn });

  const beforeResend = Date.now();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(notice).toHaveText(
    `We sent another verification link to ${user.email}. Open it to verify your account.`,
  );
  // A second e-mail, written after the click.
  const secondLink = await emailLink(user.email, SUBJECTS.verify, { since: beforeResend });

  // The new link works: it verifies the account and opens the app.
  await page.goto(secondLink);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});
