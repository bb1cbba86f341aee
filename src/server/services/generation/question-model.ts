import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, NoObjectGeneratedError, Output, APICallError } from 'ai';
import { z } from 'zod';
import type { Env } from '../../env';

/** Tokens one call used, as the endpoint reported them. */
export type TokenUsage = { inputTokens: number; outputTokens: number };

/**
 * The one small interface generation needs (issue 13 item 1): a structured answer from any
 * OpenAI-compatible endpoint, validated with zod. Endpoints that ignore JSON schema still get
 * the schema in the prompt; an answer that does not fit is asked again, at most
 * `INVALID_OUTPUT_RETRIES` times, then the call fails with ModelOutputError.
 */
export type QuestionModel = {
  /** The model name stored with each question. */
  readonly model: string;
  object<T>(request: {
    system: string;
    prompt: string;
    schema: z.ZodType<T>;
    schemaName: string;
    /** A running total the call adds its tokens to, also when it fails after answering. */
    usage?: TokenUsage;
    /** Stops the call (the server is stopping), besides the configured timeout. */
    abortSignal?: AbortSignal;
  }): Promise<{ value: T; usage: TokenUsage }>;
};

/** Answers that do not fit the schema are asked again this many times. */
export const INVALID_OUTPUT_RETRIES = 2;

/** The model answered, but never with JSON that fits the schema. */
export class ModelOutputError extends Error {}

/** The endpoint refused or failed (429, 5xx, timeout…); `retryable` for the caller's backoff. */
export class ModelCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
    /** The endpoint's Retry-After, in seconds, when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** What to set, in one sentence, when generation is not configured. */
export const NOT_CONFIGURED_TEXT =
  'AI question generation is not set up on this server: set AI_BASE_URL and AI_MODEL (and AI_API_KEY if the endpoint needs one), then restart.';

/** One model client per configuration (a process's env): the routes and the bulk runner share it. */
const models = new WeakMap<Env, QuestionModel | null>();
export function questionModelFor(env: Env): QuestionModel | null {
  if (!models.has(env)) models.set(env, questionModelFromEnv(env));
  return models.get(env)!;
}

export function questionModelFromEnv(env: Env): QuestionModel | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  // The SDK warns on every call that a schema cannot go in response_format without structured
  // outputs; we know, and send it in the prompt instead (this turns the SDK's warnings off).
  globalThis.AI_SDK_LOG_WARNINGS = false;
  const provider = createOpenAICompatible({
    name: 'preparena-ai',
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    supportsStructuredOutputs: env.AI_STRUCTURED_OUTPUTS,
  });
  const languageModel = provider.chatModel(env.AI_MODEL);
  const timeoutMs = env.AI_TIMEOUT_SECONDS * 1000;
  return {
    model: env.AI_MODEL,
    async object({ system, prompt, schema, schemaName, usage: total, abortSignal }) {
      // The schema in the prompt too: without structured outputs the SDK sends only
      // response_format json_object (STACK-NOTES).
      const withSchema = `${prompt}\n\nAnswer with one JSON object only, matching this JSON schema:\n${JSON.stringify(z.toJSONSchema(schema))}`;
      const usage: TokenUsage = { inputTokens: 0, outputTokens: 0 };
      const count = (u: { inputTokens?: number; outputTokens?: number } | undefined) => {
        usage.inputTokens += u?.inputTokens ?? 0;
        usage.outputTokens += u?.outputTokens ?? 0;
        if (total) {
          total.inputTokens += u?.inputTokens ?? 0;
          total.outputTokens += u?.outputTokens ?? 0;
        }
      };
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await generateText({
            model: languageModel,
            system,
            prompt: withSchema,
            output: Output.object({ schema, name: schemaName }),
            // Our caller retries 429/5xx with its own backoff and rate limit.
            maxRetries: 0,
            abortSignal: abortSignal
              ? AbortSignal.any([abortSignal, AbortSignal.timeout(timeoutMs)])
              : AbortSignal.timeout(timeoutMs),
          });
          count(result.usage);
          return { value: result.output as z.infer<typeof schema>, usage };
        } catch (error) {
          if (NoObjectGeneratedError.isInstance(error)) {
            count(error.usage);
            if (attempt < INVALID_OUTPUT_RETRIES) continue;
            throw new ModelOutputError(
              `The model did not answer with valid JSON after ${attempt + 1} tries.`,
            );
          }
          throw callError(error);
        }
      }
    },
  };
}

function callError(error: unknown): ModelCallError {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? null;
    const retryable = status === 429 || (status !== null && status >= 500);
    const retryAfter = Number(error.responseHeaders?.['retry-after']);
    return new ModelCallError(
      `The model endpoint answered ${status ?? 'with an error'}: ${error.message}`.slice(0, 300),
      status,
      retryable,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new ModelCallError('The model endpoint did not answer in time.', null, true);
  const message = error instanceof Error ? error.message : 'Unknown error';
  return new ModelCallError(message.slice(0, 300), null, true);
}
