import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv } from '../../env';
import { startFakeLlm, type FakeLlmReply } from '../../testing/fake-llm';
import {
  INVALID_OUTPUT_RETRIES,
  ModelCallError,
  ModelOutputError,
  questionModelFromEnv,
  type QuestionModel,
} from './question-model';

const schema = z.object({ answer: z.enum(['A', 'B', 'C', 'D']) });
const replies: FakeLlmReply[] = [];
let fake: Awaited<ReturnType<typeof startFakeLlm>>;
let model: QuestionModel;

beforeAll(async () => {
  fake = await startFakeLlm(() => replies.shift() ?? { status: 500, message: 'no reply scripted' });
  model = questionModelFromEnv(
    loadEnv({
      AI_BASE_URL: fake.url,
      AI_MODEL: 'fake-model',
      AI_API_KEY: 'k',
      AI_TIMEOUT_SECONDS: '1',
    }),
  )!;
});
afterAll(() => fake.close());

const ask = () =>
  model.object({ system: 'You grade.', prompt: 'Pick one.', schema, schemaName: 'pick' });

describe('the question model over an OpenAI-compatible endpoint', () => {
  it('is off without AI_BASE_URL and AI_MODEL', () => {
    expect(questionModelFromEnv(loadEnv({}))).toBeNull();
    expect(questionModelFromEnv(loadEnv({ AI_BASE_URL: 'http://127.0.0.1:1/v1' }))).toBeNull();
  });

  it('returns the validated object and the tokens, and puts the schema in the prompt', async () => {
    replies.push({ content: '{"answer":"C"}', inputTokens: 11, outputTokens: 7 });
    const before = fake.requests.length;
    await expect(ask()).resolves.toEqual({
      value: { answer: 'C' },
      usage: { inputTokens: 11, outputTokens: 7 },
    });
    const sent = fake.requests[before]!;
    expect(sent.model).toBe('fake-model');
    expect(sent.system).toBe('You grade.');
    expect(sent.prompt).toContain('"enum":["A","B","C","D"]');
  });

  it('asks again when the answer is malformed, a bounded number of times', async () => {
    replies.push(
      { content: 'not json' },
      { content: '{"answer":"E"}' },
      { content: '{"answer":"B"}' },
    );
    await expect(ask()).resolves.toMatchObject({ value: { answer: 'B' } });

    for (let i = 0; i <= INVALID_OUTPUT_RETRIES; i++) replies.push({ content: '{"oops":' });
    const before = fake.requests.length;
    await expect(ask()).rejects.toBeInstanceOf(ModelOutputError);
    expect(fake.requests.length - before).toBe(INVALID_OUTPUT_RETRIES + 1);
  });

  it('reports 429 and 5xx as retryable, 4xx as not, and a timeout as retryable', async () => {
    replies.push({ status: 429, message: 'slow down' });
    const limited = await ask().catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ModelCallError);
    expect(limited).toMatchObject({ status: 429, retryable: true });

    replies.push({ status: 401, message: 'bad key' });
    await expect(ask()).rejects.toMatchObject({ status: 401, retryable: false });

    replies.push({ hang: true });
    await expect(ask()).rejects.toMatchObject({ status: null, retryable: true });
  });
});
