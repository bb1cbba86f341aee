import { test, expect } from './fixtures';
import { submitSignIn } from './support/users';

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Issue 9, UX defect 2: the e2e server runs in development with APP_URL on 127.0.0.1; opening it
 * as localhost (the other name of the same machine) must still sign in. The cookie makes this a
 * returning visitor, whose sign-in Better Auth checks for its origin (a fresh one it does not).
 */
test('in development the app signs in on localhost as on 127.0.0.1', async ({ page, e2e }) => {
  const local = new URL(e2e.baseURL);
  local.hostname = 'localhost';
  await page.context().addCookies([{ name: 'seen', value: '1', url: local.origin }]);

  await page.goto(`${local.origin}/login`);
  await submitSignIn(page, e2e.demoStudent);
  await expect(page).toHaveURL(`${local.origin}/app/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * A phone on the LAN opens the app at an address the server does not know: the sign-in form
 * says what to configure instead of a bare "Invalid origin". The browser visits lan.test, which
 * Playwright forwards to the server unchanged (its Origin names lan.test).
 */
test('signing in from an address the server does not trust names APP_URL and TRUSTED_ORIGINS', async ({
  page,
  e2e,
  consoleGuard,
}) => {
  const app = new URL(e2e.baseURL);
  const lan = `http://lan.test:${app.port}`;
  await page.route(`${lan}/**`, async (route) => {
    const url = new URL(route.request().url());
    const headers: Record<string, string> = { ...route.request().headers(), cookie: 'seen=1' };
    if (route.request().method() !== 'GET') headers.origin = lan;
    const response = await route.fetch({
      url: `${app.origin}${url.pathname}${url.search}`,
      headers,
    });
    // Chromium ignores (and logs as an error) COOP on a plain-http address that is not loopback,
    // which lan.test is; a real LAN phone sees the same log, unrelated to this test.
    const { 'cross-origin-opener-policy': _coop, ...kept } = response.headers();
    await route.fulfill({ response, headers: kept });
  });
  consoleGuard.allowFailedRequest('/api/auth/sign-in/email', 403);

  await page.goto(`${lan}/login`);
  await submitSignIn(page, e2e.demoStudent);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error signing in' });
  await expect(toast).toContainText('APP_URL');
  await expect(toast).toContainText('TRUSTED_ORIGINS');
  await expect(page).toHaveURL(`${lan}/login`);
});
