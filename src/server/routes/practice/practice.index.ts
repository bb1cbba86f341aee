import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { toAvailableExamCode, toSubjectCode } from '../../../domain/catalogue';
import { levelField } from '../../../domain/question-rules';
import { listLevels } from '../../services/practice/list-levels';
import { listSubjects } from '../../services/practice/list-subjects';
import { practiceAttempt } from '../../services/practice/practice-kind';
import { readLatestResult } from '../../services/attempts/read-attempt';
import { submittedResult } from '../../services/attempts/attempt-views';
import { reportQuestion } from '../../services/reports/report-question';
import { listAttemptReports } from '../../services/reports/list-attempt-reports';
import { reportBodySchema } from '../../../domain/question-reports';
import { attemptParams, attemptRoutes } from '../attempts/attempt-routes';

const INVALID = 'Invalid quiz parameters';

/** An exam or subject as the URL or body names it (aliases too), as its canonical code. */
const code = (toCode: (v: string | undefined) => string | null | undefined) =>
  z.pipe(
    z.string(INVALID),
    z.transform((v, ctx) => {
      const c = toCode(v);
      if (!c) ctx.issues.push({ code: 'custom', message: INVALID, input: v });
      return c ?? '';
    }),
  );
const examType = code(toAvailableExamCode);
const subject = code(toSubjectCode);

const examParams = z.object({ examType });
const subjectParams = z.object({ examType, subject });
const levelParams = z.object({ examType, subject, level: levelField });
const startBody = z.object({ examType, subject, level: levelField });
const questionParams = z.object({ id: z.string().check(z.uuid('No such question.')) });

/**
 * Student practice: subjects, levels, and quiz attempts decided by the server (the attempts
 * engine with the practice kind). The URL says "quizzes"; in code a student's quiz is an attempt.
 */
export const practiceRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/exams/:examType/subjects', validate('param', examParams), async (c) =>
    c.json(await listSubjects({ ctx: userCtxOf(c), input: c.req.valid('param') })),
  )
  .get('/exams/:examType/subjects/:subject/levels', validate('param', subjectParams), async (c) =>
    c.json(await listLevels({ ctx: userCtxOf(c), input: c.req.valid('param') })),
  )
  // The submit leaves out the texts and options the phone already holds (ADR 0011).
  .route(
    '/quizzes',
    attemptRoutes({
      kind: practiceAttempt,
      start: { body: startBody },
      submitted: submittedResult,
    }),
  )
  .get('/quizzes/:id/reports', validate('param', attemptParams), async (c) => {
    const input = { attemptId: c.req.valid('param').id };
    return c.json(await listAttemptReports({ ctx: userCtxOf(c), input }));
  })
  .get('/results/:examType/:subject/:level', validate('param', levelParams), async (c) => {
    const input = { target: practiceAttempt.target(c.req.valid('param')) };
    return c.json(await readLatestResult({ ctx: userCtxOf(c), kind: practiceAttempt, input }));
  })
  // "Report a problem" from a results review (issue 13 item 7).
  .post(
    '/questions/:id/reports',
    validate('param', questionParams),
    validate('json', reportBodySchema),
    async (c) => {
      const input = { questionId: c.req.valid('param').id, ...c.req.valid('json') };
      return c.json(await reportQuestion({ ctx: userCtxOf(c), input }), 201);
    },
  );
