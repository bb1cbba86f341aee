import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { api } from './support/api';
import { expectTapTarget } from './support/screen';
import { signedInStudent } from './support/users';
import {
  choosePaper,
  defaultBlueprint,
  expectAccessible,
  expectResultsShown,
  freshClock,
  runningPaper,
  startChosenPaper,
  submittedPaper,
} from './support/mocks';
import { formatWhen } from '../src/web/features/mocks/components/mock-texts';
import type { MockOverview } from '../src/server/services/mocks/get-mock-overview';

// A small Android phone (the project's Pixel 5: touch, so 44 px targets).
test.use({ viewport: { width: 360, height: 740 } });

/** "Chemistry · Question 1 of 40": on a phone the subject part is for screen readers only. */
const position = (page: Page) => page.getByTestId('cbt-position');

test('the JAMB UTME paper at 360 px: tabs scroll, the grid sheet jumps, the calculator sheet computes, a passage shows, 44 px targets', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInStudent(page, request, 'mock-phone-utme');
  await choosePaper(
    page,
    'jamb',
    ['mathematics', 'physics', 'chemistry'],
    'JAMB UTME mock: 4 subjects · 180 questions · 2 hours',
  );
  await expectTapTarget(page.getByTestId('mock-start'), 'Start');
  const attemptId = await startChosenPaper(page);
  await expect(page.getByTestId('cbt-clock')).toHaveText(freshClock(120));

  // The four tabs do not fit 360 px: their list scrolls sideways, and each tab is a tap target.
  const tabs = page.getByRole('tablist', { name: 'Subjects' });
  const { scrollWidth, clientWidth } = await tabs.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, 'the tab list is wider than the screen').toBeGreaterThan(clientWidth);
  expect(clientWidth).toBeLessThanOrEqual(360);
  for (const subject of ['english', 'mathematics', 'physics', 'chemistry'])
    await expectTapTarget(page.getByTestId(`cbt-tab-${subject}`), `${subject} tab`);
  const chemistry = page.getByTestId('cbt-tab-chemistry');
  await chemistry.click();
  await expect(chemistry).toHaveAttribute('aria-selected', 'true');
  await expect(chemistry).toBeInViewport();
  await expect(position(page)).toHaveText('Chemistry · Question 1 of 40');
  await expect(page.getByTestId('cbt-tab-english')).not.toBeInViewport({ ratio: 1 });

  // The grid is a sheet: closed, opened by Questions; a cell jumps there and closes it.
  const grid = page.getByTestId('cbt-grid');
  await expect(grid).toBeHidden();
  await page.getByTestId('cbt-grid-toggle').click();
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('button')).toHaveCount(40);
  await expectTapTarget(grid.getByTestId('cbt-cell-1'), 'grid cell 1');
  await expectTapTarget(grid.getByTestId('cbt-cell-40'), 'grid cell 40');
  await grid.getByTestId('cbt-cell-12').click();
  await expect(grid).toBeHidden();
  await expect(position(page)).toHaveText('Chemistry · Question 12 of 40');
  await page.getByTestId('option-12-B').check();
  await expect(chemistry).toHaveText('Chemistry1/40');

  // The calculator is a bottom sheet with 44 px keys; the question stays in view above it.
  await page.getByTestId('calculator-toggle').click();
  const calculator = page.getByTestId('calculator');
  await expect(calculator).toBeVisible();
  await expect(page.getByTestId('calculator-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(position(page)).toBeInViewport();
  for (const key of ['7', '0', 'equals', 'sqrt', 'MC', 'backspace'])
    await expectTapTarget(page.getByTestId(`calc-key-${key}`), `calculator key ${key}`);
  for (const key of ['1', '2', 'times', '3', 'equals'])
    await page.getByTestId(`calc-key-${key}`).click();
  const display = page.getByTestId('calculator-display');
  await expect(display).toHaveText('36');
  for (const key of ['C', '8', '1', 'sqrt', 'Mplus', 'C', 'MR', 'plus', '1', 'equals'])
    await page.getByTestId(`calc-key-${key}`).click();
  await expect(display).toHaveText('10');
  await page.getByTestId('calculator-toggle').click();
  await expect(calculator).toBeHidden();

  // Previous, Next, Calculator and Submit are tap targets too.
  for (const id of ['cbt-previous', 'cbt-next', 'calculator-toggle', 'cbt-submit'])
    await expectTapTarget(page.getByTestId(id), id);
  await expectAccessible(page, 'CBT runner at 360 px');

  // A passage question of Use of English shows its passage above it.
  const paper = await runningPaper(page, attemptId);
  const english = paper.questions.slice(0, paper.paper.sections[0]!.count);
  const at = english.findIndex((q) => q.passageId);
  expect(at, 'the Use of English section has a passage question').toBeGreaterThanOrEqual(0);
  const passage = paper.passages!.find((p) => p.id === english[at]!.passageId)!;
  await page.getByTestId('cbt-tab-english').click();
  await page.getByTestId('cbt-grid-toggle').click();
  await grid.getByTestId(`cbt-cell-${at + 1}`).click();
  await expect(position(page)).toHaveText(`Use of English · Question ${at + 1} of 60`);
  const shown = page.getByTestId('passage');
  await expect(shown).toHaveCount(1);
  await expect(shown.locator('summary')).toContainText(passage.title);
  await expect(shown).toHaveAttribute('open', '');
  await expect(shown.locator('p').first()).toBeVisible();
  await expect(page.locator(`#question-${at + 1}-text`)).toBeVisible();

  await page.getByTestId(`option-${at + 1}-A`).check();
  await expect(page.getByTestId('cbt-tab-english')).toHaveText('Use of English1/60');
  await expectAccessible(page, 'CBT runner at 360 px, a passage question');
});

test("a WAEC Mathematics objective paper at 360 px runs with WAEC's count and time; the free student's next mock waits a week", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInStudent(page, request, 'mock-phone-waec');
  const { questionCount, minutes } = defaultBlueprint('waec', 'mathematics');
  const hours = Math.floor(minutes / 60);
  const time = [
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    minutes % 60 ? `${minutes % 60} minutes` : '',
  ]
    .filter(Boolean)
    .join(' ');
  await choosePaper(
    page,
    'waec',
    ['mathematics'],
    `WAEC Mathematics mock: 1 subject · ${questionCount} questions · ${time}`,
  );
  await expectAccessible(page, 'mocks overview, WAEC at 360 px');
  const attemptId = await startChosenPaper(page);

  // One subject, WAEC's count and time.
  const runner = page.getByTestId('cbt-runner');
  await expect(page.getByTestId('cbt-title')).toHaveText('WAEC Mathematics mock');
  await expect(runner.getByRole('tab')).toHaveCount(1);
  await expect(page.getByTestId('cbt-tab-mathematics')).toHaveText(`Mathematics0/${questionCount}`);
  await expect(page.getByTestId('cbt-clock')).toHaveText(freshClock(minutes));
  await expect(position(page)).toHaveText(`Mathematics · Question 1 of ${questionCount}`);

  // One answer, then submit and confirm.
  await page.getByTestId('option-1-A').check();
  await expect(page.getByTestId('cbt-tab-mathematics')).toHaveText(`Mathematics1/${questionCount}`);
  await page.getByTestId('cbt-submit').click();
  await expect(page.getByTestId('cbt-unanswered-mathematics')).toContainText(
    `1/${questionCount} answered`,
  );
  await page.getByTestId('cbt-confirm-submit').click();

  // A score out of 100, as the stored answer and the key give it.
  const results = page.getByTestId('mock-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  await expect(results.getByTestId('mock-total')).toHaveText(/^\d{1,3}\/100$/);
  const result = await submittedPaper(page, attemptId);
  expect(result.questions).toHaveLength(questionCount);
  expect(result.questions.filter((q) => q.selected !== null)).toHaveLength(1);
  const scores = await expectResultsShown(page, result);
  expect(scores.sections).toHaveLength(1);
  expect(scores.sections[0]!.score).toBe(
    Math.round((scores.sections[0]!.correct / questionCount) * 100),
  );
  await expectAccessible(page, 'mock results at 360 px');

  // Free: one mock a week. Back on the overview the same paper cannot start, and the page says
  // when the next free mock is.
  await results.getByRole('link', { name: 'Back to mock exams' }).click();
  await expect(page.getByTestId('mocks-page')).toBeVisible();
  const overview = await api<MockOverview>(page, 'GET', '/api/mocks');
  expect(overview.allowance).toMatchObject({ allowed: false, limit: 1, used: 1, premium: false });
  await page.getByTestId('mock-exam-waec').check();
  await page.getByTestId('mock-subject-mathematics').check();
  await expect(page.getByTestId('mock-allowance')).toHaveText(
    `Free plan: 1 mock exam every 7 days — your next free mock: ${formatWhen(overview.allowance.nextAt!)}.`,
  );
  await expect(page.getByTestId('mock-start')).toBeDisabled();
});
