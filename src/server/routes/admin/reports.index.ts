import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { ctxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { listReportedQuestions } from '../../services/reports/list-reported-questions';
import { resolveReports } from '../../services/reports/resolve-reports';

const questionParams = z.object({ questionId: z.string().check(z.uuid('No such question.')) });

/**
 * Reported questions (issue 13 item 7): /api/admin/reports. GET / lists questions with open
 * reports; the admin edits a question through /api/admin/questions/:id, then marks it fixed
 * (reporters are notified) or dismisses its reports.
 */
export const reportRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listReportedQuestions({ ctx: ctxOf(c) })))
  .post('/:questionId/fix', validate('param', questionParams), async (c) => {
    const input = { questionId: c.req.valid('param').questionId, outcome: 'fixed' as const };
    return c.json(await resolveReports({ ctx: ctxOf(c), input }));
  })
  .post('/:questionId/dismiss', validate('param', questionParams), async (c) => {
    const input = { questionId: c.req.valid('param').questionId, outcome: 'dismissed' as const };
    return c.json(await resolveReports({ ctx: ctxOf(c), input }));
  });
