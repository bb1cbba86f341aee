import fs from 'node:fs';
import { test, expect } from './fixtures';
import { signedInStudent, signInViaApi } from './support/users';
import { LAPTOP } from './support/screen';
import { readState } from './support/state';
import type { Page } from '@playwright/test';

const HEADER =
  'exam_name,subject_name,topic,difficulty,level_tag,question_text,option_a,option_b,option_c,option_d,correct_answer,explanation';
/**
 * JAMB Mathematics level 40: no other journey uses it, the starter bank stops at level 10, and
 * four questions never make it ready (a premium level offered would change what other journeys
 * see). The topic is on the JAMB syllabus (content/starter-bank/mathematics/topics.csv).
 */
const LEVEL = '40';
const stamp = Date.now().toString(36);
const good = (n: number) =>
  `JAMB,Mathematics,Linear equations,medium,${LEVEL},"E2E ${stamp} Q${n}: solve $x + ${n} = ${2 * n}$, then say ""done""",${n},${n + 1},${n + 2},${n + 3},A,"Subtract ${n} from both sides, so x = ${n}."`;
const CSV = [
  HEADER,
  good(1),
  good(2),
  `JAMB,Mathematics,Linear equations,medium,${LEVEL},Bad answer key,1,2,3,4,E,x`,
  good(3),
  `JAMB,Mathematics,Linear equations,tricky,${LEVEL},Bad difficulty,1,2,3,4,A,x`,
  good(4),
].join('\r\n');

type Row = {
  questionText: string;
  options: unknown;
  correctAnswer: string;
  topic: string | null;
  difficulty: string;
  explanation: string | null;
  level: number;
  exams: string[];
};
async function bank(page: Page): Promise<Row[]> {
  const res = await page.request.get(
    `/api/admin/questions?examType=jamb&subject=mathematics&level=${LEVEL}&pageSize=100`,
  );
  const body = (await res.json()) as { items: Row[] };
  return body.items.map(
    ({ questionText, options, correctAnswer, topic, difficulty, explanation, level, exams }) => ({
      questionText,
      options,
      correctAnswer,
      topic,
      difficulty,
      explanation,
      level,
      exams,
    }),
  );
}

/**
 * Fills the Upload form. The preview then says what the upload replaces (issue 21 item 9):
 * `replaces` is the count it must state, and the upload is refused until the box is ticked.
 */
async function upload(page: Page, file: { name: string; buffer: Buffer }, replaces = 0) {
  await page.getByRole('tab', { name: 'Upload' }).click();
  await page.getByLabel('Exam type').first().selectOption('jamb');
  await page.getByLabel('Subject').first().selectOption('mathematics');
  await page.getByLabel('Level', { exact: true }).first().selectOption(LEVEL);
  await page
    .locator('#upload-file')
    .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.buffer });
  const submit = page.getByRole('button', { name: 'Upload Questions' });
  const impact = page.getByRole('region', { name: 'What this upload replaces' });
  const notice = `This replaces ${replaces} questions in JAMB Mathematics level ${LEVEL}`;
  if (replaces) {
    await expect(impact).toContainText(notice);
    await submit.click();
    await expect(page.locator('#upload-error')).toContainText(notice);
    await expect(page.getByRole('region', { name: 'Upload result' })).toHaveCount(0);
    await impact.getByRole('checkbox', { name: 'Yes, replace these questions' }).check();
  } else {
    await expect(page.getByText('Checking what this upload replaces...')).toHaveCount(0);
    await expect(impact).toHaveCount(0);
  }
  await submit.click();
  return page.getByRole('region', { name: 'Upload result' });
}

// Admin screens are used on laptops (1366 px), as in admin-desktop.spec.ts.
test.describe('at 1366 px', () => {
  test.use(LAPTOP);

  test('the admin uploads a CSV, manages the questions, and export → re-upload round-trips', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInViaApi(page, readState().demoAdmin);
    await page.goto('/app/admin?tab=upload');
    await expect(page.getByText('Admin Access Granted')).toBeVisible();

    const report = await upload(page, { name: `level-${LEVEL}.csv`, buffer: Buffer.from(CSV) });
    // Four questions drawing four are not yet twice the draw: said so, never "LIVE" (issue 20).
    await expect(report).toContainText(
      `4 questions uploaded for Level ${LEVEL}. Not in the quiz yet: a level opens once it holds twice its quiz's questions (Level ${LEVEL}: 4 of 8)`,
    );
    await expect(report).toContainText('Accepted: 4 · Rejected: 2');
    await expect(report).toContainText(
      'Row 4: Invalid correct_answer value: E. Must be one of: A, B, C, D',
    );
    await expect(report).toContainText(
      'Row 6: Invalid difficulty value: tricky. Must be one of: easy, medium, hard',
    );

    await page.getByRole('tab', { name: 'Manage' }).click();
    await page.locator('#manage-exam').selectOption('jamb');
    await page.locator('#manage-subject').selectOption('mathematics');
    await page.locator('#manage-level').selectOption(LEVEL);
    const q1 = page.getByRole('listitem').filter({ hasText: `E2E ${stamp} Q1` });
    const q2 = page.getByRole('listitem').filter({ hasText: `E2E ${stamp} Q2` });
    await expect(q1).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `E2E ${stamp}` })).toHaveCount(4);

    await q1.getByRole('button', { name: 'Deactivate' }).click();
    await expect(q1.getByRole('button', { name: 'Activate' })).toBeVisible();

    await q2.getByRole('button', { name: 'Edit' }).click();
    const editor = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save' }) });
    await editor
      .getByLabel('Question', { exact: true })
      .fill(`E2E ${stamp} Q2 edited: is $2 + 2 = 4$?`);
    // The form's maths preview shows the new text at once: wait for the server to save it.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PATCH' && /\/api\/admin\/questions\/[^/]+$/.test(r.url()),
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await expect(
      page.getByRole('listitem').filter({ hasText: `E2E ${stamp} Q2 edited` }),
    ).toBeVisible();

    const before = await bank(page);
    expect(before).toHaveLength(4);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`jamb-mathematics-level-${LEVEL}.csv`);
    const exported = fs.readFileSync((await download.path())!);
    expect(exported.toString('utf8')).toContain(HEADER);

    // The same level again: the preview says what goes and the admin confirms it.
    const again = await upload(page, { name: download.suggestedFilename(), buffer: exported }, 4);
    await expect(again).toContainText(`4 questions uploaded for Level ${LEVEL}`);
    await expect(again).toContainText('Rejected: 0');
    expect(await bank(page)).toEqual(before);
  });
});

test('students never download the admin code', async ({ page, request }) => {
  await signedInStudent(page, request, 'no-admin-code');
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  for (const path of ['/app/dashboard', '/app/exams', '/app/profile', '/app/admin']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  expect(scripts.filter((s) => /\/assets\/(admin(?!-guard)|katex|csv)/i.test(s))).toEqual([]);
  expect(scripts.some((s) => s.includes('/assets/dashboard-'))).toBe(true);
});
