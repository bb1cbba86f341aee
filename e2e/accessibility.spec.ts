import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { createVerifiedUser, signedInStudent, signInViaApi, submitSignIn } from './support/users';
import { expectTapTarget } from './support/screen';
import { nameInitials } from '../src/domain/auth-rules';

/**
 * Issue 9, accessibility. axe itself runs on every screen of every journey (e2e/fixtures.ts);
 * this spec checks what axe does not measure: 44 × 44 px tap targets on the phone (WCAG 2.5.5),
 * and names the fixes axe found, so each has a test of its own.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('tap targets are at least 44 × 44 px at 360 px: Forgot your password?, toast close, View all', async ({
  page,
  request,
  consoleGuard,
}) => {
  const user = await createVerifiedUser(request, 'a11y-tap');
  await page.goto('/login');
  await expectTapTarget(page.getByRole('link', { name: 'Forgot your password?' }));

  consoleGuard.allowFailedRequest('/api/auth/sign-in/email', 401);
  await submitSignIn(page, { email: user.email, password: 'wrong-password-1' });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error signing in' });
  await expect(toast).toBeVisible();
  await expectTapTarget(toast.getByRole('button', { name: 'Close toast' }));
  // The close button sits inside the toast, not over the screen's edge.
  const toastBox = (await toast.boundingBox())!;
  const closeBox = (await toast.getByRole('button', { name: 'Close toast' }).boundingBox())!;
  expect(closeBox.x).toBeGreaterThanOrEqual(toastBox.x);
  expect(closeBox.x + closeBox.width).toBeLessThanOrEqual(toastBox.x + toastBox.width);
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);

  await signInViaApi(page, user);
  await page.goto('/app/dashboard');
  await expectTapTarget(page.getByRole('link', { name: 'View all' }));
});

test('the account menu button is named by its visible initials; the in-app 404 has one main', async ({
  page,
  request,
}) => {
  const user = await signedInStudent(page, request, 'a11y-names');
  await page.goto('/app/dashboard');
  const initials = nameInitials(user.fullName, user.email);
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toHaveText(initials);
  await expect(menu).toHaveAccessibleName(new RegExp(`^${initials}\\b`));

  await page.goto('/app/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

/** The toaster's colour contrast once the toast has fully faded in (axe, that rule only). */
async function expectToastContrast(page: Page, text: string | RegExp) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect
    .poll(() =>
      toast.evaluate(
        (el) =>
          el.getAttribute('data-mounted') === 'true' &&
          el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running') &&
          getComputedStyle(el).opacity === '1',
      ),
    )
    .toBe(true);
  const results = await new AxeBuilder({ page })
    .include('[data-sonner-toaster]')
    .withRules(['color-contrast'])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
}

test('toast text meets contrast once shown: the red error and the green success', async ({
  page,
  request,
  consoleGuard,
}) => {
  const user = await createVerifiedUser(request, 'a11y-toast');
  consoleGuard.allowFailedRequest('/api/auth/sign-in/email', 401);
  await page.goto('/login');
  await submitSignIn(page, { email: user.email, password: 'wrong-password-1' });
  await expectToastContrast(page, 'Error signing in');
  await submitSignIn(page, user);
  await expectToastContrast(page, 'Welcome back!');
});
