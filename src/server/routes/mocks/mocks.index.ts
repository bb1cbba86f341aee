import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { examTypeField, subjectField } from '../../../domain/question-rules';
import type { MockExam } from '../../../domain/mock-exams';
import type { JsonText } from '../../lib/json-text';
import type { UserCtx } from '../../services/context';
import { startAttempt } from '../../services/attempts/start-attempt';
import { getMockOverview } from '../../services/mocks/get-mock-overview';
import { mockAttempt } from '../../services/mocks/mock-kind';
import type { MockInput } from '../../services/mocks/mock-gate';
import { mockResult, submittedMock, type RunningMock } from '../../services/mocks/mock-results';
import { saveMockTime } from '../../services/mocks/save-mock-time';
import { attemptParams, attemptRoutes } from '../attempts/attempt-routes';

/** A paper to start: the exam and its subjects (JAMB: Use of English and three more). */
const startBody = z.object({
  // JAMB, WAEC and NECO are exactly the exams students practise (AVAILABLE_EXAM_CODES).
  exam: z.pipe(
    examTypeField,
    z.transform((exam: z.output<typeof examTypeField>) => exam as MockExam),
  ),
  subjects: z.array(subjectField).check(z.minLength(1), z.maxLength(8)),
});

/** The device's seconds per subject tab (informational; the server caps them). */
const timeBody = z.object({
  seconds: z.record(
    z.string().check(z.minLength(1), z.maxLength(40)),
    z.number().check(z.int(), z.gte(0), z.lte(24 * 3600)),
  ),
});

/** A mock start answers with its paper (every mock plan stores one). */
const startMock = ({ ctx, input }: { ctx: UserCtx; input: MockInput }) =>
  startAttempt({ ctx, kind: mockAttempt, input }) as Promise<RunningMock | JsonText<RunningMock>>;

/**
 * Mock exams (issue 23): the overview (exams, subjects the bank can fill, the allowance, the open
 * paper, the history) and the papers — the attempts engine with the mock kind: start or resume,
 * read, autosave, submit (each subject's score, and the keys and explanations without the texts
 * the phone holds; a submitted paper's read is the full review), plus the time per subject.
 */
export const mockRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await getMockOverview({ ctx: userCtxOf(c) })))
  .route(
    '/papers',
    attemptRoutes({
      kind: mockAttempt,
      result: mockResult,
      submitted: submittedMock,
      start: { body: startBody, run: startMock },
    }),
  )
  .put(
    '/papers/:id/time',
    validate('param', attemptParams),
    validate('json', timeBody),
    async (c) => {
      const input = { attemptId: c.req.valid('param').id, seconds: c.req.valid('json').seconds };
      await saveMockTime({ ctx: userCtxOf(c), input });
      return c.body(null, 204);
    },
  );
