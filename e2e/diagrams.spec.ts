import { test, expect } from './fixtures';
import type { Locator } from '@playwright/test';
import { readState } from './support/state';
import { api, type Client } from './support/api';
import { signedInStudent, signInViaApi } from './support/users';
import { asDemoAdmin } from './support/admin';
import { uploadOwnLevel } from './support/own-level';
import { completeLevelsBelow, startQuiz, submitQuiz } from './support/quiz';
import { LAPTOP } from './support/screen';

/**
 * Diagrams (issue 14 item 2): an admin adds a question with a diagram through the manual form at
 * 1366 px; a student at 360 px meets a diagram question far down a quiz, whose picture is asked
 * for only when it comes near the screen, then sees it again in the review.
 */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The diagram was asked for and drawn, 720 px wide (an <img> without src also says `complete`). */
async function expectDrawn(img: Locator, id?: string) {
  await expect(img).toHaveAttribute(
    'src',
    id ? `/api/images/${id}.webp` : /^\/api\/images\/[0-9a-f]{32}\.webp$/,
  );
  await expect
    .poll(() => img.evaluate((i: HTMLImageElement) => (i.complete ? i.naturalWidth : -1)))
    .toBe(720);
}
const svg = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><rect width="100%" height="100%" fill="#fff"/><rect x="100" y="120" width="400" height="40" fill="none" stroke="#111" stroke-width="4"/><text x="300" y="100" font-size="28" text-anchor="middle" font-family="DejaVu Sans, sans-serif">${label}</text><script>alert(1)</script></svg>`;

test.describe('an admin at 1366 px', () => {
  test.use(LAPTOP);

  test('adds a question with a diagram: preview, a description required, then shown in Manage', async ({
    page,
    consoleGuard,
  }) => {
    test.setTimeout(90_000);
    const mark = stamp();
    await signInViaApi(page, readState().demoAdmin);
    await page.goto('/app/admin?tab=upload');
    await expect(page.getByText('Admin Access Granted')).toBeVisible();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Add Question' }) });
    await form.locator('#manual-exam').selectOption('neco');
    await form.locator('#manual-subject').selectOption('government');
    await form.locator('#manual-level').selectOption('9');
    await form
      .getByLabel('Topic', { exact: true })
      .fill('Organs of government and separation of powers');
    await form
      .getByLabel('Question', { exact: true })
      .fill(`E2E ${mark}: what does the box stand for?`);
    for (const [k, v] of [
      ['A', 'The legislature'],
      ['B', 'The executive'],
      ['C', 'The judiciary'],
      ['D', 'The civil service'],
    ])
      await form.getByLabel(`Option ${k}`).fill(v!);
    await form.locator('#manual-answer').selectOption('A');
    await form.getByLabel('Explanation').fill('The label says so.');

    // A file that is not a picture is refused with the server's message.
    consoleGuard.allowFailedRequest('/api/admin/images', 400);
    await form
      .getByTestId('diagram-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert')).toHaveText('Upload a PNG, JPEG or SVG image');

    await form.getByTestId('diagram-file').setInputFiles({
      name: 'box.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg('Parliament')),
    });
    const preview = form.getByTestId('diagram-preview');
    await expect(preview).toBeVisible();
    await expect(form.getByText(/Stored as WebP: 720 × 360 px, \d+\.\d KB/)).toBeVisible();
    await expectDrawn(preview);

    // Saving without a description is refused on the spot.
    await form.getByRole('button', { name: 'Add Question' }).click();
    await expect(
      form.getByText('Describe the diagram (its alt text) for students who cannot see it'),
    ).toBeVisible();
    await form
      .getByLabel('Describe the diagram (alt text)')
      .fill('A long empty box with the word Parliament written above it.');
    await form.getByRole('button', { name: 'Add Question' }).click();
    await expect(page.getByText('Question uploaded successfully')).toBeVisible();
    // The form is cleared, diagram included.
    await expect(form.getByTestId('diagram-preview')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Manage' }).click();
    await page.locator('#manage-exam').selectOption('neco');
    await page.locator('#manage-subject').selectOption('government');
    await page.locator('#manage-level').selectOption('9');
    const item = page.getByRole('listitem').filter({ hasText: `E2E ${mark}` });
    const diagram = item.getByTestId('question-diagram');
    await expect(diagram).toHaveAttribute(
      'alt',
      'A long empty box with the word Parliament written above it.',
    );
    // Loaded when it comes near the screen, as in a quiz.
    await diagram.scrollIntoViewIfNeeded();
    await expectDrawn(diagram);
  });
});

/** Through the API as the demo admin: a stored diagram's id. */
async function storeDiagram(admin: Client, label: string): Promise<string> {
  const stored = await api<{ id: string }>(admin, 'POST', '/api/admin/images', {
    multipart: {
      file: { name: 'd.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg(label)) },
    },
    status: 201,
  });
  return stored.id;
}

const LEVEL = { examType: 'waec', subject: 'economics', level: 4 };
const ALT = 'A long box with the word Demand written above it.';

test('a student at 360 px: the diagram loads only near the screen, then shows in the review', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const mark = stamp();
  // The admin sets up WAEC Economics level 4 (no other journey takes it, and the starter bank
  // stops at level 3): 12 questions drawn in a fixed order, the diagram on the last.
  const id = await asDemoAdmin(browser, async (admin) => {
    const stored = await storeDiagram(admin, 'Demand');
    await uploadOwnLevel(admin, {
      subject: LEVEL.subject,
      level: LEVEL.level,
      topic: 'Demand and supply',
      bank: 'waec',
      exams: ['waec'],
      timerMinutes: 20,
      questions: Array.from({ length: 12 }, (_, i) => ({
        difficulty: 'medium',
        question_text: `Diagram quiz ${mark} question ${i + 1}: which is right?`,
        option_a: `right ${i}`,
        option_b: `wrong ${i}`,
        option_c: `other ${i}`,
        option_d: `none ${i}`,
        correct_answer: 'A',
        explanation: `Because ${i}.`,
        image: i === 11 ? `${stored}.webp` : '',
        image_alt: i === 11 ? ALT : '',
      })),
    });
    return stored;
  });

  await signedInStudent(page, request, 'diagrams');
  await completeLevelsBelow(page, LEVEL);

  const images: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/images/')) images.push(r.url());
  });
  await startQuiz(page, LEVEL);
  await expect(page.getByTestId('question-1')).toBeVisible();
  const diagram = page.getByTestId('question-12').getByTestId('question-diagram');
  await expect(diagram).toHaveAttribute('alt', ALT);
  // Its box already has the picture's shape, and nothing was fetched for it.
  const box = (await diagram.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(Math.abs(box.height - box.width / 2)).toBeLessThan(2);
  await page.waitForTimeout(500);
  expect(images).toEqual([]);
  expect(await diagram.getAttribute('src')).toBeNull();

  // Scrolled near, it loads: one WebP, drawn.
  await page.getByTestId('question-11').scrollIntoViewIfNeeded();
  await expectDrawn(diagram, id);
  expect(images).toHaveLength(1);
  await page.getByTestId('option-12-A').check();

  await submitQuiz(page, LEVEL);
  await page.getByRole('tab', { name: 'Review' }).click();
  const reviewed = page.getByTestId('review-12').getByTestId('question-diagram');
  await reviewed.scrollIntoViewIfNeeded();
  await expect(reviewed).toHaveAttribute('alt', ALT);
  await expectDrawn(reviewed, id);
});
