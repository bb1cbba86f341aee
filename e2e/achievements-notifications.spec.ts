import type { Browser } from '@playwright/test';
import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { asDemoAdmin } from './support/admin';
import { uploadOwnLevel } from './support/own-level';
import { startQuiz, submitQuiz } from './support/quiz';
import { expectTapTarget } from './support/screen';

// A small Android phone: the width most of our students have.
const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 740 } });

/**
 * NECO Literature level 1: no other journey practises Literature. Its starter questions (filed
 * under JAMB, served to all three exams) are replaced by the journey's own (uploadOwnLevel).
 */
const LEVEL = { examType: 'neco', subject: 'literature', level: 1 };
const QUESTIONS = 10;
/** Every question's key, so a student who picks it everywhere scores 100 %. */
const KEY = 'C';

/**
 * The demo admin uploads level 1: ten questions, all keyed C, drawn in order, a 10-minute timer
 * (ten spares after them make the level ready, and are never drawn).
 */
const uploadLevelOne = (browser: Browser) =>
  asDemoAdmin(browser, (admin) =>
    uploadOwnLevel(admin, {
      subject: LEVEL.subject,
      level: LEVEL.level,
      topic: 'Poetry: forms and types',
      timerMinutes: 10,
      questions: Array.from({ length: QUESTIONS }, (_, i) => ({
        question_text: `Literature question ${i + 1}: which option is right?`,
        option_a: `Wrong ${i}a`,
        option_b: `Wrong ${i}b`,
        option_c: `Right ${i}`,
        option_d: `Wrong ${i}d`,
        correct_answer: KEY,
        explanation: 'C is right.',
      })),
    }),
  );

/**
 * Issue 10 at 360 px: a new student's fast, perfect first quiz earns First Steps, Speed Demon and
 * Perfect Score (toasted on the results screen, shown on the dashboard and the achievements page
 * with real progress), and the bell shows them with "Level 2 unlocked" until it is opened.
 */
test('a fast perfect first quiz: achievement toast, dashboard, achievements page and the bell', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await uploadLevelOne(browser);
  await signedInStudent(page, request, 'achieve');

  // Before any quiz: nothing under the bell.
  await page.goto('/app/dashboard');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expectTapTarget(bell);
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(
    "You're all caught up!",
  );
  await page.keyboard.press('Escape');

  await startQuiz(page, LEVEL);
  for (let n = 1; n <= QUESTIONS; n++) await page.getByTestId(`option-${n}-${KEY}`).check();
  await expect(page.getByTestId('submit-quiz')).toContainText(`${QUESTIONS}/${QUESTIONS}`);
  await submitQuiz(page, LEVEL);
  await expect(page.getByTestId('final-score')).toHaveText('100%');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Achievement unlocked' });
  await expect(toast).toBeVisible();
  for (const title of ['First Steps', 'Speed Demon', 'Perfect Score'])
    await expect(toast).toContainText(title);

  // The dashboard's recent achievements: all three, each with its rarity.
  await page.goto('/app/dashboard');
  const recent = page.getByTestId('recent-achievements');
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  for (const [title, rarity] of [
    ['First Steps', 'Common'],
    ['Speed Demon', 'Rare'],
    ['Perfect Score', 'Epic'],
  ] as const)
    await expect(recent.getByRole('listitem').filter({ hasText: title })).toContainText(rarity);

  // View all → /app/achievements: 3 of 6, 50 %, real progress bars with the exact rules.
  await page
    .locator('section[aria-labelledby="achievements-heading"]')
    .getByRole('link', { name: 'View all' })
    .click();
  await expect(page).toHaveURL(/\/app\/achievements$/);
  await expect(page.getByTestId('achievements-unlocked')).toHaveText('3/6');
  await expect(page.getByTestId('achievements-percent')).toHaveText('50%');
  const scholar = page.getByTestId('achievement-scholar');
  await expect(scholar).toHaveAttribute('data-earned', 'false');
  await expect(scholar.getByTestId('achievement-progress')).toHaveText('1/50 quizzes');
  await expect(scholar.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  await expect(scholar.getByTestId('achievement-rule')).toHaveText('Submit 50 practice quizzes.');
  await expect(scholar).toContainText('Epic');
  for (const code of ['first-steps', 'speed-demon', 'perfect-score'])
    await expect(page.getByTestId(`achievement-${code}`)).toHaveAttribute('data-earned', 'true');
  await expect(page.getByTestId('achievement-master')).toContainText('Legendary');
  await expect(
    page.getByTestId('achievement-week-warrior').getByTestId('achievement-progress'),
  ).toHaveText('1/7 days');
  // Nothing runs off a 360 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );

  // The bell: an unread dot; opening it lists the achievements and the next level, and clears it.
  await expect(page.getByTestId('notification-dot')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications (unread)');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification');
  for (const title of [
    'Achievement unlocked: First Steps',
    'Achievement unlocked: Speed Demon',
    'Achievement unlocked: Perfect Score',
    'Level 2 unlocked',
  ])
    await expect(items.filter({ hasText: title })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Level 2 unlocked' })).toContainText(
    'NECO SSCE Literature level 2 is open. Keep going!',
  );
  await expect(items.first()).toContainText(/\d+ seconds? ago|1 minute ago/);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // Read on the server: still no dot after a reload.
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications');
  await page.reload();
  expect((await listed).status()).toBe(200);
  await expect(page.getByTestId('achievements-unlocked')).toHaveText('3/6');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('notification-dot')).toHaveCount(0);
});

test('the achievements page says so when they cannot be loaded', async ({
  page,
  request,
  consoleGuard,
}) => {
  await signedInStudent(page, request, 'achieve-error');
  consoleGuard.allowFailedRequest('/api/me/achievements', 500);
  await page.route('**/api/me/achievements', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'INTERNAL', message: 'Something went wrong.' }),
    }),
  );
  await page.goto('/app/achievements');
  await expect(page.getByRole('alert')).toHaveText('Failed to load achievements');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
