import { test as base, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signedInStudent, signInViaApi } from './support/users';
import { startQuiz } from './support/quiz';
import { readState } from './support/state';

/** Records every CSP violation the page reports (`securitypolicyviolation` events). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Opens a page: its answer carries the policy, and it renders without a violation. */
async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const violations = await watchViolations(page);
  const res = await page.goto(path);
  const csp = res!.headers()['content-security-policy'] ?? '';
  expect(csp, path).toContain("default-src 'self'");
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).toContain("object-src 'none'");
  expect(csp, path).toContain("frame-ancestors 'self'");
  await ready(page);
  expect(await violations(), path).toEqual([]);
}

const heading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};

test('public pages, the dashboard, a quiz and the admin page break no CSP rule', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await visit(page, '/home', heading);
  await visit(page, '/login', async (p) => {
    await expect(p.getByRole('tabpanel')).toBeVisible();
  });

  await signedInStudent(page, request, 'csp');
  await visit(page, '/app/dashboard', heading);
  await visit(page, '/app/exam/jamb/mathematics/1', (p) => startQuiz(p));

  const admin = await browser.newPage({
    baseURL: readState().baseURL,
    viewport: { width: 1366, height: 900 },
  });
  await signInViaApi(admin, readState().demoAdmin);
  await visit(admin, '/app/admin', async (p) => {
    await expect(p.getByText('Admin Access Granted')).toBeVisible();
  });
  await admin.close();
});

// The console guard of e2e/fixtures.ts fails any test that logs a console error: this proves a
// CSP violation is one (plain Playwright here, so the deliberate violation fails nothing else).
base('a CSP violation shows in the console, so the console guard catches it', async ({ page }) => {
  const { baseURL } = readState();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${baseURL}/home`);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true';
    document.body.append(s);
  });
  await expect.poll(() => errors.join('\n')).toMatch(/Content Security Policy/);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
});
