import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { api } from './support/api';
import { LAPTOP } from './support/screen';
import { readState } from './support/state';
import { signInViaApi } from './support/users';
import type { BlueprintDto } from '../src/server/services/admin/types';

/**
 * Issue 23 item 6, as the demo admin: a blueprint's topic weights on the Blueprints tab, and
 * Coverage's "Mock papers" (whether the bank can fill each mock paper, and whether students can
 * sit a UTME mock) at 1366 and 360 px. Axe scans every screen (fixtures.ts).
 *
 * The server is shared with the other journeys, so each test changes a blueprint no other
 * journey reads, and puts it back: WAEC Literature's topic weights (only mocks read them; no
 * journey sits a WAEC Literature mock) and JAMB Literature's size (no journey sits or generates
 * JAMB Literature).
 */

type MockRow = {
  exam: string;
  subject: string;
  questionCount: number;
  available: number;
  fillable: boolean;
};

const blueprintOf = async (page: Page, examType: string, subject: string) => {
  const all = await api<BlueprintDto[]>(page, 'GET', '/api/admin/blueprints');
  const found = all.find((b) => b.examType === examType && b.subject === subject);
  expect(found, `the ${examType} ${subject} blueprint (seeded by migration 0018)`).toBeDefined();
  return found!;
};

const jambMocks = async (page: Page) =>
  (await api<{ mocks: MockRow[] }>(page, 'GET', '/api/admin/coverage')).mocks.filter(
    (m) => m.exam === 'jamb',
  );

test.beforeEach(async ({ page }) => {
  await signInViaApi(page, readState().demoAdmin);
});

test.describe('on a laptop', () => {
  test.use(LAPTOP);

  test('a blueprint weights its topics (shares update, a bad weight is refused), then goes back to every topic alike', async ({
    page,
  }) => {
    const blueprint = await blueprintOf(page, 'waec', 'literature');
    expect(blueprint.topicWeights, 'WAEC Literature starts with every topic alike').toBeNull();
    const { topics } = blueprint;
    expect(topics.length).toBeGreaterThanOrEqual(5);
    const [heavy, medium, dropped] = topics as [string, string, string];
    const n = topics.length;

    try {
      await page.goto('/app/admin?tab=blueprints');
      const row = page
        .getByRole('table', { name: 'Exam blueprints' })
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'Edit WAEC Literature' }) });
      await expect(row).toContainText(`Equal over ${n} topics`);

      await row.getByRole('button', { name: 'Edit WAEC Literature' }).click();
      await expect(
        page.getByRole('heading', { name: 'Edit blueprint: WAEC Literature' }),
      ).toBeVisible();
      const spread = page.getByRole('group', { name: 'Topic spread of a mock paper' });
      await expect(spread.getByRole('radio', { name: 'Every topic alike' })).toBeChecked();
      await expect(spread.getByTestId('blueprint-weights-equal')).toHaveText(
        `Each of the ${n} topics gets about ${Math.round(100 / n)} % of the paper.`,
      );

      // Weighted: every topic starts at 10, so at an equal share; each input's description is
      // its share of the paper.
      await spread.getByRole('radio', { name: 'Weight the topics' }).check();
      const weight = (topic: string) => spread.getByLabel(topic, { exact: true });
      await expect(spread.getByRole('spinbutton')).toHaveCount(n);
      await expect(weight(heavy)).toHaveValue('10');
      const equal = `${Math.round(100 / n)} %`;
      await expect(weight(heavy)).toHaveAccessibleDescription(equal);

      // 40 + 10 × (n − 1): the heavy topic's share grows, the others' shrink.
      await weight(heavy).fill('40');
      const sum1 = 40 + 10 * (n - 1);
      await expect(weight(heavy)).toHaveAccessibleDescription(`${Math.round((40 / sum1) * 100)} %`);
      await expect(weight(medium)).toHaveAccessibleDescription(
        `${Math.round((10 / sum1) * 100)} %`,
      );
      await weight(medium).fill('20');
      const sum2 = sum1 + 10;
      await expect(weight(medium)).toHaveAccessibleDescription(
        `${Math.round((20 / sum2) * 100)} %`,
      );

      // Out of range: the share counts it as 0, and the save is refused with the reason, on the
      // input itself too.
      await weight(dropped).fill('150');
      await expect(weight(dropped)).toHaveAccessibleDescription('0 %');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const message = 'Each topic weight must be a whole number from 0 to 100';
      await expect(spread.getByRole('alert')).toHaveText(message);
      await expect(weight(dropped)).toHaveAttribute('aria-invalid', 'true');
      await expect(weight(dropped)).toHaveAccessibleDescription(message);
      // Nothing was saved.
      expect((await blueprintOf(page, 'waec', 'literature')).topicWeights).toBeNull();

      // 0 leaves the topic out: 40 + 20 + 10 × (n − 3).
      await weight(dropped).fill('0');
      await expect(spread.getByRole('alert')).toHaveCount(0);
      await expect(weight(dropped)).not.toHaveAttribute('aria-invalid', 'true');
      const sum3 = 60 + 10 * (n - 3);
      const pct = (w: number) => `${Math.round((w / sum3) * 100)} %`;
      await expect(weight(heavy)).toHaveAccessibleDescription(pct(40));
      await expect(weight(medium)).toHaveAccessibleDescription(pct(20));
      await expect(weight(dropped)).toHaveAccessibleDescription('0 %');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Blueprint updated successfully')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'New blueprint' })).toBeVisible();

      // The list's summary: the largest shares first (ties in syllabus order), the 0 left out.
      const next = topics.find((t) => t !== heavy && t !== medium && t !== dropped)!;
      await expect(row).toContainText(
        `Weighted: ${heavy} ${pct(40)}, ${medium} ${pct(20)}, ${next} ${pct(10)} and ${n - 4} more`,
      );
      const saved = (await blueprintOf(page, 'waec', 'literature')).topicWeights;
      expect(saved).toEqual(
        Object.fromEntries(
          topics
            .filter((t) => t !== dropped)
            .map((t) => [t, t === heavy ? 40 : t === medium ? 20 : 10]),
        ),
      );

      // Back to every topic alike: the form opens on the stored weights.
      await row.getByRole('button', { name: 'Edit WAEC Literature' }).click();
      await expect(spread.getByRole('radio', { name: 'Weight the topics' })).toBeChecked();
      await expect(weight(heavy)).toHaveValue('40');
      await expect(weight(dropped)).toHaveValue('0');
      await spread.getByRole('radio', { name: 'Every topic alike' }).check();
      await expect(spread.getByTestId('blueprint-weights-equal')).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('heading', { name: 'New blueprint' })).toBeVisible();
      await expect(row).toContainText(`Equal over ${n} topics`);
      expect((await blueprintOf(page, 'waec', 'literature')).topicWeights).toBeNull();
    } finally {
      // Leave the shared server as found, whatever failed above.
      const now = await blueprintOf(page, 'waec', 'literature');
      if (now.topicWeights !== null)
        await api(page, 'PATCH', `/api/admin/blueprints/${now.id}`, {
          data: { topicWeights: null },
        });
    }
  });

  test("Coverage's Mock papers: what each JAMB paper needs and can draw, a short one, and whether a UTME mock can be sat", async ({
    page,
  }) => {
    // A paper the bank cannot fill: JAMB Literature asks for 5 more questions than it can draw.
    const literature = await blueprintOf(page, 'jamb', 'literature');
    const before = (await jambMocks(page)).find((m) => m.subject === 'literature')!;
    expect(before.fillable, 'JAMB Literature starts fillable').toBe(true);
    const size = before.available + 5;
    try {
      await api(page, 'PATCH', `/api/admin/blueprints/${literature.id}`, {
        data: { totalQuestionsRealExam: size },
      });
      const mocks = await jambMocks(page);

      await page.goto('/app/admin?tab=coverage');
      await page.getByLabel('Exam', { exact: true }).selectOption('jamb');
      await expect(page.getByRole('heading', { name: 'Mock papers' })).toBeVisible();
      const table = page.getByRole('table', { name: 'JAMB mock papers' });
      await expect(table.getByRole('columnheader')).toHaveText([
        'Paper',
        'Needs',
        'Drawable questions in ready levels',
        'Bank',
      ]);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(mocks.length);
      // Every blueprint of JAMB is a paper (the seeded eight), Use of English by its UTME name.
      expect(mocks.length).toBe(8);
      const paperRow = (name: string) =>
        rows.filter({ has: page.getByRole('rowheader', { name, exact: true }) });
      const english = mocks.find((m) => m.subject === 'english')!;
      await expect(paperRow('Use of English').getByRole('cell')).toHaveText([
        String(english.questionCount),
        String(english.available),
        english.fillable ? 'Can fill' : `Short by ${english.questionCount - english.available}`,
      ]);
      await expect(paperRow('Literature').getByRole('cell')).toHaveText([
        String(size),
        String(before.available),
        'Short by 5',
      ]);
      await expect(paperRow('Literature')).toHaveAttribute('data-fillable', 'false');
      await expect(table.getByText('Short by', { exact: false })).toHaveCount(
        mocks.filter((m) => !m.fillable).length,
      );

      // The sentence students' Mocks page bears out: English fills, and 3 more subjects do.
      const fillable = mocks.filter((m) => m.fillable);
      const others = fillable.filter((m) => m.subject !== 'english').length;
      expect(english.fillable).toBe(true);
      expect(others).toBeGreaterThanOrEqual(3);
      await expect(page.getByTestId('mock-papers-summary')).toHaveText(
        `${fillable.length} of 8 papers can be filled. Students can sit a UTME mock: Use of English and any 3 of ${others} subjects.`,
      );

      // Sizes and weights are set on the Blueprints tab, one click away.
      await page.getByRole('link', { name: 'Blueprints tab' }).click();
      await expect(page).toHaveURL(/tab=blueprints/);
      await expect(page.getByRole('heading', { name: 'Exam Blueprint Manager' })).toBeVisible();
    } finally {
      await api(page, 'PATCH', `/api/admin/blueprints/${literature.id}`, {
        data: { totalQuestionsRealExam: literature.totalQuestionsRealExam },
      });
    }
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("Coverage's Mock papers fit without scrolling sideways", async ({ page }) => {
    await page.goto('/app/admin?tab=coverage');
    await page.getByLabel('Exam', { exact: true }).selectOption('jamb');
    const table = page.getByRole('table', { name: 'JAMB mock papers' });
    await expect(table.locator('tbody tr')).toHaveCount(8);
    // JAMB Literature may be short while the laptop test runs: either status reads right.
    for (const status of await table.locator('tbody tr td:last-child').allTextContents())
      expect(status).toMatch(/^(Can fill|Short by \d+)$/);
    await expect(page.getByTestId('mock-papers-summary')).toContainText(
      'Students can sit a UTME mock',
    );

    // The page itself does not scroll sideways (the level grid scrolls inside its own box), and
    // the whole Mock papers table is on screen.
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(width.scroll, 'page width at 360 px').toBeLessThanOrEqual(width.client);
    await table.scrollIntoViewIfNeeded();
    const box = (await table.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const section = page.getByRole('region', { name: 'Mock papers' });
    const sectionBox = (await section.boundingBox())!;
    expect(sectionBox.x + sectionBox.width).toBeLessThanOrEqual(360);
  });
});
