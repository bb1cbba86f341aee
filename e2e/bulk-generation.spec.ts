import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { baseServerEnv, startBuiltServer, type RunningServer } from './support/server';
import { api } from './support/api';
import { signInViaApi } from './support/users';
import { setExamSetting } from './support/admin';
import { completeLevelsBelow, startQuiz } from './support/quiz';
import { LAPTOP } from './support/screen';
import { freePort } from '../src/server/testing/free-port';
import {
  fakeQuestionWriter,
  startFakeLlm,
  type FakeLlmReply,
  type FakeLlmRequest,
} from '../src/server/testing/fake-llm';

// Admin screens are used on laptops: 1366 px, no phone emulation.
test.use(LAPTOP);

/**
 * The fake model of this journey: the ready-made writer, except that the blind check disagrees
 * with the key of the first question of JAMB Economics level 4 (so Review has one flagged item).
 */
function writerWithOneDoubt() {
  const writer = fakeQuestionWriter();
  let doubted: string | null = null;
  return (req: FakeLlmRequest): FakeLlmReply => {
    const reply = writer(req);
    if (!('content' in reply)) return reply;
    if (!req.system.includes('careful examiner')) {
      if (req.prompt.includes('JAMB UTME Economics, level 4 of 50'))
        doubted = (JSON.parse(reply.content) as { questions: { questionText: string }[] })
          .questions[0]!.questionText;
      return reply;
    }
    const index = doubted
      ? [...req.prompt.matchAll(/^Question (\d+): (.*)$/gm)].find((m) => m[2] === doubted)?.[1]
      : undefined;
    if (index === undefined) return reply;
    const body = JSON.parse(reply.content) as { answers: { index: number; answer: string }[] };
    for (const a of body.answers) if (a.index === Number(index)) a.answer = 'C';
    return { ...reply, content: JSON.stringify(body) };
  };
}

test('a bulk job over 2 subjects × 2 levels survives a server restart; Review, edit, approve; a student gets the question', async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The page keeps polling while the server is down on purpose.
  consoleGuard.allowConsoleError(/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|Failed to fetch/);
  const llm = await startFakeLlm(writerWithOneDoubt(), { delayMs: 1_000 });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-bulk-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, 'server.log');
  const env = {
    ...baseServerEnv(baseURL, port, path.join(tmp, 'data')),
    AI_BASE_URL: llm.url,
    AI_MODEL: 'fake-bulk-e2e',
    AI_API_KEY: '',
  };
  let server: RunningServer | undefined;
  try {
    server = await startBuiltServer({ env, logFile, expectDemoUsers: true });
    const { admin, student } = server.demo!;
    await signInViaApi(page, admin, { baseURL });
    await page.goto(`${baseURL}/app/admin/generate-all`);
    const bulk = page.getByTestId('bulk-generation');
    await expect(bulk.getByRole('heading', { name: 'Generate ALL Questions' })).toBeVisible();

    // JAMB only; Economics and Government; levels 4–5 (the starter bank holds 1–3, which a job
    // would skip as full); one set at a time.
    for (const exam of ['WAEC', 'NECO']) await bulk.getByLabel(exam, { exact: true }).uncheck();
    for (const subject of [
      'Mathematics',
      'English Language',
      'Physics',
      'Chemistry',
      'Biology',
      'Literature',
    ])
      await bulk.getByLabel(subject, { exact: true }).uncheck();
    await bulk.getByLabel('From level').fill('4');
    await bulk.getByLabel('To level').fill('5');
    await bulk.getByLabel('Sets at once').fill('1');
    await bulk.getByLabel('Requests a minute').fill('600');
    await expect(bulk.getByText('4 sets selected.')).toBeVisible();
    await bulk.getByRole('button', { name: 'Generate ALL Questions' }).click();

    const progress = page.getByTestId('bulk-progress');
    await expect(progress).toContainText('of 4 sets done');
    await expect(progress).toContainText('1 of 4 sets done', { timeout: 30_000 });
    await expect(progress).toContainText(/about .+ left/);
    await expect(page.getByTestId('bulk-result')).toHaveCount(1);

    // The server dies mid-job (kill -9) and comes back on the same data directory.
    await server.stop('SIGKILL');
    await expect(bulk.getByText('Cannot reach the server right now')).toBeVisible({
      timeout: 20_000,
    });
    server = await startBuiltServer({ env, logFile, expectDemoUsers: false });

    // The same page, never reloaded, follows the job to its end.
    await expect(progress).toContainText('4 of 4 sets done', { timeout: 90_000 });
    await expect(progress).toContainText('20 questions created');
    await expect(page.getByText('Generation Complete')).toBeVisible();
    await expect(page.getByText('4 sets processed')).toBeVisible();
    await expect(page.getByTestId('bulk-job')).toHaveAttribute('data-status', 'completed');
    const results = page.getByTestId('bulk-result');
    await expect(results).toHaveCount(4);
    for (const name of [
      'JAMB Economics level 4',
      'JAMB Economics level 5',
      'JAMB Government level 4',
      'JAMB Government level 5',
    ])
      await expect(results.filter({ hasText: name })).toContainText('5 questions created');
    await expect(results.filter({ hasText: 'JAMB Economics level 4' })).toContainText('1 flagged');

    // Review: the flagged question with its reason; edit it, then approve it.
    await page.goto(`${baseURL}/app/admin?tab=review`);
    await page.getByLabel('Exam type').selectOption('jamb');
    await page.getByLabel('Checks', { exact: true }).selectOption('flagged');
    const flags = page.getByTestId('question-flags');
    await expect(flags).toHaveCount(1);
    await expect(flags).toContainText('A blind check chose a different answer');
    await page.getByRole('button', { name: 'Edit' }).click();
    const edited = 'Which arm of government approves the federal budget in Nigeria?';
    await page.getByLabel('Question', { exact: true }).fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(edited)).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Question approved and activated')).toBeVisible();
    await expect(page.getByText(edited)).toHaveCount(0);

    // Reject: the question is deleted after a confirmation.
    await page.getByLabel('Checks', { exact: true }).selectOption('unflagged');
    const cards = page.getByText(/Fake model question \d+: which option is B\?/);
    await expect(cards).toHaveCount(19);
    const first = (await cards.first().textContent())!;
    await page.getByRole('button', { name: 'Reject', exact: true }).first().click();
    await page.getByRole('button', { name: 'Reject and delete' }).click();
    await expect(page.getByText('Question rejected and deleted')).toBeVisible();
    await expect(cards).toHaveCount(18);
    await expect(page.getByText(first, { exact: true })).toHaveCount(0);

    // A level is offered only when it serves twice its draw (issue 20): the admin adds one live
    // question after it and sets the level to draw one question, in order, so the approved
    // question (the older of the two) is the one drawn.
    await api(page, 'POST', '/api/admin/questions', {
      baseURL,
      status: 201,
      data: {
        examType: 'jamb',
        subject: 'economics',
        level: 4,
        topic: 'Demand and supply',
        difficulty: 'easy',
        questionText: 'A spare question: what does the law of demand relate quantity to?',
        options: { A: 'Price', B: 'Rainfall', C: 'Distance', D: 'Colour' },
        correctAnswer: 'A',
        explanation: 'Quantity demanded falls as price rises.',
      },
    });
    await setExamSetting(
      page.request,
      {
        examType: 'jamb',
        subject: 'economics',
        level: 4,
        questionsPerLevel: 1,
        timerMinutes: 5,
        shuffleQuestions: false,
      },
      { baseURL },
    );

    // A student now gets it in JAMB Economics level 4 (drawn before the spare), once levels 1–3
    // are done (submitted through the API: any submitted attempt completes a level).
    await page.context().clearCookies();
    await signInViaApi(page, student, { baseURL });
    const level = { examType: 'jamb', subject: 'economics', level: 4 };
    await completeLevelsBelow(page, level, { baseURL });
    await page.goto(`${baseURL}/app/exam/jamb/economics/4`);
    await startQuiz(page);
    await expect(page.getByText(edited)).toBeVisible();
  } finally {
    await server?.stop();
    await llm.close();
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('without a configured model the page says what to set and offers no control', async ({
  page,
}) => {
  // A server of its own on a fresh data directory: its first start alone can take half a minute.
  test.setTimeout(120_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-noai-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...baseServerEnv(baseURL, port, path.join(tmp, 'data')),
    AI_BASE_URL: '',
    AI_MODEL: '',
  };
  let server: RunningServer | undefined;
  try {
    server = await startBuiltServer({
      env,
      logFile: path.join(tmp, 'server.log'),
      expectDemoUsers: true,
    });
    await signInViaApi(page, server.demo!.admin, { baseURL });
    await page.goto(`${baseURL}/app/admin/generate-all`);
    const notice = page.getByTestId('generation-not-configured');
    await expect(notice).toContainText('set AI_BASE_URL and AI_MODEL');
    await expect(page.getByRole('button', { name: /Generate/ })).toHaveCount(0);
    await expect(page.getByTestId('bulk-generation')).toHaveCount(0);
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
