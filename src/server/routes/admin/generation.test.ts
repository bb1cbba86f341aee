import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, errorCode, type TestApp, type TestClient } from '../../testing/test-app';
import { startAppWithAdmin } from '../../testing/app-with-users';
import {
  fakeLlmEnv,
  modelQuestion as q,
  startFakeLlm,
  type FakeLlmReply,
  type FakeLlmRequest,
} from '../../testing/fake-llm';
import { freshSubject, questionsOfLevel, settingOf } from '../../testing/admin-fixtures';
import { questions, syllabusTopics } from '../../db/schema';
import { DROPS, FLAGS, PROMPT_VERSION } from '../../../domain/generated-questions';
import { normalisedQuestionText } from '../../../domain/question-text';
import { NEAR_DUPLICATE_SIMILARITY, similarity } from '../../../domain/trigram';

/** Scripted per call: the generation call and the blind check each take their own queue. */
const generation: FakeLlmReply[] = [];
const blind: FakeLlmReply[] = [];
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let app: TestApp;
let off: TestApp;
let admin: TestClient;

const isBlind = (r: FakeLlmRequest) => r.system.includes('careful examiner');

beforeAll(async () => {
  fake = await startFakeLlm(
    (r) =>
      (isBlind(r) ? blind : generation).shift() ?? { status: 500, message: 'nothing scripted' },
  );
  ({ app, admin } = await startAppWithAdmin(fakeLlmEnv(fake.url)));
  off = await createTestApp();
});
afterAll(async () => {
  await app?.close();
  await off?.close();
  await fake?.close();
});

/** A request body for POST /generation/sets: 5 JAMB Economics level-1 questions in 5 minutes. */
const economicsSet = (over: Record<string, unknown> = {}) => ({
  json: {
    examType: 'jamb',
    subject: 'economics',
    level: 1,
    questionCount: 5,
    timeLimitMinutes: 5,
    ...over,
  },
});

describe('single generation (issue 13 items 1, 3, 5)', () => {
  it('is refused to students (403) and to visitors (401)', async () => {
    const student = (await app.createUser()).client;
    for (const client of [student, app.newClient()]) {
      const expected = client === student ? 403 : 401;
      expect((await client.fetch('/api/admin/generation/config')).status).toBe(expected);
      expect(
        (
          await client.fetch(
            '/api/admin/generation/defaults?examType=jamb&subject=economics&level=1',
          )
        ).status,
      ).toBe(expected);
      expect((await client.fetch('/api/admin/generation/sets', economicsSet())).status).toBe(
        expected,
      );
    }
  });

  it('without configuration says what to set and generates nothing', async () => {
    const offAdmin = (await off.createUser({ role: 'admin' })).client;
    const config = await (await offAdmin.fetch('/api/admin/generation/config')).json();
    expect(config).toEqual({
      configured: false,
      model: null,
      message: expect.stringContaining('AI_BASE_URL and AI_MODEL'),
    });
    const res = await offAdmin.fetch('/api/admin/generation/sets', economicsSet());
    expect(res.status).toBe(503);
    expect(await errorCode(res)).toBe('AI_NOT_CONFIGURED');
  });

  it('offers the blueprint scaled to the level as defaults', async () => {
    const pair = await freshSubject(app.db);
    const url = (level: number) =>
      `/api/admin/generation/defaults?examType=${pair.examType}&subject=${pair.subject}&level=${level}`;
    expect(await (await admin.fetch(url(25))).json()).toEqual({
      questionCount: 20,
      timeLimitMinutes: 20,
      fromBlueprint: false,
    });
    await admin.fetch('/api/admin/blueprints', {
      json: { ...pair, totalQuestionsRealExam: 60, totalTimeRealExam: 90 },
    });
    expect(await (await admin.fetch(url(50))).json()).toEqual({
      questionCount: 60,
      timeLimitMinutes: 90,
      fromBlueprint: true,
    });
  });

  it('stores checked questions as pending AI questions, drops duplicates, flags doubts, saves the time limit', async () => {
    const pair = await freshSubject(app.db);
    await app.db.insert(syllabusTopics).values({ ...pair, topicName: 'Civics' });
    await app.db.insert(questions).values({
      ...pair,
      level: 2,
      questionText: 'Which river is the longest in Nigeria?',
      options: { A: 'Niger', B: 'Benue', C: 'Ogun', D: 'Osun' },
      correctAnswer: 'A',
    });
    generation.push({
      content: JSON.stringify({
        questions: [
          q('What is the capital of Nigeria?'),
          q('what is the capital of   Nigeria'), // the same, once normalised
          q('Which city is in the north?', {
            options: { A: 'Kano', B: 'kano', C: 'Lagos', D: 'Ibadan' },
          }),
          q('Which river is the longest in Nigeria?', {
            options: { A: 'Niger', B: 'Benue', C: 'Ogun', D: 'Osun' },
            correctAnswer: 'A',
          }),
          q('Which city was the capital before 1991?', { topic: 'Geography' }), // key B is wrong
          q('Solve $x^2 = \\frac{4}{$.', { options: { A: '1', B: '2', C: '3', D: '4' } }),
        ],
      }),
      inputTokens: 500,
      outputTokens: 900,
    });
    blind.push({
      content: JSON.stringify({
        answers: [
          { index: 0, answer: 'B', ambiguous: false },
          { index: 1, answer: 'A', ambiguous: false },
          { index: 2, answer: 'B', ambiguous: true },
        ],
      }),
      inputTokens: 300,
      outputTokens: 50,
    });
    const before = fake.requests.length;
    const res = await admin.fetch('/api/admin/generation/sets', {
      json: { ...pair, level: 3, questionCount: 6, timeLimitMinutes: 7 },
    });
    expect(res.status).toBe(201);
    const result = await res.json();
    expect(result).toMatchObject({
      created: 3,
      flagged: 2,
      model: 'fake-gen-1',
      promptVersion: PROMPT_VERSION,
      usage: { inputTokens: 800, outputTokens: 950 },
    });
    expect(result.dropped.map((d: { reason: string }) => d.reason)).toEqual([
      DROPS.duplicateInBatch,
      DROPS.duplicateOptions,
      DROPS.duplicateInBank,
    ]);
    // The prompt asks for the exam's style, Nigerian context, British spelling, IUPAC names,
    // and the syllabus topic; the blind check gets no key.
    const [gen, check] = fake.requests.slice(before);
    expect(gen!.system).toMatch(/Nigerian/);
    expect(gen!.system).toMatch(/British spelling/);
    expect(gen!.system).toMatch(/IUPAC/);
    expect(gen!.prompt).toContain('Civics');
    expect(check!.prompt).not.toContain('Abuja has been the capital');

    const stored = await questionsOfLevel(app.db, { ...pair, level: 3 }).orderBy(
      questions.createdAt,
    );
    expect(stored).toHaveLength(3);
    for (const s of stored)
      expect(s).toMatchObject({ source: 'ai', pendingReview: true, isActive: false });
    const flags = Object.fromEntries(
      stored.map((s) => [s.questionText, (s.aiMetadata as { flags: string[] }).flags]),
    );
    expect(flags).toEqual({
      'What is the capital of Nigeria?': [],
      'Which city was the capital before 1991?': [FLAGS.blindDisagrees, FLAGS.topicOutsideSyllabus],
      'Solve $x^2 = \\frac{4}{$.': [FLAGS.ambiguous, FLAGS.latex],
    });
    expect(
      stored.find((s) => s.questionText === 'What is the capital of Nigeria?')!.aiMetadata,
    ).toMatchObject({
      model: 'fake-gen-1',
      promptVersion: PROMPT_VERSION,
      blindCheck: 'done',
      blindAnswer: 'B',
    });
    // The Review tab's list carries each question's flags; other questions have none.
    const pending = (await (
      await admin.fetch(`/api/admin/questions/pending?examType=${pair.examType}&limit=1000`)
    ).json()) as { questionText: string; flags: string[]; subject: string }[];
    const mine = pending.filter((p) => p.subject === pair.subject);
    expect(Object.fromEntries(mine.map((p) => [p.questionText, p.flags]))).toEqual(flags);
    const setting = await settingOf(app.db, { ...pair, level: 3 });
    expect(setting).toMatchObject({ timerMinutes: 7 });
  });

  it('links each question to the syllabus topic it names (issue 21 item 12)', async () => {
    const pair = await freshSubject(app.db);
    const [civics, trade] = await app.db
      .insert(syllabusTopics)
      .values([
        { ...pair, topicName: 'Civics' },
        { ...pair, topicName: 'Trade and Commerce' },
      ])
      .returning({ id: syllabusTopics.id });
    generation.push({
      content: JSON.stringify({
        questions: [
          q('Who signs a bill into law in Nigeria?'),
          // The syllabus's name, however the model cased and spaced it.
          q('Which port handles most of Nigeria’s imports?', { topic: ' trade and commerce ' }),
          q('Which planet is nearest the sun?', { topic: 'Astronomy' }),
        ],
      }),
    });
    blind.push({ content: JSON.stringify({ answers: [] }) });
    const res = await admin.fetch('/api/admin/generation/sets', {
      json: { ...pair, level: 4, questionCount: 3, timeLimitMinutes: 3 },
    });
    expect(res.status).toBe(201);
    const stored = await questionsOfLevel(app.db, { ...pair, level: 4 });
    expect(Object.fromEntries(stored.map((s) => [s.questionText, s.topicId]))).toEqual({
      'Who signs a bill into law in Nigeria?': civics!.id,
      'Which port handles most of Nigeria’s imports?': trade!.id,
      // Off the syllabus: no topic to link (Review flags it).
      'Which planet is nearest the sun?': null,
    });
  });

  it('drops near-duplicates (trigram similarity ≥ 0.8) of the batch and of the bank', async () => {
    const pair = await freshSubject(app.db);
    const banked =
      'A trader in Onitsha buys 40 bags of rice at ₦25,000 each. What is the total cost?';
    await app.db.insert(questions).values({
      ...pair,
      level: 1,
      questionText: banked,
      options: { A: '₦1m', B: '₦100,000', C: '₦25,040', D: '₦62,500' },
      correctAnswer: 'A',
    });
    const nearBank =
      'A trader in Onitsha buys 40 bags of rice at ₦25,000 each. What was the total cost?';
    const kept = 'Which organ of government interprets the constitution of Nigeria?';
    const nearBatch = 'Which organ of government interprets the constitution in Nigeria?';
    const other = 'Name the largest ethnic group in the north of Nigeria.';
    // The data means what it says: near pairs at or above the threshold, distinct ones far below.
    expect(
      similarity(normalisedQuestionText(banked), normalisedQuestionText(nearBank)),
    ).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(
      similarity(normalisedQuestionText(kept), normalisedQuestionText(nearBatch)),
    ).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(similarity(normalisedQuestionText(kept), normalisedQuestionText(other))).toBeLessThan(
      0.5,
    );
    generation.push({
      content: JSON.stringify({ questions: [q(nearBank), q(kept), q(nearBatch), q(other)] }),
    });
    blind.push({
      content: JSON.stringify({
        answers: [
          { index: 0, answer: 'B', ambiguous: false },
          { index: 1, answer: 'B', ambiguous: false },
        ],
      }),
    });
    const res = await admin.fetch('/api/admin/generation/sets', {
      json: { ...pair, level: 2, questionCount: 4, timeLimitMinutes: 4 },
    });
    expect(res.status).toBe(201);
    const result = await res.json();
    expect(result.created).toBe(2);
    expect(result.dropped).toEqual([
      { questionText: nearBank, reason: DROPS.nearDuplicateInBank },
      { questionText: nearBatch, reason: DROPS.nearDuplicateInBatch },
    ]);
  });

  it('Review filters by flags, and approve-all-unflagged activates only what no check doubts', async () => {
    const pair = await freshSubject(app.db);
    const examType = pair.examType;
    // (Approving the exam may also approve other tests' unflagged questions: only this
    // subject's rows are checked.)
    generation.push({
      content: JSON.stringify({
        questions: [
          q('Clean question one?'),
          q('Doubtful question two?'),
          q('Clean question three?'),
        ],
      }),
    });
    blind.push({
      content: JSON.stringify({
        answers: [
          { index: 0, answer: 'B', ambiguous: false },
          { index: 1, answer: 'C', ambiguous: false },
          { index: 2, answer: 'B', ambiguous: false },
        ],
      }),
    });
    expect(
      (
        await admin.fetch('/api/admin/generation/sets', {
          json: { ...pair, level: 5, questionCount: 3, timeLimitMinutes: 5 },
        })
      ).status,
    ).toBe(201);
    const texts = async (flags: string) =>
      (
        (await (
          await admin.fetch(
            `/api/admin/questions/pending?examType=${examType}&flags=${flags}&limit=1000`,
          )
        ).json()) as { questionText: string; subject: string }[]
      )
        .filter((p) => p.subject === pair.subject)
        .map((p) => p.questionText)
        .sort();
    expect(await texts('flagged')).toEqual(['Doubtful question two?']);
    expect(await texts('unflagged')).toEqual(['Clean question one?', 'Clean question three?']);
    expect((await admin.fetch(`/api/admin/questions/pending?flags=nonsense`)).status).toBe(400);

    const approved = await admin.fetch('/api/admin/questions/approve-unflagged', {
      json: { examType },
    });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { approved: number }).approved).toBeGreaterThanOrEqual(2);
    const rows = await questionsOfLevel(app.db, { examType, subject: pair.subject, level: 5 });
    expect(
      Object.fromEntries(rows.map((r) => [r.questionText, [r.isActive, r.pendingReview]])),
    ).toEqual({
      'Clean question one?': [true, false],
      'Doubtful question two?': [false, true],
      'Clean question three?': [true, false],
    });
    const student = (await app.createUser()).client;
    expect(
      (await student.fetch('/api/admin/questions/approve-unflagged', { json: {} })).status,
    ).toBe(403);
  });

  it('answers 502 and stores nothing when the endpoint refuses or never gives valid JSON', async () => {
    const pair = await freshSubject(app.db);
    const body = { json: { ...pair, level: 4, questionCount: 2, timeLimitMinutes: 4 } };
    generation.push({ status: 429, message: 'rate limited' });
    const limited = await admin.fetch('/api/admin/generation/sets', body);
    expect(limited.status).toBe(502);
    expect(await errorCode(limited)).toBe('AI_PROVIDER_ERROR');

    generation.push({ content: '{"questions": [' }, { content: 'nope' }, { content: '{}' });
    const malformed = await admin.fetch('/api/admin/generation/sets', body);
    expect(malformed.status).toBe(502);
    const rows = await app.db
      .select()
      .from(questions)
      .where(and(eq(questions.examType, pair.examType), eq(questions.subject, pair.subject)));
    expect(rows).toHaveLength(0);
  });

  it('refuses a count or time limit out of range', async () => {
    const res = await admin.fetch('/api/admin/generation/sets', economicsSet({ questionCount: 0 }));
    expect(res.status).toBe(400);
  });
});
