import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LAPTOP } from './support/screen';
import { signedInStudent } from './support/users';
import {
  choosePaper,
  clockSeconds,
  expectAccessible,
  expectResultsShown,
  freshClock,
  questionAt,
  runningPaper,
  startChosenPaper,
  submittedPaper,
} from './support/mocks';

/** A CBT centre's screen (issue 23: "Desktop (1366 px, as at a CBT centre)"). */
test.use(LAPTOP);

/** The UTME paper of the Done-when: Use of English (60) and three subjects of 40. */
const PAPER = [
  { subject: 'english', name: 'Use of English', count: 60 },
  { subject: 'mathematics', name: 'Mathematics', count: 40 },
  { subject: 'physics', name: 'Physics', count: 40 },
  { subject: 'chemistry', name: 'Chemistry', count: 40 },
] as const;
type Subject = (typeof PAPER)[number]['subject'];
const LETTERS = ['A', 'B', 'C', 'D'] as const;
type Letter = (typeof LETTERS)[number];

/** What the student answered: subject → question number in it → letter pressed. */
type Chosen = Map<Subject, Map<number, Letter>>;

const position = (page: Page) => page.getByTestId('cbt-position');
const tab = (page: Page, subject: Subject) => page.getByTestId(`cbt-tab-${subject}`);
const nameOf = (subject: Subject) => PAPER.find((p) => p.subject === subject)!.name;

/** Presses a letter key for the question shown (`subject` question `n`), and checks its radio. */
async function answerByKey(page: Page, chosen: Chosen, subject: Subject, n: number, l: Letter) {
  await expect(position(page)).toHaveText(
    `${nameOf(subject)} · Question ${n} of ${PAPER.find((p) => p.subject === subject)!.count}`,
  );
  await page.keyboard.press(l.toLowerCase());
  await expect(page.getByTestId(`option-${n}-${l}`)).toBeChecked();
  const own = chosen.get(subject) ?? new Map<number, Letter>();
  own.set(n, l);
  chosen.set(subject, own);
}

/** Each tab reads "<name><answered>/<count>". */
async function expectTabCounts(page: Page, chosen: Chosen) {
  for (const { subject, name, count } of PAPER)
    await expect(tab(page, subject)).toHaveText(
      `${name}${chosen.get(subject)?.size ?? 0}/${count}`,
    );
}

test('JAMB UTME mock at 1366 px: English + Maths + Physics + Chemistry, 180 questions under one 2-hour clock, CBT keys, calculator, reload, submit, scores recomputed from the API', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInStudent(page, request, 'mock-utme');

  // The overview: JAMB, Use of English always on the paper, three subjects ticked in order.
  await choosePaper(
    page,
    'jamb',
    ['mathematics', 'physics', 'chemistry'],
    'JAMB UTME mock: 4 subjects · 180 questions · 2 hours',
  );
  await expect(page.getByTestId('mock-subject-english')).toBeChecked();
  await expect(page.getByTestId('mock-subject-english')).toBeDisabled();
  // A free student is told the allowance before starting.
  await expect(page.getByTestId('mock-allowance')).toContainText(
    'Free plan: 1 mock exam every 7 days',
  );
  await expectAccessible(page, 'mocks overview');

  const attemptId = await startChosenPaper(page);
  const runner = page.getByTestId('cbt-runner');

  // Four subject tabs (60/40/40/40 = 180 questions), one clock reading two hours.
  await expect(runner.getByRole('tab')).toHaveCount(4);
  const chosen: Chosen = new Map();
  await expectTabCounts(page, chosen);
  await expect(tab(page, 'english')).toHaveAttribute('aria-selected', 'true');
  await expect(runner.getByRole('timer')).toHaveCount(1);
  await expect(page.getByTestId('cbt-clock')).toHaveText(freshClock(120));
  // The server's paper agrees: 180 questions in the four sections, in this order.
  const paper = await runningPaper(page, attemptId);
  expect(paper.questions).toHaveLength(180);
  expect(paper.paper.sections.map((s) => [s.subject, s.count])).toEqual(
    PAPER.map((p) => [p.subject, p.count]),
  );
  // The desktop grid is always in view: Use of English's 60 cells.
  const grid = page.getByTestId('cbt-grid');
  await expect(grid.getByRole('button')).toHaveCount(60);
  await expectAccessible(page, 'CBT runner');

  // JAMB's keys: A–D answer, N next.
  for (const [i, l] of (['A', 'B', 'C', 'D', 'B'] as const).entries()) {
    await answerByKey(page, chosen, 'english', i + 1, l);
    await page.keyboard.press('n');
  }
  await expect(position(page)).toHaveText('Use of English · Question 6 of 60');

  // Across the subject boundary: English 60 → N → Mathematics 1; P back.
  await grid.getByTestId('cbt-cell-60').click();
  await answerByKey(page, chosen, 'english', 60, 'C');
  await page.keyboard.press('n');
  await expect(position(page)).toHaveText('Mathematics · Question 1 of 40');
  await expect(tab(page, 'mathematics')).toHaveAttribute('aria-selected', 'true');
  await answerByKey(page, chosen, 'mathematics', 1, 'D');
  await page.keyboard.press('p');
  await expect(position(page)).toHaveText('Use of English · Question 60 of 60');
  await expect(page.getByTestId('option-60-C')).toBeChecked();
  await expect(tab(page, 'english')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  await answerByKey(page, chosen, 'mathematics', 2, 'A');

  // Flag one for review: the card's toggle and the grid cell say so.
  await page.getByTestId('flag-2').click();
  await expect(page.getByTestId('flag-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByTestId('cbt-cell-2')).toHaveAttribute('data-flagged', 'true');

  // The other subjects by their tabs.
  await tab(page, 'physics').click();
  await answerByKey(page, chosen, 'physics', 1, 'B');
  await page.keyboard.press('n');
  await answerByKey(page, chosen, 'physics', 2, 'C');
  await tab(page, 'chemistry').click();
  await answerByKey(page, chosen, 'chemistry', 1, 'A');
  await page.keyboard.press('n');
  await expect(position(page)).toHaveText('Chemistry · Question 2 of 40');
  await expectTabCounts(page, chosen);

  // The calculator: by keyboard while it has focus (A–D then type into it, not the paper) ...
  await page.getByTestId('calculator-toggle').click();
  const calculator = page.getByTestId('calculator');
  await expect(calculator).toBeFocused();
  const display = page.getByTestId('calculator-display');
  await page.keyboard.type('12*3');
  await page.keyboard.press('Enter');
  await expect(display).toHaveText('36');
  await page.keyboard.press('a');
  await expect(page.getByTestId('option-2-A')).not.toBeChecked();
  // ... and by clicking its keys: √81 = 9, 7 ÷ 2 = 3.5.
  for (const key of ['C', '8', '1', 'sqrt']) await page.getByTestId(`calc-key-${key}`).click();
  await expect(display).toHaveText('9');
  for (const key of ['C', '7', 'divide', '2', 'equals'])
    await page.getByTestId(`calc-key-${key}`).click();
  await expect(display).toHaveText('3.5');
  await page.getByTestId('calculator-close').click();
  await expect(calculator).toBeHidden();
  await expect(page.getByTestId('calculator-toggle')).toBeFocused();
  // The paper's keys work again.
  await answerByKey(page, chosen, 'chemistry', 2, 'D');
  await expectTabCounts(page, chosen);

  // A reload mid-paper keeps the answers, the flag and the clock (not reset to 2:00:00).
  const before = await clockSeconds(page);
  await page.reload();
  await expect(runner).toBeVisible({ timeout: 30_000 });
  await expectTabCounts(page, chosen);
  const after = await clockSeconds(page);
  expect(after, 'the clock runs on, not reset').toBeLessThanOrEqual(before);
  expect(before - after, 'the clock after the reload is within a few seconds').toBeLessThan(15);
  await tab(page, 'english').click();
  await grid.getByTestId('cbt-cell-60').click();
  await expect(page.getByTestId('option-60-C')).toBeChecked();
  await tab(page, 'mathematics').click();
  await expect(grid.getByTestId('cbt-cell-2')).toHaveAttribute('data-flagged', 'true');
  await expect(grid.getByTestId('cbt-cell-1')).toHaveAttribute('data-answered', 'true');

  // S asks to confirm; R backs out; S again and the confirmation submits.
  await page.keyboard.press('s');
  const confirm = page.getByTestId('cbt-confirm-submit');
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId('cbt-unanswered-english')).toContainText('6/60 answered');
  await page.keyboard.press('r');
  await expect(confirm).toBeHidden();
  await expect(runner).toBeVisible();
  await page.keyboard.press('s');
  await confirm.click();

  // The results: four scores /100 and a total /400, which the API's stored answers and keys
  // give again.
  const results = page.getByTestId('mock-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByTestId('mock-total')).toHaveText(/^\d{1,3}\/400$/);
  for (const { subject } of PAPER)
    await expect(results.getByTestId(`mock-section-${subject}`)).toContainText(/\d{1,3}\/100/);
  const result = await submittedPaper(page, attemptId);
  expect(result.questions).toHaveLength(180);
  expect(result.questions.every((q) => /^[A-D]$/.test(q.correctAnswer))).toBe(true);
  // The stored answers are exactly the ones pressed (by the option's place on screen).
  const expected = new Map<string, string>();
  for (const [subject, answers] of chosen)
    for (const [n, l] of answers) {
      const q = questionAt(paper, subject, n);
      expected.set(q.id, q.options[LETTERS.indexOf(l)]!.key);
    }
  const stored = new Map(
    result.questions.filter((q) => q.selected !== null).map((q) => [q.id, q.selected]),
  );
  expect(stored).toEqual(expected);
  const scores = await expectResultsShown(page, result);
  expect(scores.sections.map((s) => s.subject)).toEqual(PAPER.map((p) => p.subject));
  expect(scores.maxTotal).toBe(400);
  await expectAccessible(page, 'mock results');
});
