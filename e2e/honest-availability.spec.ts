import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { asDemoAdmin, grantPremium } from './support/admin';
import { startQuiz } from './support/quiz';

/**
 * Issue 20 at 360 px: on the fresh install's bank, a free and a premium student on JAMB and on
 * WAEC see only ready levels; the levels that are not ready read "Coming soon" (never a paywall);
 * every text about Premium states what the bank holds; a ready level starts at its exam's pace.
 */
test.use({ viewport: { width: 360, height: 760 } });

type Offer = { examType: string; levels: number; subjects: number };
type PlanLevels = {
  premium: Offer[];
  premiumText: string | null;
  premiumGives: string;
};

/** GET /api/plans' level texts: what the server computed from the bank. */
async function planLevels(page: Page) {
  const res = await page.request.get('/api/plans');
  return ((await res.json()) as { levels: PlanLevels }).levels;
}

/** Opens a page and returns the level texts it was given (its own GET /api/plans). */
async function gotoWithPlanLevels(page: Page, path: string): Promise<PlanLevels> {
  const plans = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/plans');
  await page.goto(path);
  const levels = ((await (await plans).json()) as { levels: PlanLevels }).levels;
  expectTextsOfTheBank(levels);
  return levels;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Premium's texts say what its ready levels are, by the server's own count, and nothing more.
 * The fresh bank has no premium level ready, so Premium is then described by what else it
 * gives; the e2e server is shared, and a journey may make one ready (practice-screens.spec.ts,
 * subscription.spec.ts), so the texts are checked against the numbers, whichever they are.
 */
function expectTextsOfTheBank(levels: PlanLevels) {
  const open = levels.premium.filter((o) => o.levels > 0);
  if (open.length === 0) {
    expect(levels.premiumText).toBeNull();
    expect(levels.premiumGives).toBe(
      'Premium gives you ranked competitions, unlimited mock exams and detailed progress analytics.',
    );
    return;
  }
  const more = (n: number) => `${n} more level${n === 1 ? '' : 's'}`;
  const same =
    open.length === levels.premium.length &&
    open.every((o) => o.levels === open[0]!.levels && o.subjects === open[0]!.subjects);
  const expected = same
    ? `Premium opens ${more(open[0]!.levels)} across ${plural(open[0]!.subjects, 'subject')}`
    : `Premium opens ${open
        .map(
          (o, i) =>
            `${i === 0 ? more(o.levels) : plural(o.levels, 'level')} in ${plural(o.subjects, 'subject')} of ${o.examType.toUpperCase()}`,
        )
        .join(', ')}`;
  expect(levels.premiumText).toBe(expected);
  expect(levels.premiumGives).toBe(
    `${expected}, plus competitions, unlimited mock exams and detailed progress analytics.`,
  );
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
    // Premium is described by the levels the bank holds ready, or by what else it gives.
    expectTextsOfTheBank(await planLevels(page));

    const free = await signedInStudent(page, request, `avail-free-${exam}`);
    await levelListIsHonest(page, exam);
    // A ready level starts at the exam's pace: 20 questions in 14 min (JAMB), 36 (WAEC).
    await expect(page.getByTestId('level-1').getByTestId('card-facts')).toHaveText(
      exam === 'jamb' ? '20 questions · 14 min' : '20 questions · 36 min',
    );
    // A level that is not ready, opened by its address, is "coming soon", not a paywall.
    await page.goto(`/app/exam/${exam}/mathematics/11`);
    await expect(page.getByRole('heading', { name: 'Level 11 is coming soon' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See Premium' })).toHaveCount(0);

    // Each page states Premium as the server counted it when the page loaded.
    const onDashboard = await gotoWithPlanLevels(page, '/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Go Premium' })).toBeVisible();
    await expect(page.getByText(onDashboard.premiumGives)).toBeVisible();
    await expect(page.getByText(/11[–-]50|All 50 levels/)).toHaveCount(0);
    const onSubscription = await gotoWithPlanLevels(page, '/app/subscription');
    await expect(page.getByTestId('premium-gives')).toHaveText(onSubscription.premiumGives);
    await expect(page.getByText(/11[–-]50|All 50 levels/)).toHaveCount(0);

    // The same student made premium: still only ready levels, and level 1 starts.
    await asDemoAdmin(browser, (admin) => grantPremium(admin, free.email, 'e2e availability'));
    await levelListIsHonest(page, exam);
    await page.getByTestId('level-1').click();
    await startQuiz(page);
  });
}
