import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { JsonText } from '../lib/json-text';

/** JSON answers smaller than this are sent as they are: gzip would cost more than it saves. */
export const GZIP_MIN_BYTES = 1024;
/** zlib level for answers made per request: level 4 costs under half of the default 6 for ~8 % more bytes (PERFORMANCE.md). */
const GZIP_LEVEL = 4;

/**
 * Sends the API's JSON answers compressed in place, without web streams: `c.json` serialises
 * once, gzips with zlib when the client accepts it and the text is worth it (a quiz's questions,
 * a result), and always states the length, so the generic compress() middleware leaves JSON
 * alone (it remains for static files and Better Auth's answers). Measured on the quiz hot path:
 * hono's compress() goes through CompressionStream and a web Response per answer.
 */
export function jsonResponses(): MiddlewareHandler {
  return async (c, next) => {
    const gzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const json = c.json;
    c.json = ((
      object: unknown,
      arg?: number | ResponseInit,
      headers?: Record<string, string | string[]>,
    ) => {
      if (arg !== undefined && typeof arg !== 'number') return json(object as never, arg as never);
      const text = object instanceof JsonText ? object.text : JSON.stringify(object);
      const base = { ...headers, 'content-type': 'application/json' };
      if (!gzip || text.length < GZIP_MIN_BYTES)
        return c.body(text, arg as never, {
          ...base,
          'content-length': String(Buffer.byteLength(text)),
        });
      const zipped = zlib.gzipSync(text, { level: GZIP_LEVEL });
      return c.body(zipped, arg as never, {
        ...base,
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
        'content-length': String(zipped.length),
      });
    }) as typeof c.json;
    await next();
  };
}
