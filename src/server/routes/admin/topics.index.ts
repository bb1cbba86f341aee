import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import {
  topicCreateSchema,
  topicFilterSchema,
  topicPageQuerySchema,
  topicPatchSchema,
} from '../../../domain/admin-rules';
import { createTopic } from '../../services/admin/create-topic';
import { deleteTopic } from '../../services/admin/delete-topic';
import { listTopicPage, listTopics } from '../../services/admin/list-topics';
import { updateTopic } from '../../services/admin/update-topic';
import { ctxOf } from '../../http/ctx-of';
import { idParam, validate } from '../../http/validate';

/**
 * Topics tab: /api/admin/topics. GET / is every topic of a filter (the question form's picker);
 * GET /page is one page of them, as the Topics tab shows them.
 */
export const topicRoutes = new Hono<AppEnv>()
  .get('/', validate('query', topicFilterSchema), async (c) =>
    c.json(await listTopics({ ctx: ctxOf(c), input: c.req.valid('query') })),
  )
  .get('/page', validate('query', topicPageQuerySchema), async (c) =>
    c.json(await listTopicPage({ ctx: ctxOf(c), input: c.req.valid('query') })),
  )
  .post('/', validate('json', topicCreateSchema), async (c) =>
    c.json(await createTopic({ ctx: ctxOf(c), input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', topicPatchSchema), async (c) =>
    c.json(
      await updateTopic({
        ctx: ctxOf(c),
        input: { id: idParam(c, 'topic'), patch: c.req.valid('json') },
      }),
    ),
  )
  .delete('/:id', async (c) => {
    await deleteTopic({ ctx: ctxOf(c), input: { id: idParam(c, 'topic') } });
    return c.body(null, 204);
  });
