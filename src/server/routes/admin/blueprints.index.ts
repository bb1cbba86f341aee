import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { blueprintCreateSchema, blueprintPatchSchema } from '../../../domain/admin-rules';
import {
  createBlueprint,
  deleteBlueprint,
  listBlueprints,
  updateBlueprint,
} from '../../services/admin/blueprints';
import { idParam, validate } from '../../lib/validate';

/** Blueprints tab: /api/admin/blueprints. */
export const blueprintRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listBlueprints({ db: c.var.deps.db })))
  .post('/', validate('json', blueprintCreateSchema), async (c) =>
    c.json(await createBlueprint({ db: c.var.deps.db, input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', blueprintPatchSchema), async (c) =>
    c.json(
      await updateBlueprint({
        db: c.var.deps.db,
        input: { id: idParam(c, 'blueprint'), patch: c.req.valid('json') },
      }),
    ),
  )
  .delete('/:id', async (c) => {
    await deleteBlueprint({ db: c.var.deps.db, input: { id: idParam(c, 'blueprint') } });
    return c.body(null, 204);
  });
