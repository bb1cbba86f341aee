import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { OPTION_KEYS } from '../../../domain/questions';
import type { Grade } from '../../../domain/quiz';
import type { UserCtx } from '../../services/context';
import type { AttemptKind, AttemptRow } from '../../services/attempts/attempt-kind';
import { attemptResult, type AttemptResult } from '../../services/attempts/attempt-views';
import { readAttempt } from '../../services/attempts/read-attempt';
import { saveAnswers } from '../../services/attempts/save-answers';
import { startAttempt } from '../../services/attempts/start-attempt';
import { submitAttempt, type SubmitFormat } from '../../services/attempts/submit-attempt';

/** The one set of request schemas of every kind's attempts. */
export const attemptParams = z.object({ id: z.string().check(z.uuid('Quiz attempt not found.')) });
const questionId = z.string().check(z.uuid());
const answerKey = z.enum(OPTION_KEYS);
/** Autosave: answers to merge; null clears one. */
const saveBody = z.object({ answers: z.record(questionId, z.nullable(answerKey)) });
/** Anything else a phone sends (its own idea of the time taken) is dropped: the server measures. */
const submitBody = z.object({ answers: z.optional(z.record(questionId, answerKey)) });

/** What a kind shows of its attempts over HTTP, beside the kind itself. */
export type AttemptFace<Input, Result, Submitted> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the gate is the kind's own
  kind: AttemptKind<Input, any>;
  /**
   * A submitted attempt as GET /:id answers it (default: the full review, keys included); the
   * kind's submit answers the same unless `submitted` says otherwise.
   */
  result?: (attempt: AttemptRow, graded: Grade) => Result;
  /** A shorter answer for the submit (practice leaves out the texts the phone already holds). */
  submitted?: SubmitFormat<Submitted>;
};

/** How a new attempt starts at POST /: its body (parsed into the kind's input) and its service. */
export type AttemptStart<Input, Body extends z.ZodMiniType<Input>, Started> = {
  body: Body;
  /** Default: the engine's `startAttempt` with the kind. */
  run?: (args: { ctx: UserCtx; input: Input }) => Promise<Started>;
};

/** Read, autosave and submit of one kind's attempts, by attempt id. */
function attemptFace<Input, Result, Submitted>({
  kind,
  result = attemptResult as unknown as (attempt: AttemptRow, graded: Grade) => Result,
  submitted = result as unknown as SubmitFormat<Submitted>,
}: AttemptFace<Input, Result, Submitted>) {
  return new Hono<AppEnv>()
    .get('/:id', validate('param', attemptParams), async (c) => {
      const input = { attemptId: c.req.valid('param').id };
      return c.json(await readAttempt({ ctx: userCtxOf(c), kind, input, format: result }));
    })
    .put(
      '/:id/answers',
      validate('param', attemptParams),
      validate('json', saveBody),
      async (c) => {
        const input = { attemptId: c.req.valid('param').id, answers: c.req.valid('json').answers };
        return c.json(await saveAnswers({ ctx: userCtxOf(c), kind, input }));
      },
    )
    .post(
      '/:id/submit',
      validate('param', attemptParams),
      validate('json', submitBody),
      async (c) => {
        const input = { attemptId: c.req.valid('param').id, answers: c.req.valid('json').answers };
        const ctx = userCtxOf(c);
        return c.json(await submitAttempt({ ctx, kind, input, format: submitted }));
      },
    );
}

/** The face with POST / starting (or resuming) the owner's attempt of the body's target. */
function startableFace<Input, Result, Submitted, Body extends z.ZodMiniType<Input>, Started>(
  face: AttemptFace<Input, Result, Submitted>,
  {
    body,
    run = ({ ctx, input }) =>
      startAttempt({ ctx, kind: face.kind, input }) as unknown as Promise<Started>,
  }: AttemptStart<Input, Body, Started>,
) {
  const start = new Hono<AppEnv>().post('/', validate('json', body), async (c) =>
    c.json(await run({ ctx: userCtxOf(c), input: c.req.valid('json') as Input }), 201),
  );
  return attemptFace(face).route('/', start);
}

/**
 * The HTTP face of one attempt kind (ADR 0037): GET /:id (running, overdue or the result),
 * PUT /:id/answers (autosave), POST /:id/submit, and POST / (start or resume) when the kind
 * starts from a body. The route group mounts it where its URLs say (`.route('/quizzes', …)`)
 * behind its own `requireUser`; its extras (results, reports, registration…) stay beside it.
 * Every handler acts for the signed-in owner only (`userCtxOf` refuses anyone else).
 */
export function attemptRoutes<
  Input,
  Body extends z.ZodMiniType<Input>,
  Result = AttemptResult,
  Submitted = Result,
  Started = Awaited<ReturnType<typeof startAttempt>>,
>(
  face: AttemptFace<Input, Result, Submitted> & { start: AttemptStart<Input, Body, Started> },
): ReturnType<typeof startableFace<Input, Result, Submitted, Body, Started>>;
export function attemptRoutes<Input, Result = AttemptResult, Submitted = Result>(
  face: AttemptFace<Input, Result, Submitted> & { start?: undefined },
): ReturnType<typeof attemptFace<Input, Result, Submitted>>;
export function attemptRoutes<Input, Result, Submitted>(
  face: AttemptFace<Input, Result, Submitted> & {
    start?: AttemptStart<Input, z.ZodMiniType<Input>, unknown>;
  },
) {
  return face.start ? startableFace(face, face.start) : attemptFace(face);
}
