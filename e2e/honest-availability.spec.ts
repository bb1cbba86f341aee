import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readState } from './support/state';
import { createVerifiedUser, signInViaApi } from './support/users';

/**
 * Issue 20 at 360 px: on the fresh install's bank, a free and a premium student on JAMB and on
 * WAEC see only ready levels; the levels that are not ready read "Coming soon" (never a paywall);
 * every text about Premium states what the bank holds; a ready level starts at its exam's pace.
 */
test.use({ viewport: { width: 360, height: 760 } });

const origin = () => ({ origin: new URL(readState().baseURL).origin });

async function grantPremium(admin: APIRequestContext, email: string) {
  const found = await admin.get(`/api/admin/subscriptions?email=${encodeURIComponent(email)}`);
  const { user } = (await found.json()) as { user: { id: string } };
  const granted = await admin.post('/api/admin/subscriptions/grant', {
    headers: origin(),
    data: { userId: user.id, days: 30, reason: 'e2e availability' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
}

/** GET /api/plans' level texts: what the server computed from the bank. */
async function planLevels(page: Page) {
  const res = await page.request.get('/api/plans');
  return ((await res.json()) as { levels: { premiumText: string | null; premiumGives: string } })
    .levels;
}

async function levelListIsHonest(page: Page, exam: string) {
  await page.goto(`/app/exam/${exam}/mathematics`);
  for (let l = 1; l <= 10; l++) await expect(page.getByTestId(`level-${l}`)).toBeVisible();
  await expect(page.getByTestId('level-11')).toHaveCount(0);
  await expect(page.getByTestId('coming-soon')).toContainText('Coming soon: levels 11–50');
  await expect(page.getByText('Unlock with Premium')).toHaveCount(0);
  await expect(page.getByText(/No questions found/)).toHaveCount(0);
}

for (const exam of ['jamb', 'waec'] as const) {
  test(`a free and a premium ${exam.toUpperCase()} student see only ready levels, and Premium as the bank holds it`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const levels = await planLevels(page);
    // The fresh bank has no premium level ready: Premium is described by what else it gives.
    expect(levels.premiumText).toBeNull();
    expect(levels.premiumGives).toBe(
      'Premium gives you ranked competitions and detailed progress analytics.',
    );

    const free = await createVerifiedUser(request, `avail-free-${exam}`);
    await signInViaApi(page, free);
    await levelListIsHonest(page, exam);
    // A ready level starts at the exam's pace: 20 questions in 14 min (JAMB), 36 (WAEC).
    await expect(page.getByTestId('level-1').getByTestId('card-facts')).toHaveText(
      exam === 'jamb' ? '20 questions · 14 min' : '20 questions · 36 min',
    );
    // A level that is not ready, opened by its address, is "coming soon", not a paywall.
    await page.goto(`/app/exam/${exam}/mathematics/11`);
    await expect(page.getByRole('heading', { name: 'Level 11 is coming soon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Premium' })).toHaveCount(0);

    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Go Premium' })).toBeVisible();
    await expect(page.getByText(levels.premiumGives)).toBeVisible();
    await expect(page.getByText(/11[–-]50|All 50 levels/)).toHaveCount(0);
    await page.goto('/app/subscription');
    await expect(page.getByTestId('premium-gives')).toHaveText(levels.premiumGives);
    await expect(page.getByText(/11[–-]50|All 50 levels/)).toHaveCount(0);

    // The same student made premium: still only ready levels, and level 1 starts.
    const { baseURL, demoAdmin } = readState();
    const admin = await browser.newContext({ baseURL });
    await admin.request.post('/api/auth/sign-in/email', { headers: origin(), data: demoAdmin });
    await grantPremium(admin.request, free.email);
    await admin.close();
    await levelListIsHonest(page, exam);
    await page.getByTestId('level-1').click();
    await page.getByTestId('start-quiz').click();
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
  });
}
