import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { userCtxOf } from '../../lib/ctx';
import { validate } from '../../lib/validate';
import { examTypeField, subjectField } from '../../../domain/question-rules';
import { OPTION_KEYS } from '../../../domain/questions';
import { getMistakes } from '../../services/mistakes/get-mistakes';
import { startRetry } from '../../services/mistakes/start-retry';
import { retryAttempt } from '../../services/mistakes/retry-kind';
import { readAttempt } from '../../services/attempts/read-attempt';
import { saveAnswers } from '../../services/attempts/save-answers';
import { submitAttempt } from '../../services/attempts/submit-attempt';

const questionId = z.string().check(z.uuid());
const answerKey = z.enum(OPTION_KEYS);

const subjectParams = z.object({ examType: examTypeField, subject: subjectField });
const attemptParams = z.object({ id: z.string().check(z.uuid('Quiz attempt not found.')) });
const startBody = z.object({ examType: examTypeField, subject: subjectField });
const saveBody = z.object({ answers: z.record(questionId, z.nullable(answerKey)) });
const submitBody = z.object({ answers: z.optional(z.record(questionId, answerKey)) });

/**
 * Retry my mistakes (issue 10): what a subject's retry quiz would be, and its attempts — the
 * attempts engine with the retry kind, the same calls as a practice quiz's.
 */
export const mistakesRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/exams/:examType/subjects/:subject', validate('param', subjectParams), async (c) =>
    c.json(await getMistakes({ ctx: userCtxOf(c), input: c.req.valid('param') })),
  )
  .post('/quizzes', validate('json', startBody), async (c) =>
    c.json(await startRetry({ ctx: userCtxOf(c), input: c.req.valid('json') }), 201),
  )
  .get('/quizzes/:id', validate('param', attemptParams), async (c) => {
    const input = { attemptId: c.req.valid('param').id };
    return c.json(await readAttempt({ ctx: userCtxOf(c), kind: retryAttempt, input }));
  })
  .put(
    '/quizzes/:id/answers',
    validate('param', attemptParams),
    validate('json', saveBody),
    async (c) => {
      const input = { attemptId: c.req.valid('param').id, answers: c.req.valid('json').answers };
      return c.json(await saveAnswers({ ctx: userCtxOf(c), kind: retryAttempt, input }));
    },
  )
  .post(
    '/quizzes/:id/submit',
    validate('param', attemptParams),
    validate('json', submitBody),
    // The whole result, texts included: a retry quiz is at most 20 questions and off the hot
    // path, so the phone needs no merge with what it showed (practice's submit leaves them out).
    async (c) => {
      const input = { attemptId: c.req.valid('param').id, answers: c.req.valid('json').answers };
      return c.json(await submitAttempt({ ctx: userCtxOf(c), kind: retryAttempt, input }));
    },
  );
