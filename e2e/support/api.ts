import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readState } from './state';

/** Whatever holds a cookie jar: a page, a browser context, or a request context of its own. */
export type Client = Page | BrowserContext | APIRequestContext;

/** Better Auth and the app refuse a cookie POST that does not carry the app's own Origin. */
export const originHeaders = (baseURL = readState().baseURL) => ({
  origin: new URL(baseURL).origin,
});

type Call = {
  /** The JSON body, if any. */
  data?: unknown;
  /** Or a form's fields and files (as Playwright's `multipart`). */
  multipart?: NonNullable<Parameters<APIRequestContext['fetch']>[1]>['multipart'];
  /** The status the answer must have: 200 unless said. */
  status?: number;
  /** The server to talk to: the client's own baseURL (the shared e2e server) unless given. */
  baseURL?: string;
};

/**
 * One API call the way a signed-in browser makes it (the client's cookies and the app's Origin),
 * for the set-up steps a journey is not about: checks the status (the answer's text is the
 * failure message) and returns the parsed JSON answer.
 */
export async function api<T = unknown>(
  who: Client,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  { data, multipart, status = 200, baseURL }: Call = {},
): Promise<T> {
  const request = 'request' in who ? who.request : who;
  const res = await request.fetch(baseURL ? new URL(path, baseURL).href : path, {
    method,
    headers: originHeaders(baseURL),
    data,
    multipart,
  });
  const body = await res.text();
  expect(res.status(), `${method} ${path}: ${body}`).toBe(status);
  return (body ? JSON.parse(body) : undefined) as T;
}
