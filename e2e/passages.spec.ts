import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { completeLevelsBelow, startQuiz, submitQuiz } from './support/quiz';

// A small Android phone.
test.use({ viewport: { width: 360, height: 740 } });

/** WAEC English level 3: the first level with comprehension and cloze passages; no other journey takes it. */
const LEVEL = { examType: 'waec', subject: 'english', level: 3 };

test('a student takes a passage quiz at 360 px: the passage above its questions, foldable, then in the review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStudent(page, request, 'passages');
  // Levels 1 and 2 done through the API (any submitted attempt completes a level).
  await completeLevelsBelow(page, LEVEL);
  await startQuiz(page, LEVEL);
  const runner = page.getByTestId('quiz-runner');

  // 20 questions drawn from 24 standalone and 25 passage questions: some passages are there,
  // each shown once, above its questions, open.
  const passages = runner.getByTestId('passage');
  await expect(passages.first()).toBeVisible();
  const count = await passages.count();
  expect(count).toBeGreaterThan(0);
  const titles = await passages.locator('summary').allInnerTexts();
  expect(new Set(titles).size).toBe(count);
  const first = passages.first();
  await expect(first).toHaveAttribute('open', '');
  const body = first.locator('p').first();
  await expect(body).toBeVisible();
  // It fits the phone and its summary is a real tap target.
  const box = (await first.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  const summary = (await first.locator('summary').boundingBox())!;
  expect(summary.height).toBeGreaterThanOrEqual(44);

  // Folded away, and back.
  await first.locator('summary').click();
  await expect(body).toBeHidden();
  await first.locator('summary').click();
  await expect(body).toBeVisible();

  // The first question under the passage: answer it; the passage stays in view while scrolling.
  const range = /Read it for questions? (\d+)/.exec(titles[0]!)!;
  const n = Number(range[1]);
  await page.getByTestId(`option-${n}-A`).check();
  await page.getByTestId(`question-${n}`).scrollIntoViewIfNeeded();
  await expect(first.locator('summary')).toBeInViewport();

  await submitQuiz(page, LEVEL);
  await page.getByRole('tab', { name: 'Review' }).click();
  const reviewed = page.getByTestId('passage');
  await expect(reviewed).toHaveCount(count);
  // In the review it starts folded; opening it shows the text.
  const again = reviewed.first();
  await expect(again).not.toHaveAttribute('open', '');
  await again.locator('summary').click();
  await expect(again.locator('p').first()).toBeVisible();
});
