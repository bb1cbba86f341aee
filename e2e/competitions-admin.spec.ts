import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readState } from './support/state';
import { api } from './support/api';
import { createVerifiedUser, signInViaApi, type TestUser } from './support/users';
import { grantPremium } from './support/admin';
import { createCompetition, enter, keyOf, register, submitEntry } from './support/competitions';
import { expectTapTarget, LAPTOP } from './support/screen';

/**
 * Issue 12, the admin's Compete tab: create a competition by CSV (a bad row reported, the rest
 * saved) and by manual entry, the form's validation, the draft in the list, Activate, a premium
 * student's entry in the results view (rank, score, server time, tab switches flagged), Export
 * CSV, Complete, Delete after the confirmation. The student side runs through the student API
 * (e2e/competitions-student.spec.ts covers its screens). A competition starts ~30 s ahead.
 */

/** WAEC Economics: no other journey uses it; competition questions are never practised. */
const EXAM = 'waec';
const SUBJECT = 'economics';
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const HEADER =
  'exam_name,subject_name,topic,difficulty,level_tag,question_text,option_a,option_b,option_c,option_d,correct_answer,explanation';
/** Each good row's right option starts "Right"; row 3 (counting the header as 1) lacks option_b. */
const csvFor = (tag: string) =>
  [
    HEADER,
    `WAEC,Economics,Demand,easy,1,"${tag} Q1: what does demand mean, in short?",Right one,Wrong b,Wrong c,Wrong d,A,"Willingness, with the ability to pay."`,
    `WAEC,Economics,Demand,easy,1,${tag} broken row,Right x,,Wrong c,Wrong d,A,x`,
    `WAEC,Economics,Supply,medium,1,${tag} Q2: supply rises when price?,Right rises,Wrong falls,Wrong stays,Wrong vanishes,A,The law of supply.`,
    `WAEC,Economics,Money,hard,1,${tag} Q3: money is a?,Right medium of exchange,Wrong barter,Wrong tax,Wrong good,A,Its first function.`,
  ].join('\r\n');

/** A datetime-local value for an instant, in the browser's own time zone. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openCompeteTab(page: Page) {
  await signInViaApi(page, readState().demoAdmin);
  await page.goto('/app/admin?tab=compete');
  await expect(page.getByRole('heading', { name: 'Competition Management' })).toBeVisible();
}

/** Fills the details step (the form must be open). */
async function fillDetails(
  page: Page,
  d: { title: string; start: string; end: string; duration?: string },
) {
  await page.getByLabel('Title').fill(d.title);
  await page.getByLabel('Description (optional)').fill('An e2e competition.');
  await page.getByLabel('Exam type').selectOption(EXAM);
  await page.getByLabel('Subject').selectOption(SUBJECT);
  await page.getByLabel('Start time').fill(d.start);
  await page.getByLabel('End time').fill(d.end);
  if (d.duration) await page.getByLabel('Duration (minutes)').fill(d.duration);
}

/** A premium student, signed in with `request`. */
async function premiumStudent(admin: APIRequestContext, request: APIRequestContext) {
  const student = await createVerifiedUser(request, 'compete-admin');
  await grantPremium(admin, student.email, 'e2e compete tab');
  await signInViaApi(request, student);
  return student;
}

/** The student enters, leaves the page twice, and submits 2 of 3 right (67 %). */
async function compete(request: APIRequestContext, id: string) {
  const entry = await enter(request, id);
  expect(entry.questions).toHaveLength(3);
  for (let i = 0; i < 2; i++)
    await api(request, 'POST', `/api/competitions/entries/${entry.attemptId}/switches`);
  const answers = Object.fromEntries(
    entry.questions.map((q, i) => [q.id, keyOf(q, i === 0 ? 'Wrong' : 'Right')]),
  );
  expect(await submitEntry(request, entry, answers)).toBe(67);
}

async function expectStatus(c: Locator, text: string, colour: string) {
  const badge = c.getByTestId('competition-status');
  await expect(badge).toHaveText(text);
  await expect(badge).toHaveClass(new RegExp(`bg-${colour}-100`));
}

test.describe('the Compete tab on a laptop', () => {
  test.use(LAPTOP);

  test('CSV with a bad row → draft → Activate → a student’s entry in Results → Export CSV → Complete → Delete', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await openCompeteTab(page);
    // The student first: registration closes at the start, ~30 s after the form is sent.
    const student: TestUser = await premiumStudent(page.request, request);

    const title = `E2E CSV Cup ${stamp()}`;
    await page.getByRole('button', { name: 'Create New Competition' }).click();
    const start = Date.now() + 30_000;
    await fillDetails(page, {
      title,
      start: await localInput(page, start),
      end: await localInput(page, start + 5 * 60_000),
      duration: '2',
    });
    await page.getByRole('button', { name: 'Upload Questions' }).click();
    await expect(page.getByRole('radio', { name: /CSV Upload/ })).toBeChecked();
    await page.locator('#competition-file').setInputFiles({
      name: 'cup.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvFor(title)),
    });
    await page.getByRole('button', { name: 'Create Competition' }).click();

    await expect(toast(page, 'Competition created successfully!')).toBeVisible();
    const report = page.getByRole('region', { name: 'Competition created' });
    await expect(report).toContainText('is a draft with 3 questions');
    await expect(report).toContainText('1 row was skipped');
    await expect(report).toContainText('Row 3: Missing fields: option_b');
    await expect(page.getByRole('button', { name: 'Create Competition' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create New Competition' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // Newest first, as a draft in yellow.
    const list = page.getByRole('list', { name: 'Competitions' });
    await expect(list.getByRole('article').first()).toHaveAccessibleName(title);
    const c = card(page, title);
    await expectStatus(c, 'Draft', 'yellow');
    await expect(c).toContainText('2 min · 3');

    await c.getByRole('button', { name: 'Activate' }).click();
    await expect(toast(page, 'Competition active successfully!')).toBeVisible();
    await expectStatus(c, 'Active', 'green');
    await expect(c).toContainText('Upcoming');
    await expect(c.getByRole('button', { name: 'Activate' })).toHaveCount(0);

    const { id } = (await (await page.request.get('/api/admin/competitions')).json()).find(
      (x: { title: string }) => x.title === title,
    ) as { id: string };
    await register(request, id);
    const wait = start + 1_500 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await compete(request, id);

    await c.getByRole('button', { name: 'Results' }).click();
    const results = c.getByRole('region', { name: `Results table: ${title}` });
    const row = results.getByRole('row').filter({ hasText: student.email });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(0)).toHaveText('1');
    await expect(row).toContainText(student.fullName);
    // First, with no minimum score for a prize: a winner (issue 21).
    await expect(row.getByTestId('result-winner')).toHaveText('Winner');
    await expect(row).toContainText('Submitted');
    await expect(row).toContainText('67%');
    await expect(row).toContainText(/\d+ s/);
    await expect(row).toContainText('2 · Flagged');

    const downloading = page.waitForEvent('download');
    await c.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^e2e-csv-cup-.*-results\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('rank,name,email,state,score_percent,time_taken_seconds,tab_switches');
    expect(csv).toContain(`1,${student.fullName},${student.email},submitted,67,`);

    await c.getByRole('button', { name: 'Complete' }).click();
    await expect(toast(page, 'Competition completed successfully!')).toBeVisible();
    await expectStatus(c, 'Completed', 'blue');
    await expect(c.getByRole('button', { name: 'Complete' })).toHaveCount(0);

    await c.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Are you sure you want to delete this competition?',
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(c).toBeVisible();
    await c.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Competition deleted successfully!')).toBeVisible();
    await expect(c).toHaveCount(0);
    expect((await page.request.get(`/api/admin/competitions/${id}/results`)).status()).toBe(404);
  });

  test('the form checks its details, then manual entry creates a draft', async ({
    page,
    consoleGuard,
  }) => {
    await openCompeteTab(page);
    await page.getByRole('button', { name: 'Create New Competition' }).click();
    // The spec's defaults.
    await expect(page.getByLabel('Duration (minutes)')).toHaveValue('60');
    await expect(page.getByRole('switch', { name: 'Unlimited participants' })).toBeChecked();
    await expect(page.getByLabel('Entry fee (₦)')).toHaveValue('0');
    await expect(page.getByLabel('Prize pool (₦)')).toHaveValue('100');

    const next = page.getByRole('button', { name: 'Upload Questions' });
    await next.click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

    const title = `E2E Manual Cup ${stamp()}`;
    const day = Date.now() + 2 * 86_400_000;
    await fillDetails(page, {
      title,
      start: await localInput(page, day),
      end: await localInput(page, day - 3_600_000),
    });
    await next.click();
    await expect(page.getByText('End time must be after the start time')).toBeVisible();

    await page.getByLabel('End time').fill(await localInput(page, day + 3_600_000));
    await page
      .getByLabel('Registration deadline (optional)')
      .fill(await localInput(page, day + 60_000));
    await page.getByLabel('Duration (minutes)').fill('90');
    await page.getByLabel('Entry fee (₦)').fill('abc');
    await next.click();
    await expect(
      page.getByText('Registration deadline must not be after the start time'),
    ).toBeVisible();
    await expect(page.getByText('Duration must fit between the start and end times')).toBeVisible();
    await expect(page.getByText('Enter an amount in naira of 0 or more')).toBeVisible();

    await page.getByLabel('Registration deadline (optional)').fill('');
    await page.getByLabel('Duration (minutes)').fill('45');
    await page.getByLabel('Entry fee (₦)').fill('0');
    await page.getByLabel('Prize pool (₦)').fill('2,500.50');
    await page.locator('label').filter({ hasText: 'Unlimited participants' }).click();
    await expect(page.getByRole('switch', { name: 'Unlimited participants' })).not.toBeChecked();
    await page.getByLabel('Max participants').fill('30');
    // No entry fee can be paid online yet (issue 21); the minimum score for a prize is a percent.
    await page.getByLabel('Entry fee (₦)').fill('500');
    await next.click();
    await expect(
      page.getByText('Entry fees cannot be paid online yet: set the entry fee to ₦0.'),
    ).toBeVisible();
    await page.getByLabel('Entry fee (₦)').fill('0');
    const minScore = page.getByLabel('Minimum score for a prize (%, optional)');
    await minScore.fill('120');
    await next.click();
    await expect(
      page.getByText('Minimum score for a prize must be a whole number from 0 to 100 (percent)'),
    ).toBeVisible();
    await minScore.fill('50');
    await next.click();

    // A file that is not a CSV, then a CSV with no valid row: nothing is created, rows listed.
    const file = page.locator('#competition-file');
    await file.setInputFiles({ name: 'cup.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please select a valid CSV file' }),
    ).toBeVisible();
    consoleGuard.allowFailedRequest('/api/admin/competitions/csv', 400);
    const allBad = [HEADER, 'WAEC,Economics,Demand,easy,1,Bad key,a,b,c,d,E,x'].join('\r\n');
    await file.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(allBad),
    });
    await page.getByRole('button', { name: 'Create Competition' }).click();
    await expect(toast(page, 'Failed to create competition')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Row 2: Invalid correct_answer value: E. Must be one of: A, B, C, D',
      }),
    ).toBeVisible();

    await page.getByRole('radio', { name: /Manual Entry/ }).check();
    const create = page.getByRole('button', { name: 'Create Competition' });
    await create.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Add at least one question' }),
    ).toBeVisible();

    const add = page.getByRole('button', { name: 'Add Question' });
    await add.click();
    await expect(page.getByText('Topic is required')).toBeVisible();
    await page.getByLabel('Topic').fill('Inflation');
    await page.getByLabel('Question', { exact: true }).fill(`${title}: inflation is a rise in?`);
    for (const [k, text] of Object.entries({ A: 'Wages', B: 'Prices', C: 'Output', D: 'Rent' }))
      await page.getByLabel(`Option ${k}`).fill(text);
    await page.getByLabel('Correct answer').selectOption('B');
    await page.getByLabel('Explanation').fill('The general price level rises.');
    await add.click();
    await expect(page.getByRole('heading', { name: 'Questions added: 1' })).toBeVisible();
    await expect(page.getByLabel('Topic')).toHaveValue('');
    // A second one, then removed again: the form clears itself after each.
    await page.getByLabel('Topic').fill('Money');
    await page.getByLabel('Question', { exact: true }).fill(`${title}: money is?`);
    for (const [k, text] of Object.entries({ A: 'Barter', B: 'Tax', C: 'Exchange', D: 'Debt' }))
      await page.getByLabel(`Option ${k}`).fill(text);
    await page.getByLabel('Correct answer').selectOption('C');
    await page.getByLabel('Explanation').fill('A medium of exchange.');
    await add.click();
    await expect(page.getByRole('heading', { name: 'Questions added: 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove question 2' }).click();
    await expect(page.getByRole('heading', { name: 'Questions added: 1' })).toBeVisible();

    await create.click();
    await expect(toast(page, 'Competition created successfully!')).toBeVisible();
    await expect(create).toHaveCount(0);
    const c = card(page, title);
    await expectStatus(c, 'Draft', 'yellow');
    await expect(c).toContainText('45 min · 1');
    await expect(c).toContainText('0 / 30');
    await expect(c).toContainText('₦2,500.50 · wins from 50%');

    await c.getByRole('button', { name: 'Results' }).click();
    await expect(c).toContainText('No one has registered yet.');
    await c.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Competition deleted successfully!')).toBeVisible();
    await expect(c).toHaveCount(0);
  });
});

test.describe('the Compete tab on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 760 } });

  test('fits the width, with 44 px tap targets', async ({ page }) => {
    await openCompeteTab(page);
    const title = `E2E Phone Cup ${stamp()}`;
    const start = Date.now() + 86_400_000;
    const id = await createCompetition(page, {
      details: {
        title,
        examType: EXAM,
        subject: SUBJECT,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 3_600_000).toISOString(),
      },
      questions: [
        {
          examType: EXAM,
          subject: SUBJECT,
          level: 1,
          topic: 'Trade',
          difficulty: 'easy',
          questionText: `${title}: trade is?`,
          options: { A: 'Exchange', B: 'Tax', C: 'Rent', D: 'Debt' },
          correctAnswer: 'A',
          explanation: 'Buying and selling.',
        },
      ],
    });
    await page.reload();

    const c = card(page, title);
    await expect(c).toBeVisible();
    const noSideScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSideScroll()).toBe(true);
    for (const name of ['Activate', 'Cancel competition', 'Results', 'Delete'])
      await expectTapTarget(c.getByRole('button', { name }), name);
    await c.getByRole('button', { name: 'Results' }).click();
    await expect(c).toContainText('No one has registered yet.');

    await page.getByRole('button', { name: 'Create New Competition' }).click();
    await expect(page.getByLabel('Start time')).toBeVisible();
    expect(await noSideScroll()).toBe(true);
    const next = page.getByRole('button', { name: 'Upload Questions' });
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await api(page, 'DELETE', `/api/admin/competitions/${id}`);
  });
});
