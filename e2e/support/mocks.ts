import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEFAULT_MOCK_BLUEPRINTS, type MockExam } from '../../src/domain/mock-exams';
import type { MockResult, RunningMock } from '../../src/server/services/mocks/mock-results';
import { api } from './api';
import { formatViolations, type A11yViolation } from './a11y';

/**
 * Mock exams (issue 23) as journeys use them: choosing and starting a paper on /app/mocks, the
 * CBT runner's clock and position, the paper and its result through the API, the scores
 * recomputed from the stored answers and the bank's keys, and an axe scan of one screen.
 */

/** A subject's seeded paper (count, minutes): the product's own defaults, not a second copy. */
export function defaultBlueprint(exam: MockExam, subject: string) {
  const found = DEFAULT_MOCK_BLUEPRINTS.find((b) => b.examType === exam && b.subject === subject);
  if (!found) throw new Error(`no default ${exam} ${subject} mock blueprint`);
  return found;
}

/** "2:00:00", "1:30:00": a CBT clock's reading of `seconds`. */
export function hms(seconds: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/**
 * The clock as it reads right after a start of a paper of `minutes`: the full time, or up to 20 s
 * less (the start request and the page's load).
 */
export function freshClock(minutes: number): RegExp {
  const full = minutes * 60;
  const readings = Array.from({ length: 21 }, (_, s) => hms(full - s));
  return new RegExp(`^(${readings.join('|')})$`);
}

/** The runner's clock in seconds left. */
export async function clockSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('cbt-clock').innerText()).trim();
  const m = /^(\d+):(\d{2}):(\d{2})$/.exec(text);
  expect(m, `the clock reads H:MM:SS, not "${text}"`).not.toBeNull();
  return Number(m![1]) * 3600 + Number(m![2]) * 60 + Number(m![3]);
}

/**
 * Opens /app/mocks, picks the exam and its subjects (a UTME's Use of English is always on the
 * paper and not ticked here) and checks what the page says before Start: the paper's facts and
 * that the allowance lets the student start.
 */
export async function choosePaper(
  page: Page,
  exam: MockExam,
  subjects: readonly string[],
  facts: string,
) {
  await page.goto('/app/mocks');
  await expect(page.getByTestId('mocks-page')).toBeVisible();
  await page.getByTestId(`mock-exam-${exam}`).check();
  for (const subject of subjects) await page.getByTestId(`mock-subject-${subject}`).check();
  await expect(page.getByTestId('mock-paper-facts')).toHaveText(facts);
  await expect(page.getByTestId('mock-start')).toBeEnabled();
}

/** Presses Start on the overview: the paper's page opens with the runner. Returns its id. */
export async function startChosenPaper(page: Page): Promise<string> {
  await page.getByTestId('mock-start').click();
  await expect(page).toHaveURL(/\/app\/mocks\/[^/?#]+$/, { timeout: 30_000 });
  await expect(page.getByTestId('cbt-runner')).toBeVisible({ timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The running paper as the server holds it (GET /api/mocks/papers/:id before the submit). */
export async function runningPaper(page: Page, attemptId: string): Promise<RunningMock> {
  const state = await api<RunningMock>(page, 'GET', `/api/mocks/papers/${attemptId}`);
  expect(state.status).toBe('in_progress');
  return state;
}

/** The submitted paper (GET /api/mocks/papers/:id after the submit): keys and chosen answers. */
export async function submittedPaper(page: Page, attemptId: string): Promise<MockResult> {
  const result = await api<MockResult>(page, 'GET', `/api/mocks/papers/${attemptId}`);
  expect(result.status).toBe('completed');
  return result;
}

/** A question of a paper by its subject and its number within the subject (1-based). */
export function questionAt(
  paper: Pick<RunningMock, 'questions' | 'paper'>,
  subject: string,
  n: number,
) {
  let start = 0;
  for (const section of paper.paper.sections) {
    if (section.subject === subject) {
      expect(n, `${subject} has ${section.count} questions`).toBeLessThanOrEqual(section.count);
      return paper.questions[start + n - 1]!;
    }
    start += section.count;
  }
  throw new Error(`${subject} is not on the paper`);
}

/**
 * Each section's score and the total, recomputed here from what the API stored: per subject,
 * round(answers equal to the key / questions × 100); the total their sum out of 100 each.
 */
export function recomputeScores(result: MockResult) {
  let start = 0;
  const sections = result.paper.sections.map(({ subject, count }) => {
    const own = result.questions.slice(start, start + count);
    start += count;
    const correct = own.filter((q) => q.selected !== null && q.selected === q.correctAnswer).length;
    return { subject, count, correct, score: Math.round((correct / count) * 100) };
  });
  expect(start, 'the sections cover every question').toBe(result.questions.length);
  return {
    sections,
    total: sections.reduce((sum, s) => sum + s.score, 0),
    maxTotal: 100 * sections.length,
  };
}

/**
 * The results screen shows the recomputed scores: the total and each subject's score /100
 * (and the server's own figures agree with them).
 */
export async function expectResultsShown(page: Page, result: MockResult) {
  const scores = recomputeScores(result);
  expect(result.paper.total, 'the server total').toBe(scores.total);
  expect(result.paper.maxTotal).toBe(scores.maxTotal);
  const results = page.getByTestId('mock-results');
  await expect(results.getByTestId('mock-total')).toHaveText(`${scores.total}/${scores.maxTotal}`);
  for (const s of scores.sections) {
    const card = results.getByTestId(`mock-section-${s.subject}`);
    await expect(card, `${s.subject}: ${s.correct} of ${s.count} right`).toContainText(
      `${s.score}/100`,
    );
  }
  return scores;
}

/** The failing axe impacts, as the shared watcher counts them (e2e/support/a11y.ts). */
const FAILING = new Set(['serious', 'critical']);

/**
 * An axe scan (WCAG 2.2 A/AA and best practices) of the screen as it is now, failing on any
 * serious or critical violation. The shared watcher scans at most six screens per pathname, and
 * a paper's runner and its results share one: this makes sure the named screen is scanned.
 */
export async function expectAccessible(page: Page, screen: string) {
  await page.evaluate(async () => {
    for (let i = 0; i < 20; i++) {
      const running = document
        .getAnimations()
        .some(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
        );
      if (!running) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const violations: A11yViolation[] = results.violations
    .filter((v) => v.impact && FAILING.has(v.impact))
    .map((v) => ({
      screen,
      url: results.url,
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  expect(formatViolations(violations), `serious or critical axe violations on ${screen}`).toBe('');
}
