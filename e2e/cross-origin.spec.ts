import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from './fixtures';
import { signInViaApi } from './support/users';
import { readState } from './support/state';
import { plainQuestions, questionsCsv } from './support/questions';

const stamp = Date.now().toString(36);
const PLANTED = `Planted ${stamp}: which option is right?`;
const CSV = questionsCsv(
  { examType: 'neco', subject: 'english', level: 7, topic: 'Grammar' },
  plainQuestions(1, () => PLANTED),
);

/**
 * The attack of issue 9: a page on another port of the same host (same site, so the admin's
 * SameSite=Lax cookie goes along) posts the Upload form's multipart body to the app. `no-cors`
 * needs no preflight, which is what makes it a CSRF.
 */
function attackPage(appOrigin: string): string {
  return `<!doctype html><html lang="en"><title>waiting</title><main><h1>Another site</h1></main><script>
    const form = new FormData();
    form.set('examType', 'neco');
    form.set('subject', 'english');
    form.set('level', '7');
    form.set('file', new Blob([${JSON.stringify(CSV)}], { type: 'text/csv' }), 'q.csv');
    fetch(${JSON.stringify(`${appOrigin}/api/admin/questions/upload`)}, {
      method: 'POST', body: form, credentials: 'include', mode: 'no-cors',
    }).finally(() => { document.title = 'sent'; });
  </script>`;
}

let server: http.Server;
let attackerOrigin: string;
test.beforeAll(async () => {
  const appOrigin = new URL(readState().baseURL).origin;
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(attackPage(appOrigin));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a page on another origin cannot upload questions with a signed-in admin’s cookie', async ({
  page,
}) => {
  await signInViaApi(page, readState().demoAdmin);
  const bank = async () => {
    const res = await page.request.get(
      '/api/admin/questions?examType=neco&subject=english&level=7&pageSize=100',
    );
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: { id: string; questionText: string }[] }).items;
  };
  const before = await bank();

  // The attacker's page, in the admin's browser (same cookie jar): the request goes out with
  // the admin's session cookie (same site; without the origin check it plants the question).
  // The server refuses it; the browser then hides the answer from the page
  // (Cross-Origin-Resource-Policy), so it shows as a failed request there.
  const attacker = await page.context().newPage();
  const sent = attacker.waitForEvent('requestfailed', (r) =>
    r.url().endsWith('/api/admin/questions/upload'),
  );
  await attacker.goto(attackerOrigin);
  const request = await sent;
  expect(request.method()).toBe('POST');
  await expect(attacker).toHaveTitle('sent');
  await attacker.close();

  const after = await bank();
  expect(after.map((q) => q.id).sort()).toEqual(before.map((q) => q.id).sort());
  expect(after.some((q) => q.questionText === PLANTED)).toBe(false);
});
