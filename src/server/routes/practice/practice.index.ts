import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../context';
import { requireUser } from '../../auth/middleware';
import { userCtxOf } from '../../lib/ctx';
import { validate } from '../../lib/validate';
import { toAvailableExamCode, toSubjectCode } from '../../../domain/catalogue';
import { levelField } from '../../../domain/question-rules';
import { OPTION_KEYS } from '../../../domain/questions';
import { listLevels } from '../../services/practice/list-levels';
import { listSubjects } from '../../services/practice/list-subjects';
import { practiceAttempt } from '../../services/practice/practice-kind';
import { startAttempt } from '../../services/attempts/start-attempt';
import { readAttempt, readLatestResult } from '../../services/attempts/read-attempt';
import { saveAnswers } from '../../services/attempts/save-answers';
import { submitAttempt } from '../../services/attempts/submit-attempt';
import { submittedResult } from '../../services/attempts/attempt-views';
import { reportQuestion } from '../../services/reports/report-question';
import { listAttemptReports } from '../../services/reports/list-attempt-reports';
import { reportBodySchema } from '../../../domain/question-reports';

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
const questionId = z.string().check(z.uuid());
const answerKey = z.enum(OPTION_KEYS);

const examParams = z.object({ examType });
const subjectParams = z.object({ examType, subject });
const levelParams = z.object({ examType, subject, level: levelField });
const attemptParams = z.object({ id: z.string().check(z.uuid('Quiz attempt not found.')) });
const startBody = z.object({ examType, subject, level: levelField });
const saveBody = z.object({ answers: z.record(questionId, z.nullable(answerKey)) });
const submitBody = z.object({ answers: z.optional(z.record(questionId, answerKey)) });
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
  .post('/quizzes', validate('json', startBody), async (c) => {
    const input = c.req.valid('json');
    return c.json(await startAttempt({ ctx: userCtxOf(c), kind: practiceAttempt, input }), 201);
  })
  .get('/quizzes/:id', validate('param', attemptParams), async (c) => {
    const input = { attemptId: c.req.valid('param').id };
    return c.json(await readAttempt({ ctx: userCtxOf(c), kind: practiceAttempt, input }));
  })
  .put(
    '/quizzes/:id/answers',
    validate('param', attemptParams),
    validate('json', saveBody),
    async (c) => {
      const input = { attemptId: c.req.valid('param').id, answers: c.req.valid('json').answers };
      return c.json(await saveAnswers({ ctx: userCtxOf(c), kind: practiceAttempt, input }));
    },
  )
  .post(
    '/quizzes/:id/submit',
    validate('param', attemptParams),
    validate('json', submitBody),
    async (c) => {
      const input = { attemptId: c.req.valid('param').id, answers: c.req.valid('json').answers };
      const ctx = userCtxOf(c);
      const format = submittedResult;
      return c.json(await submitAttempt({ ctx, kind: practiceAttempt, input, format }));
    },
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
