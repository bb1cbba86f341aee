import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import {
  topicCreateSchema,
  topicFilterSchema,
  topicPatchSchema,
} from '../../../domain/admin-rules';
import { createTopic, deleteTopic, listTopics, updateTopic } from '../../services/admin/topics';
import { idParam, validate } from '../../lib/validate';

/** Topics tab: /api/admin/topics. */
export const topicRoutes = new Hono<AppEnv>()
  .get('/', validate('query', topicFilterSchema), async (c) =>
    c.json(await listTopics({ db: c.var.deps.db, input: c.req.valid('query') })),
  )
  .post('/', validate('json', topicCreateSchema), async (c) =>
    c.json(await createTopic({ db: c.var.deps.db, input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', topicPatchSchema), async (c) =>
    c.json(
      await updateTopic({
        db: c.var.deps.db,
        input: { id: idParam(c, 'topic'), patch: c.req.valid('json') },
      }),
    ),
  )
  .delete('/:id', async (c) => {
    await deleteTopic({ db: c.var.deps.db, input: { id: idParam(c, 'topic') } });
    return c.body(null, 204);
  });
