import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readState } from './support/state';
import { api } from './support/api';
import { createVerifiedUser, signedInStudent, signInViaApi } from './support/users';
import { asDemoAdmin, grantPremium } from './support/admin';
import { completeLevelsBelow, startQuiz, takeQuizViaApi } from './support/quiz';
import { expectTapTarget } from './support/screen';
import { formatDateTime } from '../src/domain/time';

/**
 * Issue 21 item 13, what a walk at 360 px found: the passage panel, the quiz title, the palette,
 * LaTeX in notifications, and admin dates (at 1366 px).
 */
const WIDTH = 360;
const HEIGHT = 740;
test.use({ viewport: { width: WIDTH, height: HEIGHT } });

/** Question `n`'s stem is on screen, below the open passage and drawn on top (not covered). */
async function expectStemClear(page: Page, passage: Locator, n: number) {
  const stem = page.locator(`#question-${n}-text`);
  await expect(stem).toBeInViewport();
  const panel = (await passage.boundingBox())!;
  const box = (await stem.boundingBox())!;
  expect(panel.height, 'the open passage: at most a third of the screen').toBeLessThanOrEqual(
    HEIGHT / 3,
  );
  expect(box.y, `question ${n}'s stem starts below the passage`).toBeGreaterThanOrEqual(
    panel.y + panel.height - 0.5,
  );
  const onTop = await stem.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 8, r.top + 8);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, `question ${n}'s stem is not covered`).toBe(true);
}

test('a passage quiz at 360 px: the passage a third of the screen, stems clear, the title whole, 44 px palette', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStudent(page, request, 'phone360');
  // WAEC English level 3 has comprehension and cloze passages; levels 1 and 2 done first.
  const english3 = { examType: 'waec', subject: 'english', level: 3 };
  await completeLevelsBelow(page, english3);
  await startQuiz(page, english3);
  const runner = page.getByTestId('quiz-runner');

  // "WAEC · English Language · Level 3" wraps rather than ending "English Langua…".
  const title = page.getByTestId('quiz-title');
  await expect(title).toHaveText('WAEC · English Language · Level 3');
  const cut = await title.evaluate((el) =>
    [el, ...el.querySelectorAll('*')]
      .filter(
        (e) =>
          e.scrollWidth > e.clientWidth + 0.5 ||
          getComputedStyle(e).textOverflow === 'ellipsis' ||
          e.getBoundingClientRect().right > window.innerWidth,
      )
      .map((e) => e.outerHTML),
  );
  expect(cut, 'nothing in the title is cut off').toEqual([]);

  // Every palette button is a 44 × 44 tap target.
  const palette = page.getByTestId('question-palette').getByRole('button');
  await expect(palette).toHaveCount(20);
  for (const button of [palette.first(), palette.last()])
    await expectTapTarget(button, 'palette button');

  // The first passage with two questions or more: jump to its last one, then back a question.
  const passages = runner.getByTestId('passage');
  await expect(passages.first()).toBeVisible();
  const summaries = await passages.locator('summary').allInnerTexts();
  const at = summaries.findIndex((s) => /questions \d+–\d+/.test(s));
  expect(at, 'a passage with two questions or more').toBeGreaterThanOrEqual(0);
  const [, from, to] = /questions (\d+)–(\d+)/.exec(summaries[at]!)!.map(Number);
  const passage = passages.nth(at);
  await expect(passage).toHaveAttribute('open', '');

  const counter = page.getByTestId('question-counter');
  const nudge = (n: number) =>
    // A small scroll, as a thumb makes: the counter must still name the question in view.
    page.locator(`#question-${n}-text`).evaluate((el) => {
      el.closest('.overflow-y-auto')!.scrollBy(0, 2);
    });
  await page.getByTestId(`palette-${to}`).click();
  await expectStemClear(page, passage, to!);
  await page.waitForTimeout(500);
  await nudge(to!);
  await expect(counter).toHaveText(`Question ${to} of 20`);
  await expectStemClear(page, passage, to!);

  await page.getByRole('button', { name: 'Previous question' }).click();
  await expectStemClear(page, passage, to! - 1);
  await page.waitForTimeout(500);
  await nudge(to! - 1);
  await expect(counter).toHaveText(`Question ${to! - 1} of 20`);
  expect(to! - 1).toBeGreaterThanOrEqual(from!);
});

test('a notification quoting a formula shows it typeset, not as `$…$`', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInStudent(page, request, 'bellmath');
  // JAMB Mathematics level 1 (starter questions, most with LaTeX): one quiz, then a report of a
  // question whose first 80 characters hold a formula.
  const quiz = await takeQuizViaApi(page, { examType: 'jamb', subject: 'mathematics', level: 1 });
  const question = quiz.questions.find((q) => /\$[^$]+\$/.test(q.questionText.slice(0, 79)));
  expect(question, 'a drawn question with LaTeX').toBeTruthy();
  await api(page, 'POST', `/api/practice/questions/${question!.id}/reports`, {
    data: { reason: 'typo' },
    status: 201,
  });

  // The admin marks it fixed: the student is notified, quoting the question.
  await asDemoAdmin(browser, (admin) =>
    api(admin, 'POST', `/api/admin/reports/${question!.id}/fix`),
  );

  await page.goto('/app/dashboard');
  await page.getByTestId('notification-bell').click();
  const item = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification')
    .filter({ hasText: 'A question you reported was fixed' });
  await expect(item).toHaveCount(1);
  await expect(item.locator('.katex').first()).toBeVisible({ timeout: 15_000 });
  await expect(item).not.toContainText('$');
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 }, timezoneId: 'Africa/Lagos' });

  test('admin dates read the Nigerian way: "27 Nov 2026, 03:39"', async ({ page, request }) => {
    const student = await createVerifiedUser(request, 'admindate');
    await signInViaApi(page, readState().demoAdmin);
    const { audit } = await grantPremium(page, student.email, 'e2e admin dates');

    await page.goto('/app/admin?tab=subscriptions');
    await page.getByLabel('Student e-mail').fill(student.email);
    await page.getByRole('button', { name: 'Find' }).click();
    const when = page
      .getByRole('table', { name: 'Premium changes' })
      .locator('tbody tr')
      .first()
      .getByRole('cell')
      .first();
    await expect(when).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await expect(when).toHaveText(formatDateTime(audit[0]!.createdAt, 'Africa/Lagos'));
  });
});
