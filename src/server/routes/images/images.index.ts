import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { ctxOf } from '../../http/ctx-of';
import { errorBody } from '../../lib/errors';
import { getDiagram } from '../../services/diagrams/get-diagram';

/**
 * GET /api/images/<id>.webp: a question's diagram (issue 14 item 2). The name is the hash of the
 * bytes, so the answer never changes: phones and proxies keep it for a year. A diagram is part of
 * a question's stem, never of its key, and its name cannot be guessed; it needs no session.
 */
export const imageRoutes = new Hono<AppEnv>().get('/:file{[0-9a-f]{32}\\.webp}', async (c) => {
  const id = c.req.param('file').slice(0, 32);
  const etag = `"${id}"`;
  const headers = {
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  const data = await getDiagram({ ctx: ctxOf(c), input: { id } });
  if (!data) return c.json(errorBody('NOT_FOUND', 'No such image.'), 404);
  return c.body(new Uint8Array(data), 200, headers);
});
