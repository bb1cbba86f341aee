import type { ClientResponse } from 'hono/client';
import { readJson } from '../../../lib/api-client';

/**
 * Reads a typed client's 204 answer (a delete): nothing on success, else the ApiError readJson
 * makes of the failure. readJson itself would try to parse the empty body.
 */
export async function readNoContent(res: ClientResponse<unknown, number, string>): Promise<void> {
  if (!res.ok) await readJson(res);
}
