import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import * as z from 'zod/mini';
import {
  generationDefaultsQuerySchema,
  generationRequestSchema,
} from '../../../domain/admin-rules';
import { AppError } from '../../lib/errors';
import { ctxOf, userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { generateSet } from '../../services/generation/generate-set';
import { generationDefaults } from '../../services/generation/generation-defaults';
import {
  ModelCallError,
  ModelOutputError,
  NOT_CONFIGURED_TEXT,
  questionModelFor,
} from '../../services/generation/question-model';
import {
  controlBulkJob,
  createBulkJob,
  getLatestBulkJob,
} from '../../services/generation/bulk-jobs';
import {
  JOB_MESSAGES,
  bulkJobRequestSchema,
  jobActionSchema,
} from '../../../domain/generation-jobs';

const modelOf = questionModelFor;
const jobParams = z.object({ id: z.string().check(z.uuid(JOB_MESSAGES.notFound)) });

/** Question generation, admins only (issue 13): /api/admin/generation. */
export const generationRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    const model = modelOf(c.var.deps.env);
    return c.json({
      configured: model !== null,
      model: model?.model ?? null,
      message: model ? null : NOT_CONFIGURED_TEXT,
    });
  })
  .get('/defaults', validate('query', generationDefaultsQuerySchema), async (c) =>
    c.json(await generationDefaults({ ctx: ctxOf(c), input: c.req.valid('query') })),
  )
  .post('/sets', validate('json', generationRequestSchema), async (c) => {
    try {
      const result = await generateSet({
        ctx: ctxOf(c),
        model: modelOf(c.var.deps.env),
        input: c.req.valid('json'),
      });
      return c.json(result, 201);
    } catch (error) {
      if (error instanceof ModelCallError || error instanceof ModelOutputError)
        throw new AppError('AI_PROVIDER_ERROR', `Generation failed: ${error.message}`);
      throw error;
    }
  })
  // Bulk generation (issue 13 item 4): the latest job's progress, start one, pause/resume/cancel.
  .get('/jobs/latest', async (c) => c.json({ job: await getLatestBulkJob({ ctx: ctxOf(c) }) }))
  .post('/jobs', validate('json', bulkJobRequestSchema), async (c) => {
    if (!modelOf(c.var.deps.env)) throw new AppError('AI_NOT_CONFIGURED', NOT_CONFIGURED_TEXT);
    return c.json(await createBulkJob({ ctx: userCtxOf(c), input: c.req.valid('json') }), 201);
  })
  .post(
    '/jobs/:id/actions',
    validate('param', jobParams),
    validate('json', jobActionSchema),
    async (c) => {
      const input = { jobId: c.req.valid('param').id, action: c.req.valid('json').action };
      return c.json(await controlBulkJob({ ctx: ctxOf(c), input }));
    },
  );
