import { test, expect } from './fixtures';
import { readState } from './support/state';
import { createVerifiedUser, signInViaApi } from './support/users';
import { setExamSetting } from './support/own-level';

/**
 * WAEC Government level 4: above the starter bank (levels 1–3), and no other journey uses it.
 * The topic is on the WAEC syllabus (content/starter-bank/government/topics.csv).
 */
const EXAM = 'waec';
const SUBJECT = 'government';
const LEVEL = 4;
const TOPIC = 'Organs of government and separation of powers';

// Admin screens are used on laptops: check them at 1366 px, not on the phone project's viewport.
test.use({
  viewport: { width: 1366, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
});

test('Manage lists a question whose key was planted wrong under "possible wrong key" after 20 answers', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { demoAdmin, baseURL } = readState();
  const headers = { origin: new URL(baseURL).origin };
  await signInViaApi(page, demoAdmin);

  // The admin plants a wrong key: the right answer is B, the key says A.
  const text = `E2E ${Date.now().toString(36)}: who heads the executive arm of a presidential system?`;
  const created = await page.request.post('/api/admin/questions', {
    headers,
    data: {
      examType: EXAM,
      subject: SUBJECT,
      level: LEVEL,
      topic: TOPIC,
      difficulty: 'easy',
      questionText: text,
      options: { A: 'The Chief Justice', B: 'The President', C: 'The Senate', D: 'The Speaker' },
      correctAnswer: 'A',
      explanation: 'Planted wrong on purpose.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // A level is offered only when it serves twice its draw (issue 20): one spare question after
  // it, and the level draws one question in order, so every quiz holds the planted one.
  const spare = await page.request.post('/api/admin/questions', {
    headers,
    data: {
      examType: EXAM,
      subject: SUBJECT,
      level: LEVEL,
      topic: TOPIC,
      difficulty: 'easy',
      questionText: `A spare, never drawn: which organ of government makes laws? (${Date.now()})`,
      options: { A: 'The Senate', B: 'The courts', C: 'The President', D: 'The civil service' },
      correctAnswer: 'A',
      explanation: 'A spare that keeps the level ready.',
    },
  });
  expect(spare.status(), await spare.text()).toBe(201);
  await setExamSetting(page.request, {
    examType: EXAM,
    subject: SUBJECT,
    level: LEVEL,
    questionsPerLevel: 1,
    timerMinutes: 5,
    shuffleQuestions: false,
  });

  // Twenty closed attempts of the level's quiz, each answering B (the right answer).
  const student = await createVerifiedUser(request, 'item-stats');
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: student.email, password: student.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  // Levels 1–3 first (any submitted attempt completes a level).
  for (const level of [1, 2, 3]) {
    const started = await request.post('/api/practice/quizzes', {
      headers,
      data: { examType: EXAM, subject: SUBJECT, level },
    });
    const { attemptId } = (await started.json()) as { attemptId: string };
    await request.post(`/api/practice/quizzes/${attemptId}/submit`, {
      headers,
      data: { answers: {} },
    });
  }
  for (let i = 0; i < 20; i++) {
    const started = await request.post('/api/practice/quizzes', {
      headers,
      data: { examType: EXAM, subject: SUBJECT, level: LEVEL },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { attemptId } = (await started.json()) as { attemptId: string };
    const submitted = await request.post(`/api/practice/quizzes/${attemptId}/submit`, {
      headers,
      data: { answers: { [id]: 'B' } },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
  }

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
