import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { examTypeField, subjectField } from '../../../domain/question-rules';
import { getMistakes } from '../../services/mistakes/get-mistakes';
import { retryAttempt } from '../../services/mistakes/retry-kind';
import { attemptRoutes } from '../attempts/attempt-routes';

const subjectParams = z.object({ examType: examTypeField, subject: subjectField });
const startBody = z.object({ examType: examTypeField, subject: subjectField });

/**
 * Retry my mistakes (issue 10): what a subject's retry quiz would be, and its attempts — the
 * attempts engine with the retry kind, the same calls as a practice quiz's.
 */
export const mistakesRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/exams/:examType/subjects/:subject', validate('param', subjectParams), async (c) =>
    c.json(await getMistakes({ ctx: userCtxOf(c), input: c.req.valid('param') })),
  )
  // The submit answers the whole result, texts included: a retry quiz is at most 20 questions
  // and off the hot path, so the phone needs no merge with what it showed (unlike practice's).
  .route('/quizzes', attemptRoutes({ kind: retryAttempt, start: { body: startBody } }));
