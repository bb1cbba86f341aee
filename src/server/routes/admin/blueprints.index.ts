import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { blueprintCreateSchema, blueprintPatchSchema } from '../../../domain/admin-rules';
import { createBlueprint } from '../../services/admin/create-blueprint';
import { deleteBlueprint } from '../../services/admin/delete-blueprint';
import { listBlueprints } from '../../services/admin/list-blueprints';
import { updateBlueprint } from '../../services/admin/update-blueprint';
import { ctxOf } from '../../http/ctx-of';
import { idParam, validate } from '../../http/validate';

/** Blueprints tab: /api/admin/blueprints. */
export const blueprintRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listBlueprints({ ctx: ctxOf(c) })))
  .post('/', validate('json', blueprintCreateSchema), async (c) =>
    c.json(await createBlueprint({ ctx: ctxOf(c), input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', blueprintPatchSchema), async (c) =>
    c.json(
      await updateBlueprint({
        ctx: ctxOf(c),
        input: { id: idParam(c, 'blueprint'), patch: c.req.valid('json') },
      }),
    ),
  )
  .delete('/:id', async (c) => {
    await deleteBlueprint({ ctx: ctxOf(c), input: { id: idParam(c, 'blueprint') } });
    return c.body(null, 204);
  });
