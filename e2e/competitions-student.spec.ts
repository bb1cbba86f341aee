import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { readState } from './support/state';
import { createVerifiedUser, signedInStudent, signInViaApi, type TestUser } from './support/users';
import { demoAdminContext, grantPremium } from './support/admin';
import {
  createCompetition as createCompetitionViaApi,
  enter,
  keyOf,
  register,
  submitEntry,
} from './support/competitions';

/**
 * Issue 12, the student's side at 360 px: register, enter while live, answer by keyboard and by
 * tap, reload mid-run (answers and clock kept), submit, score and rank without the answers; a
 * slower student with the same score ranks below; after the end both see the answers and
 * /app/competition-results the top 3; a free student sees the gate; a late joiner gets only the
 * time left and the timer running out submits. Competitions are created by the demo admin's API
 * and start a few seconds ahead; the server's sweep runs every 5 s.
 */
test.use({ viewport: { width: 360, height: 760 } });

/** WAEC Literature: no other journey uses it, and competition questions are never practised. */
const EXAM = 'waec';
const SUBJECT = 'literature';
const QUESTIONS = 3;
/** The server takes answers this long after a deadline, and shows the key from the end plus it. */
const GRACE_MS = 10_000;

/** Each question has one option starting "Right"; the others start "Wrong". */
const questionsFor = (tag: string) =>
  Array.from({ length: QUESTIONS }, (_, i) => ({
    examType: EXAM,
    subject: SUBJECT,
    level: 1,
    topic: 'Poetry',
    difficulty: 'easy',
    questionText: `${tag} question ${i + 1}: which line is right?`,
    options: {
      A: `Wrong first ${i}`,
      B: `Right answer ${i}`,
      C: `Wrong third ${i}`,
      D: `Wrong fourth ${i}`,
    },
    correctAnswer: 'B',
    explanation: `Explained ${tag} ${i + 1}.`,
  }));

/** An active competition starting `startInMs` from now and lasting `windowMs`; its id. */
async function createCompetition(
  admin: APIRequestContext,
  title: string,
  {
    startInMs,
    windowMs,
    minutes = 1,
    extra = {},
  }: { startInMs: number; windowMs: number; minutes?: number; extra?: Record<string, unknown> },
): Promise<{ id: string; start: number; end: number }> {
  const start = Date.now() + startInMs;
  const end = start + windowMs;
  const id = await createCompetitionViaApi(admin, {
    details: {
      title,
      description: 'A short e2e competition.',
      examType: EXAM,
      subject: SUBJECT,
      startTime: new Date(start).toISOString(),
      endTime: new Date(end).toISOString(),
      durationMinutes: minutes,
      unlimitedParticipants: true,
      entryFeeKobo: 0,
      prizePoolKobo: 500_000,
      ...extra,
    },
    questions: questionsFor(title),
    activate: true,
  });
  return { id, start, end };
}

async function premiumStudent(
  request: APIRequestContext,
  admin: APIRequestContext,
  label: string,
): Promise<TestUser> {
  const student = await createVerifiedUser(request, label);
  await grantPremium(admin, student.email, 'e2e competitions');
  return student;
}

const waitUntil = async (page: Page, at: number) => {
  const ms = at - Date.now();
  if (ms > 0) await page.waitForTimeout(ms);
};

/** The position (A–D) of the right option of question `n` on screen. */
async function rightLetter(page: Page, n: number): Promise<string> {
  const labels = await page.getByTestId(`question-${n}`).locator('label').allInnerTexts();
  const i = labels.findIndex((t) => t.includes('Right'));
  expect(i, `question ${n} shows its right option`).toBeGreaterThanOrEqual(0);
  return 'abcd'[i]!;
}

const rightOption = (page: Page, n: number): Locator =>
  page.getByTestId(`question-${n}`).locator('label', { hasText: 'Right' }).getByRole('radio');

/** Seconds on the runner's clock ("01:05" → 65). */
async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('quiz-timer').innerText()).trim();
  const [m, s] = text.split(':').map(Number);
  return m! * 60 + s!;
}

test.describe('competitions, student side', () => {
  test('a premium student registers, competes, reloads, submits; a slower student ranks below; answers after the end', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const admin = await demoAdminContext(browser);
    const title = `Poetry Cup ${Date.now().toString(36)}`;
    const { id, start, end } = await createCompetition(admin.request, title, {
      startInMs: 30_000,
      windowMs: 60_000,
    });
    const [first, second] = await Promise.all([
      premiumStudent(request, admin.request, 'cup-first'),
      premiumStudent(request, admin.request, 'cup-second'),
    ]);

    // The second student registers and enters by the API (a phone elsewhere).
    const { baseURL } = readState();
    const other = await browser.newContext({ baseURL, viewport: { width: 360, height: 760 } });
    const otherPage = await other.newPage();
    await signInViaApi(otherPage, second);
    await register(otherPage, id);

    // The first registers on the Upcoming tab (the list's public part is a copy up to 5 s old).
    await signInViaApi(page, first);
    await expect
      .poll(async () => (await (await page.request.get('/api/competitions')).text()).includes(id))
      .toBe(true);
    await page.goto('/app/competitions?tab=upcoming');
    const card = page.getByTestId(`competition-${id}`);
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(card.getByTestId('fact-prize')).toHaveText('₦5,000');
    await expect(card.getByTestId('fact-fee')).toHaveText('Free');
    await expect(card.getByTestId('fact-duration')).toHaveText('1 minute');
    // Counts come from a copy up to 5 s old (ADR 0023): only their form is checked.
    await expect(card.getByTestId('fact-participants')).toHaveText(/^\d+ \(no limit\)$/);
    await card.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Successfully registered for the competition!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Registered' })).toBeDisabled();

    // As it starts, the list moves it to Live with "Enter Competition Now" (no reload).
    await waitUntil(page, start);
    await page.getByRole('tab', { name: /^Live \(\d+\)$/ }).click();
    await card.getByRole('link', { name: 'Enter Competition Now' }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/app/competition/${id}$`));

    // The second enters before the first (and will submit after: a longer time).
    const secondEntry = await enter(otherPage, id);

    await page.getByTestId('enter-competition').click();
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
    await expect(page.getByTestId('quiz-title')).toContainText(title);
    expect(await clockSeconds(page)).toBeLessThanOrEqual(60);

    // Question 1 by keyboard, question 2 by tap.
    await page.keyboard.press(await rightLetter(page, 1));
    await expect(rightOption(page, 1)).toBeChecked();
    await rightOption(page, 2).tap();
    await expect(rightOption(page, 2)).toBeChecked();
    await expect(page.getByTestId('save-status')).toHaveText('Saved');

    // Leaving the page is counted (admins see it), and fails nobody.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    // A reload resumes: the same answers, and the clock carries on from the server's deadline.
    const before = await clockSeconds(page);
    await page.reload();
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
    await expect(rightOption(page, 1)).toBeChecked();
    await expect(rightOption(page, 2)).toBeChecked();
    const after = await clockSeconds(page);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeGreaterThan(before - 15);

    await rightOption(page, 3).tap();
    await page.getByTestId('submit-quiz').tap();
    await page.getByTestId('confirm-submit').tap();
    await expect(page.getByText('Competition completed! Check your results.')).toBeVisible();
    const result = page.getByTestId('entry-result');
    await expect(result.getByRole('heading', { name: 'Competition Completed!' })).toBeVisible();
    await expect(result.getByTestId('result-score')).toHaveText('100%');
    await expect(result.getByTestId('result-correct')).toHaveText('3/3');
    await expect(result.getByTestId('result-rank')).toHaveText('1 of 1');
    await expect(result.getByTestId('performance-label')).toHaveText('Excellent');
    await expect(result.getByTestId('result-time')).toHaveText(/^\d+s$/);
    await expect(result.getByRole('link', { name: 'Back to Competitions' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'View Competition Results' })).toBeVisible();
    // No key before the end: no review, nothing marked correct.
    await expect(result.getByTestId('answers-hidden')).toBeVisible();
    await expect(result.getByTestId('review-1')).toHaveCount(0);
    await expect(page.getByText('Correct answer', { exact: true })).toHaveCount(0);

    // The second submits the same right answers a few seconds later: same score, longer time.
    await page.waitForTimeout(2_000);
    const right = Object.fromEntries(secondEntry.questions.map((q) => [q.id, keyOf(q, 'Right')]));
    expect(await submitEntry(otherPage, secondEntry, right)).toBe(100);

    // The live leaderboard (every ~15 s) puts the faster first.
    const board = page.getByTestId('leaderboard');
    await expect(board.getByTestId('standing-row')).toHaveCount(1, { timeout: 20_000 });
    await expect(board.getByTestId('standing-you').getByRole('cell').first()).toHaveText('1');
    await expect(board.getByTestId('standing-row').getByRole('cell').first()).toHaveText('2');

    const flags = await admin.request.get(`/api/admin/competitions/${id}/results`);
    const rows = ((await flags.json()) as { rows: { email: string; tabSwitches: number }[] }).rows;
    expect(rows.find((r) => r.email === first.email)?.tabSwitches).toBe(1);

    // After the end (plus the grace) both see the answers.
    await waitUntil(page, end + GRACE_MS);
    await expect(result.getByTestId('review-1')).toBeVisible({ timeout: 15_000 });
    await expect(
      result
        .getByText('Correct answer', { exact: true })
        .or(result.getByText('Your answer', { exact: true }))
        .first(),
    ).toBeVisible();
    await expect(result.getByTestId('answers-hidden')).toHaveCount(0);

    await otherPage.goto(`/app/competition/${id}`);
    const otherResult = otherPage.getByTestId('entry-result');
    await expect(otherResult.getByTestId('result-rank')).toHaveText('2 of 2');
    await expect(otherResult.getByTestId('result-score')).toHaveText('100%');
    await expect(otherResult.getByTestId('review-1')).toBeVisible();

    // The results page: the top 3 (two here), the faster first, and the complete table.
    await result.getByRole('link', { name: 'View Competition Results' }).click();
    await expect(page).toHaveURL(/\/app\/competition-results\?competition=/);
    await expect(page.getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
    const winners = page.getByTestId('winners').getByRole('listitem');
    await expect(winners).toHaveCount(2);
    await expect(winners.first()).toContainText('(you)');
    await expect(winners.first()).toContainText('1st');
    await expect(winners.nth(1)).toContainText('2nd');
    await expect(page.getByTestId('your-rank')).toHaveText('Your rank: 1 of 2 (100%)');
    await expect(
      page.getByRole('table', { name: 'Complete results' }).getByRole('row'),
    ).toHaveCount(3);

    await other.close();
    await admin.close();
  });

  test('a late joiner gets only the time left, and the timer running out submits', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const admin = await demoAdminContext(browser);
    const title = `Late Cup ${Date.now().toString(36)}`;
    const { id, start, end } = await createCompetition(admin.request, title, {
      startInMs: 15_000,
      windowMs: 60_000,
    });
    const student = await premiumStudent(request, admin.request, 'late');
    await signInViaApi(page, student);
    await page.goto(`/app/competition/${id}`);
    const intro = page.getByTestId('competition-intro');
    await expect(intro.getByRole('heading', { name: title })).toBeVisible();
    await expect(intro.getByTestId('competition-countdown')).toContainText('Starts in');
    await intro.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Successfully registered for the competition!')).toBeVisible();
    await expect(intro.getByRole('button', { name: 'Registered' })).toBeDisabled();

    // 40 s into a one-minute window: about 20 s are left, not the full minute.
    await waitUntil(page, start + 40_000);
    await expect(intro.getByTestId('competition-countdown')).toContainText('Ends in');
    await expect(intro.getByTestId('late-notice')).toContainText('not the full 1 minute.');
    await page.getByTestId('enter-competition').click();
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
    const left = await clockSeconds(page);
    expect(left).toBeLessThanOrEqual(Math.ceil((end - Date.now()) / 1000) + 2);
    expect(left).toBeLessThan(30);

    // One answer, then nothing: the timer turns red and, at zero, submits what was chosen.
    await rightOption(page, 1).tap();
    await expect(page.getByTestId('quiz-timer')).toHaveAttribute('data-low', 'true');
    await expect(page.getByTestId('entry-result')).toBeVisible({ timeout: left * 1000 + 15_000 });
    await expect(page.getByTestId('result-correct')).toHaveText(`1/${QUESTIONS}`);
    await expect(page.getByTestId('result-score')).toHaveText('33%');
    await expect(page.getByTestId('performance-label')).toHaveText('Needs Improvement');
    await admin.close();
  });

  test('a full competition shows Full, the page says how prizes are won, and a reload mid-run is not a tab switch', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await demoAdminContext(browser);
    const [runner, late] = await Promise.all([
      premiumStudent(request, admin.request, 'reload-runner'),
      premiumStudent(request, admin.request, 'full-late'),
    ]);
    const title = `Reload Cup ${Date.now().toString(36)}`;
    const { id, start } = await createCompetition(admin.request, title, {
      startInMs: 20_000,
      windowMs: 90_000,
      extra: { unlimitedParticipants: false, maxParticipants: 1, prizeMinScore: 50 },
    });
    await signInViaApi(page, runner);
    await register(page, id);

    // The one place is taken: another student sees Full (disabled), not Register.
    const { baseURL } = readState();
    const other = await browser.newContext({ baseURL, viewport: { width: 360, height: 760 } });
    const otherPage = await other.newPage();
    await signInViaApi(otherPage, late);
    await expect
      .poll(async () => {
        const res = await otherPage.request.get('/api/competitions');
        const list = (await res.json()) as { competitions: { id: string; button: string }[] };
        return list.competitions.find((c) => c.id === id)?.button;
      })
      .toBe('full');
    await otherPage.goto('/app/competitions?tab=upcoming');
    const card = otherPage.getByTestId(`competition-${id}`);
    await expect(card.getByRole('button', { name: 'Full' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await otherPage.goto(`/app/competition/${id}`);
    await expect(otherPage.getByTestId('competition-action')).toHaveText('Full');
    await expect(otherPage.getByTestId('competition-action')).toBeDisabled();

    // How prizes are awarded, from the competition's own fields.
    const rules = otherPage.getByTestId('prize-rules');
    await expect(rules).toContainText('The prize pool of ₦5,000 goes to the top 3 places.');
    await expect(rules).toContainText('same score and the same time share a place');
    await expect(rules).toContainText('A place wins only with a score of at least 50%');
    await other.close();

    // The runner enters, reloads: no tab switch is counted; a real switch away still is.
    await waitUntil(page, start);
    await page.goto(`/app/competition/${id}`);
    await page.getByTestId('enter-competition').click({ timeout: 15_000 });
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
    const switches = async () => {
      const res = await admin.request.get(`/api/admin/competitions/${id}/results`);
      const rows = ((await res.json()) as { rows: { email: string; tabSwitches: number }[] }).rows;
      return rows.find((r) => r.email === runner.email)?.tabSwitches;
    };
    await page.reload();
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('quiz-runner')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await switches()).toBe(0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(switches).toBe(1);
    await admin.close();
  });

  test('a free student sees the premium gate with its price and upgrade button', async ({
    page,
    request,
    consoleGuard,
  }) => {
    // The server refuses competitions without premium (PREMIUM_REQUIRED): the gate is shown.
    consoleGuard.allowFailedRequest('/api/competitions', 403);
    await signedInStudent(page, request, 'free-compete');
    await page.goto('/app/competitions');
    const gate = page.getByTestId('premium-gate');
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('Competitions are part of Premium. Upgrade to join.');
    await expect(gate.getByTestId('premium-from-price')).toHaveText(/^From ₦[\d,]+ for /);
    await gate.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await expect(page).toHaveURL(/\/app\/subscription$/);
  });
});
