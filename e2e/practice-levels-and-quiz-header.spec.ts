import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { startQuiz } from './support/quiz';

/**
 * Issue 9, UX defects 4–6 at 360 px: a level left with Exit Quiz shows the time left and
 * Resume; the dashboard and the subject cards count the same levels (ADR 0014); the quiz
 * header always shows the level, and maths in the options is not smaller than 12 px.
 */
test.use({ viewport: { width: 360, height: 760 } });

const clockSeconds = (text: string | null) => {
  const [, m, s] = /(\d{2,}):(\d{2})/.exec(text ?? '') ?? [];
  return Number(m) * 60 + Number(s);
};

test('the quiz header shows the level, option maths is legible, and Exit leaves a level to resume', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStudent(page, request, 'resume');

  await page.goto('/app/exam/jamb/mathematics');
  await expect(page.getByTestId('level-1')).toHaveAttribute('data-state', 'available');
  await page.getByTestId('level-1').click();
  await startQuiz(page);

  // The text holding "Level 1" is shown whole: not clipped by its box, the header or the screen.
  const title = page.getByTestId('quiz-title');
  await expect(title).toContainText('Level 1');
  const level = await title.evaluate((el) => {
    const holders = [el, ...el.querySelectorAll('*')].filter((e) =>
      e.textContent?.includes('Level 1'),
    );
    const box = holders.at(-1)!;
    const r = box.getBoundingClientRect();
    const t = el.getBoundingClientRect();
    return {
      clipped: box.scrollWidth > box.clientWidth,
      right: r.right,
      titleRight: t.right,
      width: window.innerWidth,
    };
  });
  expect(level.clipped).toBe(false);
  expect(level.right).toBeLessThanOrEqual(level.titleRight + 0.5);
  expect(level.right).toBeLessThanOrEqual(level.width);

  // Every glyph of KaTeX in the options is at least 12 px (the zero-width struts draw nothing).
  const options = page.locator('[role="radiogroup"] label');
  await expect(options.locator('.katex .mfrac').first()).toBeAttached({ timeout: 15_000 });
  const sizes = await options.evaluateAll((labels) =>
    labels.flatMap((label) =>
      [...label.querySelectorAll('.katex-html')].flatMap((k) => {
        const out: { text: string; px: number }[] = [];
        const walk = document.createTreeWalker(k, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          const text = n.textContent ?? '';
          if (!/[^\s\u200b]/.test(text)) continue;
          out.push({ text, px: parseFloat(getComputedStyle(n.parentElement!).fontSize) });
        }
        return out;
      }),
    ),
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter((s) => s.px < 12)).toEqual([]);
  // A fraction's digits are as large as the option text beside them.
  const optionText = await options
    .first()
    .evaluate((l) => parseFloat(getComputedStyle(l).fontSize));
  const fraction = await options
    .locator('.katex .mfrac')
    .first()
    .evaluate((f) =>
      Math.min(
        ...[...f.querySelectorAll('.mord')]
          .filter((e) => e.children.length === 0 && e.textContent?.trim())
          .map((e) => parseFloat(getComputedStyle(e).fontSize)),
      ),
    );
  expect(fraction).toBeGreaterThanOrEqual(optionText);

  // Answer, let it save, Exit: the level card shows the attempt in progress with the time left.
  await page.getByTestId('option-1-B').check();
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 10_000 });
  const runnerLeft = clockSeconds(await page.getByTestId('quiz-timer').textContent());
  await page.getByTestId('exit-quiz').click();
  await page.getByTestId('confirm-exit').click(); // the timer keeps running: asked first
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/exam/jamb/mathematics');
  const card = page.getByTestId('level-1');
  await expect(card).toHaveAttribute('data-state', 'in-progress');
  await expect(card).toContainText('In progress');
  await expect(card).toContainText('Resume');
  await expect(card).not.toContainText('Start Level');
  const timeLeft = card.getByTestId('level-time-left');
  await expect(timeLeft).toHaveText(/^In progress · \d{2}:\d{2} left$/);
  const first = clockSeconds(await timeLeft.textContent());
  expect(first).toBeLessThanOrEqual(runnerLeft);
  expect(first).toBeGreaterThan(runnerLeft - 60);
  // It counts down.
  await expect
    .poll(async () => clockSeconds(await timeLeft.textContent()), { timeout: 5_000 })
    .toBeLessThan(first);

  // Resume opens the same attempt with its saved answer and the server's time.
  await card.click();
  await expect(page.getByTestId('quiz-runner')).toBeVisible();
  await expect(page.getByTestId('option-1-B')).toBeChecked();
  const resumedLeft = clockSeconds(await page.getByTestId('quiz-timer').textContent());
  expect(resumedLeft).toBeLessThan(runnerLeft);
  expect(resumedLeft).toBeGreaterThan(runnerLeft - 120);

  // From another phone (nothing stored here), the level offers to resume the same attempt.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('preparena:')) localStorage.removeItem(key);
  });
  await page.goto('/app/exam/jamb/mathematics/1');
  await expect(page.getByTestId('start-quiz')).toHaveText('Resume Quiz');
  await page.getByTestId('start-quiz').click();
  await expect(page.getByTestId('quiz-runner')).toBeVisible();
  await expect(page.getByTestId('option-1-B')).toBeChecked();
  expect(clockSeconds(await page.getByTestId('quiz-timer').textContent())).toBeLessThanOrEqual(
    resumedLeft,
  );
});

test('the dashboard counts the levels the subject cards count', async ({ page, request }) => {
  await signedInStudent(page, request, 'level-counts');

  await page.goto('/app/dashboard');
  const continueLearning = page.locator('section[aria-labelledby="continue-heading"]');
  const jamb = continueLearning.getByRole('link').filter({ hasText: 'JAMB UTME' });
  await expect(jamb).toContainText(/\d+\/\d+ levels/);
  const [, done, total] = /(\d+)\/(\d+) levels/.exec((await jamb.textContent()) ?? '')!;

  await page.goto('/app/exam/jamb');
  const badges = page.locator('[data-testid^="subject-"]').getByLabel(/levels completed$/);
  await expect(badges.first()).toBeVisible();
  const counts = (await badges.allTextContents()).map((t) => t.split('/').map(Number));
  expect(counts.reduce((a, [, t]) => a + t!, 0)).toBe(Number(total));
  expect(counts.reduce((a, [d]) => a + d!, 0)).toBe(Number(done));

  // And a subject card's number is the number of its level cards.
  const maths = page.getByTestId('subject-mathematics');
  const [, mathsTotal] = ((await maths.getByLabel(/levels completed$/).textContent()) ?? '')
    .split('/')
    .map(Number);
  await expect(maths).toContainText(`${mathsTotal} levels left`);
  await maths.click();
  await expect(page.locator('[data-testid^="level-"]')).toHaveCount(mathsTotal!);
});
