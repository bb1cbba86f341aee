import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import type { Env } from '../../env';
import {
  generationDefaultsQuerySchema,
  generationRequestSchema,
} from '../../../domain/admin-rules';
import { AppError } from '../../lib/errors';
import { ctxOf } from '../../lib/ctx';
import { validate } from '../../lib/validate';
import { generateSet } from '../../services/generation/generate-set';
import { generationDefaults } from '../../services/generation/generation-defaults';
import {
  ModelCallError,
  ModelOutputError,
  NOT_CONFIGURED_TEXT,
  questionModelFromEnv,
  type QuestionModel,
} from '../../services/generation/question-model';

/** One model client per configuration (the process's env). */
const models = new WeakMap<Env, QuestionModel | null>();
function modelOf(env: Env): QuestionModel | null {
  if (!models.has(env)) models.set(env, questionModelFromEnv(env));
  return models.get(env)!;
}

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
  });
