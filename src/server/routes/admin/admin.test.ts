import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { roleOf as storedRoleOf, setRoleOf } from '../../testing/admin-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const roleOf = (userId: string) => storedRoleOf(app.db, userId);

describe('GET /api/admin/summary', () => {
  it('is 401 signed out', async () => {
    const res = await app.request('/api/admin/summary');
    expect(res.status).toBe(401);
    expect(await errorCode(res)).toBe('UNAUTHENTICATED');
  });

  it('is 403 for a student', async () => {
    const { client } = await app.createUser();
    const res = await client.fetch('/api/admin/summary');
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('FORBIDDEN');
  });

  it('is 200 for an admin, with the headline counts', async () => {
    const { client } = await app.createUser({ role: 'admin' });
    const res = await client.fetch('/api/admin/summary');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, number>;
    expect(body.users).toBeGreaterThanOrEqual(1);
    expect(body.admins).toBeGreaterThanOrEqual(1);
    for (const key of ['activeQuestions', 'pendingQuestions', 'activeSettings'])
      expect(typeof body[key]).toBe('number');
  });

  it('guards every admin path, even unknown ones, before anything else', async () => {
    const { client } = await app.createUser();
    expect((await client.fetch('/api/admin/anything')).status).toBe(403);
    expect((await app.request('/api/admin/anything', { method: 'POST', json: {} })).status).toBe(
      401,
    );
  });

  it('loses admin access as soon as the role is revoked', async () => {
    const { id, client } = await app.createUser({ role: 'admin' });
    expect((await client.fetch('/api/admin/summary')).status).toBe(200);
    await setRoleOf(app.db, id, 'student');
    expect((await client.fetch('/api/admin/summary')).status).toBe(403);
  });
});

describe('a student cannot make itself an admin', () => {
  it('update-user ignores or rejects a role field', async () => {
    const { id, client } = await app.createUser();
    for (const body of [
      { role: 'admin' },
      { name: 'Still Me', role: 'admin' },
      { roles: ['admin'], isAdmin: true },
    ]) {
      const res = await client.fetch('/api/auth/update-user', { json: body });
      expect(res.status).toBeLessThan(500);
      expect(await roleOf(id)).toBe('student');
    }
    expect((await client.fetch('/api/admin/summary')).status).toBe(403);
    expect(await (await client.fetch('/api/me')).json()).toMatchObject({ role: 'student' });
  });

  it('no endpoint sets a role', async () => {
    const { id, client } = await app.createUser();
    const attempts: [string, string][] = [
      ['POST', '/api/auth/admin/set-role'],
      ['POST', '/api/me'],
      ['PATCH', '/api/me'],
      ['PUT', '/api/me/role'],
      ['POST', '/api/admin/roles'],
      ['POST', '/api/auth/sign-up/email'],
    ];
    for (const [method, path] of attempts) {
      const res = await client.fetch(path, { method, json: { userId: id, role: 'admin' } });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(await roleOf(id)).toBe('student');
    }
  });
});
