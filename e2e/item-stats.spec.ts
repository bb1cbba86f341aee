import { test, expect } from './fixtures';
import { readState } from './support/state';
import { api } from './support/api';
import { createVerifiedUser, signInViaApi } from './support/users';
import { setExamSetting } from './support/admin';
import { completeLevelsBelow, takeQuizViaApi } from './support/quiz';
import { LAPTOP } from './support/screen';

/**
 * WAEC Government level 4: above the starter bank (levels 1–3), and no other journey uses it.
 * The topic is on the WAEC syllabus (content/starter-bank/government/topics.csv).
 */
const EXAM = 'waec';
const SUBJECT = 'government';
const LEVEL = 4;
const TOPIC = 'Organs of government and separation of powers';

// Admin screens are used on laptops: check them at 1366 px, not on the phone project's viewport.
test.use(LAPTOP);

test('Manage lists a question whose key was planted wrong under "possible wrong key" after 20 answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInViaApi(page, readState().demoAdmin);

  // The admin plants a wrong key: the right answer is B, the key says A.
  const text = `E2E ${Date.now().toString(36)}: who heads the executive arm of a presidential system?`;
  const addQuestion = (questionText: string, options: string[], explanation: string) =>
    api<{ id: string }>(page, 'POST', '/api/admin/questions', {
      status: 201,
      data: {
        examType: EXAM,
        subject: SUBJECT,
        level: LEVEL,
        topic: TOPIC,
        difficulty: 'easy',
        questionText,
        options: Object.fromEntries(options.map((o, i) => ['ABCD'[i], o])),
        correctAnswer: 'A',
        explanation,
      },
    });
  const { id } = await addQuestion(
    text,
    ['The Chief Justice', 'The President', 'The Senate', 'The Speaker'],
    'Planted wrong on purpose.',
  );
  // A level is offered only when it serves twice its draw (issue 20): one spare question after
  // it, and the level draws one question in order, so every quiz holds the planted one.
  await addQuestion(
    `A spare, never drawn: which organ of government makes laws? (${Date.now()})`,
    ['The Senate', 'The courts', 'The President', 'The civil service'],
    'A spare that keeps the level ready.',
  );
  await setExamSetting(page, {
    examType: EXAM,
    subject: SUBJECT,
    level: LEVEL,
    questionsPerLevel: 1,
    timerMinutes: 5,
    shuffleQuestions: false,
  });

  // Twenty closed attempts of the level's quiz, each answering B (the right answer).
  const student = await createVerifiedUser(request, 'item-stats');
  await signInViaApi(request, student);
  // Levels 1–3 first (any submitted attempt completes a level).
  const level = { examType: EXAM, subject: SUBJECT, level: LEVEL };
  await completeLevelsBelow(request, level);
  for (let i = 0; i < 20; i++) await takeQuizViaApi(request, level, { answers: { [id]: 'B' } });

  await page.goto('/app/admin?tab=manage');
  await page.locator('#manage-exam').selectOption(EXAM);
  await page.locator('#manage-subject').selectOption(SUBJECT);
  await page.locator('label').filter({ hasText: 'Possible wrong key' }).click();
  await expect(page.getByRole('switch', { name: /^Possible wrong key/ })).toBeChecked();

  const card = page.getByRole('listitem').filter({ hasText: text });
  await expect(card).toBeVisible();
  const stats = card.getByRole('group', { name: 'Item statistics' });
  await expect(stats).toContainText('Possible wrong key');
  await expect(stats).toContainText('20 attempts');
  await expect(stats).toContainText('Facility 0%');
  await expect(stats).toContainText('A (key) 0%');
  await expect(stats).toContainText('B 100%');
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();
});
