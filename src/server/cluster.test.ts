import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { usingPostgres } from './testing/test-db';
import { startServerProcesses, until, type ServerProcesses } from './testing/server-processes';

/** Several server processes exist only on PostgreSQL (the embedded database is one process's). */
describe.runIf(usingPostgres())('server processes (cluster, PostgreSQL)', () => {
  let app: TestApp;
  let server: ServerProcesses;
  let primary: ChildProcess;
  let url: string;
  const output = () => server.output();

  beforeAll(async () => {
    app = await createTestApp(); // the same database: users are made through it
    server = await startServerProcesses({ SIGN_IN_RATE_LIMIT: '1000' }, 30_000);
    ({ primary, url } = server);
  }, 40_000);

  afterAll(async () => {
    await server?.stop();
    await app?.close();
  });

  /** A request on a new connection each time: the primary hands connections out in turn. */
  function get(pathname: string, cookie: string): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get(
          new URL(pathname, url),
          { agent: false, headers: { cookie }, timeout: 5_000 },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode!));
          },
        )
        .on('timeout', () => reject(new Error(`no answer to ${pathname}`)))
        .on('error', reject);
    });
  }

  it('stops a signed-out session in every process at once, though each caches sessions', async () => {
    const user = await app.createUser();
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    for (let i = 0; i < 6; i++) expect(await get('/api/me', cookie)).toBe(200); // both processes cache it

    const out = await fetch(`${url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const after = await Promise.all(Array.from({ length: 6 }, () => get('/api/me', cookie)));
    expect(after).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('replaces a server process that dies, and keeps answering meanwhile', async () => {
    const workers = () =>
      fs
        .readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    const [victim] = workers();
    expect(workers()).toHaveLength(2);
    process.kill(victim!, 'SIGKILL');
    await until(() => /stopped \(SIGKILL\); starting a new one/.test(output()), 5_000, output);
    // The other process answers while the new one starts (a connection handed to the process in
    // the instant it died is lost with it, as with any crash; the client retries).
    for (let i = 0; i < 4; i++) expect(await get('/api/config', '')).toBe(200);
    await until(
      () => workers().length === 2 && !workers().includes(victim!),
      10_000,
      () => `${output()}\nprocesses ${workers()}`,
    );
    for (let i = 0; i < 4; i++) expect(await get('/api/config', '')).toBe(200);
  }, 20_000);

  it('shuts every process down on SIGTERM', async () => {
    const children = fs
      .readFileSync(`/proc/${primary.pid}/task/${primary.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    primary.kill('SIGTERM');
    const code = await new Promise((r) => primary.once('exit', r));
    expect(code).toBe(0);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  });
});
