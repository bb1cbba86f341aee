import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readState } from './support/state';
import { createVerifiedUser, signInViaApi } from './support/users';
import { formatDateTime } from '../src/domain/time';

/**
 * Issue 21 item 13, what a walk at 360 px found: the passage panel, the quiz title, the palette,
 * LaTeX in notifications, and admin dates (at 1366 px).
 */
const WIDTH = 360;
const HEIGHT = 740;
test.use({ viewport: { width: WIDTH, height: HEIGHT } });

const origin = () => ({ origin: new URL(readState().baseURL).origin });

/** Starts and submits a practice quiz through the API; returns what the start answered. */
async function quizViaApi(page: Page, level: { examType: string; subject: string; level: number }) {
  const started = await page.request.post('/api/practice/quizzes', {
    headers: origin(),
    data: level,
  });
  expect(started.status(), await started.text()).toBe(201);
  const attempt = (await started.json()) as {
    attemptId: string;
    questions: { id: string; questionText: string }[];
  };
  const submitted = await page.request.post(`/api/practice/quizzes/${attempt.attemptId}/submit`, {
    headers: origin(),
    data: { answers: {} },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return attempt;
}

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
  const user = await createVerifiedUser(request, 'phone360');
  await signInViaApi(page, user);
  // WAEC English level 3 has comprehension and cloze passages; levels 1 and 2 done first.
  for (const level of [1, 2])
    await quizViaApi(page, { examType: 'waec', subject: 'english', level });

  await page.goto('/app/exam/waec/english/3');
  await page.getByTestId('start-quiz').click();
  const runner = page.getByTestId('quiz-runner');
  await expect(runner).toBeVisible();

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
  for (const button of [palette.first(), palette.last()]) {
    const box = (await button.boundingBox())!;
    expect(box.width, 'palette button width').toBeGreaterThanOrEqual(44);
    expect(box.height, 'palette button height').toBeGreaterThanOrEqual(44);
  }

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
  const student = await createVerifiedUser(request, 'bellmath');
  await signInViaApi(page, student);
  // JAMB Mathematics level 1 (starter questions, most with LaTeX): one quiz, then a report of a
  // question whose first 80 characters hold a formula.
  const attempt = await quizViaApi(page, { examType: 'jamb', subject: 'mathematics', level: 1 });
  const question = attempt.questions.find((q) => /\$[^$]+\$/.test(q.questionText.slice(0, 79)));
  expect(question, 'a drawn question with LaTeX').toBeTruthy();
  const reported = await page.request.post(`/api/practice/questions/${question!.id}/reports`, {
    headers: origin(),
    data: { reason: 'typo' },
  });
  expect(reported.status(), await reported.text()).toBe(201);

  // The admin marks it fixed: the student is notified, quoting the question.
  const { baseURL, demoAdmin } = readState();
  const admin = await browser.newContext({ baseURL });
  const signedIn = await admin.request.post('/api/auth/sign-in/email', {
    headers: origin(),
    data: demoAdmin,
  });
  expect(signedIn.status()).toBe(200);
  const fixed = await admin.request.post(`/api/admin/reports/${question!.id}/fix`, {
    headers: origin(),
  });
  expect(fixed.status(), await fixed.text()).toBe(200);
  await admin.close();

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
    const found = await page.request.get(
      `/api/admin/subscriptions?email=${encodeURIComponent(student.email)}`,
    );
    expect(found.status(), await found.text()).toBe(200);
    const { user } = (await found.json()) as { user: { id: string } };
    const granted = await page.request.post('/api/admin/subscriptions/grant', {
      headers: origin(),
      data: { userId: user.id, days: 30, reason: 'e2e admin dates' },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    const { audit } = (await granted.json()) as { audit: { createdAt: string }[] };

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
