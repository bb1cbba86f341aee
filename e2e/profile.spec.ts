import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { signedInStudent } from './support/users';
import { startQuiz, submitQuiz, takeQuizViaApi } from './support/quiz';
import { expectTapTarget } from './support/screen';

// A small Android phone: the width most of our students have.
test.use({ viewport: { width: 360, height: 740 } });

test('profile: a new student’s first quiz shows in the stats and chart; the selectors cascade as §4 says', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const student = await signedInStudent(page, request, 'profile');

  // Before any quiz: zeros, the spec's empty texts.
  await page.goto('/app/profile');
  await expect(page.getByTestId('profile-name')).toHaveText(student.fullName);
  await expect(
    page.getByText('No achievements yet! Complete quizzes to earn your first achievement.'),
  ).toBeVisible();
  await expect(page.getByTestId('exam-progress')).toContainText('No data for this selection');

  // One quiz through the app: JAMB Mathematics level 1, two answers.
  const maths1 = { examType: 'jamb', subject: 'mathematics', level: 1 };
  await startQuiz(page, maths1);
  await page.getByTestId('option-1-A').check();
  await page.getByTestId('option-2-B').check();
  await submitQuiz(page, maths1);
  const score = (await page.getByTestId('final-score').textContent())!.trim(); // e.g. "5%"
  expect(score).toMatch(/^\d+%$/);

  // In-app navigation: the profile cached above must be refreshed by the submit.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  const stat = (label: string) =>
    page
      .getByTestId('profile-stat')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(stat('Current Streak')).toHaveText('1 day');
  await expect(stat('Longest Streak')).toHaveText('1 day');
  await expect(stat('Study Time')).toHaveText('0.0 hours'); // seconds of quiz so far
  await expect(stat('Avg Score')).toHaveText(score);
  await expect(page.getByTestId('completed-levels')).toHaveText('1 level completed');
  await expect(page.locator('#main').getByText('First Steps')).toBeVisible();

  const examCard = page.getByTestId('exam-progress');
  const topicCard = page.getByTestId('topic-progress');
  const exam = page.getByLabel('Exam', { exact: true });
  const subject = page.getByLabel('Subject', { exact: true });
  const level = page.getByLabel('Level', { exact: true });
  const topic = page.getByLabel('Topic', { exact: true });
  await expect(exam).toHaveValue('jamb');
  await expect(subject).toHaveValue('mathematics');
  await expect(level).toHaveValue(''); // All Levels
  await expect(topic).toHaveValue(''); // All Topics
  const progressStat = (card: Locator, label: string) =>
    card
      .getByTestId('progress-stat')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(progressStat(examCard, 'Attempts')).toHaveText('1');
  await expect(progressStat(examCard, 'Avg. Score')).toHaveText(score);
  await expect(progressStat(examCard, 'Best Score')).toHaveText(score);
  // The chart: one point, named for screen readers, its value in the table.
  await expect(examCard.getByTestId('chart-point')).toHaveCount(1);
  const chart = examCard.getByRole('img', { name: /Daily average score: 1 day, latest/ });
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())!.height).toBe(300);
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(360);
  await examCard.getByText('Show as table').click();
  await expect(examCard.getByRole('table')).toContainText(score);
  // Tapping the plot shows the value of the nearest point.
  await chart.click({ position: { x: 60, y: 150 } });
  await expect(examCard.getByTestId('chart-tip')).toContainText(score);
  await expect(topicCard.getByTestId('chart-point')).toHaveCount(1);
  await expect(examCard.getByRole('link', { name: /Retry my mistakes/ })).toHaveAttribute(
    'href',
    '/app/mistakes/jamb/mathematics',
  );
  for (const target of [exam, subject, level, topic]) await expectTapTarget(target);
  await expectTapTarget(examCard.getByText('Show as table'));

  // More history through the API: JAMB Physics, then WAEC Biology (the latest).
  await takeQuizViaApi(page, { examType: 'jamb', subject: 'physics', level: 1 });
  await takeQuizViaApi(page, { examType: 'waec', subject: 'biology', level: 1 });
  await page.reload();
  await expect(exam).toHaveValue('waec');
  await expect(subject).toHaveValue('biology');

  // Choosing an exam resets subject to its first subject and clears level and topic.
  await exam.selectOption('jamb');
  await expect(subject).toHaveValue('mathematics');
  await level.selectOption('1');
  await topic.selectOption({ index: 1 });
  // Changing topic clears level.
  await expect(level).toHaveValue('');
  const chosenTopic = await topic.inputValue();
  expect(chosenTopic).not.toBe('');
  await expect(topicCard.getByTestId('chart-point')).toHaveCount(1);
  // Changing level clears topic.
  await level.selectOption('1');
  await expect(topic).toHaveValue('');
  // Changing subject clears level.
  await subject.selectOption('physics');
  await expect(level).toHaveValue('');
  await expect(examCard.getByRole('link', { name: /Retry my mistakes/ })).toHaveAttribute(
    'href',
    '/app/mistakes/jamb/physics',
  );
  // …and the exam again: subject back to the first, topic cleared.
  await topic.selectOption({ index: 1 });
  await exam.selectOption('waec');
  await expect(subject).toHaveValue('biology');
  await expect(level).toHaveValue('');
  await expect(topic).toHaveValue('');
  await exam.selectOption('jamb');
  await expect(subject).toHaveValue('mathematics');
  await expect(progressStat(examCard, 'Attempts')).toHaveText('1');
});
