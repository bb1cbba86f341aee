import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { readState, type E2EState } from './support/state';
import { formatViolations, watchAccessibility } from './support/a11y';

type FailedRequest = { path: string; status: number };

export type ConsoleGuard = {
  /** Lets a test expect a failed request the browser logs as a console error (e.g. a rejected sign-in). */
  allowFailedRequest: (path: string, status: number) => void;
  /** Lets a test expect console errors matching a pattern (e.g. a server it restarts on purpose). */
  allowConsoleError: (pattern: RegExp) => void;
};

/**
 * Shared fixtures: the running server (started by global setup) as baseURL, and a guard that
 * fails the test on any uncaught page error or console error. The only console error always
 * allowed is Chromium's "Failed to load resource ... 401" for GET /api/me, which is how a
 * signed-out visitor's session check looks.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; a11y: void }, { e2e: E2EState }>({
  e2e: [async ({}, use) => use(readState()), { scope: 'worker' }],
  baseURL: async ({ e2e }, use) => use(e2e.baseURL),

  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const allowed: FailedRequest[] = [{ path: '/api/me', status: 401 }];
      const allowedPatterns: RegExp[] = [];
      const problems: string[] = [];
      const isAllowed = (msg: ConsoleMessage) => {
        const status =
          /Failed to load resource: the server responded with a status of (\d{3})/.exec(
            msg.text(),
          )?.[1];
        if (!status) return false;
        const url = msg.location().url;
        const path = url ? new URL(url).pathname : '';
        return allowed.some((a) => a.path === path && a.status === Number(status));
      };
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('console', (msg) => {
        if (
          msg.type() === 'error' &&
          !isAllowed(msg) &&
          !allowedPatterns.some((p) => p.test(msg.text()))
        ) {
          problems.push(`console.error: ${msg.text()} (${msg.location().url || 'no location'})`);
        }
      });
      await use({
        allowFailedRequest: (path, status) => allowed.push({ path, status }),
        allowConsoleError: (pattern) => allowedPatterns.push(pattern),
      });
      if (problems.length)
        await testInfo.attach('browser-errors', {
          body: problems.join('\n\n'),
          contentType: 'text/plain',
        });
      expect(problems, 'uncaught page errors or console errors').toEqual([]);
    },
    { auto: true },
  ],

  // Issue 9: axe-core scans every distinct screen the test's pages show (each settled pathname,
  // dialog and toast; e2e/support/a11y.ts); any serious or critical violation fails the test.
  a11y: [
    async ({ context, page: _page }, use, testInfo) => {
      const watch = await watchAccessibility(context);
      await use();
      const violations = await watch.finish();
      if (violations.length)
        await testInfo.attach('axe-violations', {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });
      expect(
        formatViolations(violations),
        'serious or critical accessibility violations (rule, screen, help, elements)',
      ).toBe('');
    },
    { auto: true },
  ],
});

export { expect };
