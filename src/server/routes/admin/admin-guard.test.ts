import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, type TestApp, type TestClient, type TestUser } from '../../testing/test-app';
import { startAppWithAdminAndStudent } from '../../testing/app-with-users';

const ID = '00000000-0000-4000-8000-000000000000';

/** Every admin endpoint (method, path): each must refuse signed-out and student callers. */
const ROUTES: [string, string][] = [
  ['GET', '/api/admin/summary'],
  ['GET', '/api/admin/exam-settings'],
  ['POST', '/api/admin/exam-settings'],
  ['PATCH', `/api/admin/exam-settings/${ID}`],
  ['GET', '/api/admin/questions?examType=jamb&subject=mathematics'],
  ['POST', '/api/admin/questions'],
  ['PATCH', `/api/admin/questions/${ID}`],
  ['POST', `/api/admin/questions/${ID}/approve`],
  ['POST', `/api/admin/questions/${ID}/active`],
  ['DELETE', `/api/admin/questions/${ID}`],
  ['GET', '/api/admin/questions/export?examType=jamb&subject=mathematics'],
  ['GET', '/api/admin/questions/pending'],
  ['POST', '/api/admin/questions/upload'],
  ['GET', '/api/admin/blueprints'],
  ['POST', '/api/admin/blueprints'],
  ['PATCH', `/api/admin/blueprints/${ID}`],
  ['DELETE', `/api/admin/blueprints/${ID}`],
  ['GET', '/api/admin/topics'],
  ['GET', '/api/admin/topics/page'],
  ['POST', '/api/admin/topics'],
  ['PATCH', `/api/admin/topics/${ID}`],
  ['DELETE', `/api/admin/topics/${ID}`],
];

let app: TestApp;
let student: TestClient;
let admin: TestClient;
beforeAll(async () => {
  let studentUser: TestUser;
  ({ app, admin, student: studentUser } = await startAppWithAdminAndStudent());
  student = studentUser.client;
});
afterAll(() => app?.close());

const send = (client: TestClient, method: string, path: string) =>
  client.fetch(path, method === 'GET' || method === 'DELETE' ? { method } : { method, json: {} });

describe.each(ROUTES)('%s %s', (method, path) => {
  it('is 401 signed out, 403 for a student, and reached by an admin', async () => {
    const out = await send(app.newClient(), method, path);
    expect(out.status).toBe(401);
    expect(await errorCode(out)).toBe('UNAUTHENTICATED');

    const asStudent = await send(student, method, path);
    expect(asStudent.status).toBe(403);
    expect(await errorCode(asStudent)).toBe('FORBIDDEN');

    // The admin gets past the guard: whatever the answer, it is the route's own (not 401/403).
    const asAdmin = await send(admin, method, path);
    expect([401, 403]).not.toContain(asAdmin.status);
    expect(asAdmin.status).toBeLessThan(500);
  });
});
