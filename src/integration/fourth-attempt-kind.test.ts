import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { hc } from 'hono/client';
import * as z from 'zod/mini';
import { eq } from 'drizzle-orm';
import { notifications } from '../server/db/schema';
import type { AppEnv } from '../server/http/app-env';
import { loadActor } from '../server/http/auth-middleware';
import { AppError, errorBody } from '../server/lib/errors';
import { attemptRoutes } from '../server/routes/attempts/attempt-routes';
import { createTestApp, type TestApp, type TestUser } from '../server/testing/test-app';
import { addQuestions, clearLevel, uniqueLevel } from '../server/testing/practice-fixtures';
import { mockExamKind } from '../server/testing/mock-exam-kind';
import { attemptClient } from '../web/components/quiz/api/attempt-client';
import { ApiError } from '../web/lib/api-client';

/**
 * ADR 0037's promise: a fourth attempt kind gets its HTTP routes and its web client by declaring
 * the kind. Here the kind is the tests' "mock exam" (src/server/testing/mock-exam-kind.ts) and
 * its start body; the route factory gives it start, read, autosave and submit over real HTTP on
 * the test database, and the web's attempt client, built from `hc<typeof app>`, takes a mock exam
 * through them as the phone would. Nothing else is written for the kind. (Server and web meet in
 * this folder only: elsewhere lint keeps them apart.)
 */
const startBody = z.object({
  paper: z.string().check(z.minLength(1)),
  minutes: z.number().check(z.int(), z.gte(1)),
});

let testApp: TestApp;
let student: TestUser;
let key: Map<string, string>;
let url: string;
let close: () => Promise<void>;
let mocks: ReturnType<typeof clientOf>;

/** The kind's face in a small app: the request's deps and signed-in actor, our error answers. */
function faceApp(deps: TestApp['deps'], level: Parameters<typeof mockExamKind>[0]) {
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', deps);
      c.set('actor', null);
      await next();
    })
    .use('*', loadActor)
    .route('/mock-exams', attemptRoutes({ kind: mockExamKind(level), start: { body: startBody } }));
  app.onError((err, c) =>
    err instanceof AppError
      ? c.json(errorBody(err.code, err.message, err.details), err.status)
      : c.json(errorBody('INTERNAL', String(err)), 500),
  );
  return app;
}

/** The web's attempt client for the kind, calling as the signed-in student's browser. */
function clientOf(url: string, browser: TestUser['client']) {
  const api = hc<ReturnType<typeof faceApp>>(url, {
    fetch: async (input: RequestInfo | URL, init: RequestInit = {}) =>
      browser.fetch(String(input), {
        method: init.method,
        headers: Object.fromEntries(new Headers(init.headers)),
        body: typeof init.body === 'string' ? init.body : undefined,
      }),
  });
  return attemptClient(api['mock-exams']);
}

beforeAll(async () => {
  testApp = await createTestApp();
  student = await testApp.createUser();
  const level = uniqueLevel();
  await clearLevel(testApp.db, level);
  const bank = await addQuestions(testApp.db, level, 6);
  key = new Map(bank.map((q) => [q.id, q.correctAnswer]));

  const server = createAdaptorServer({ fetch: faceApp(testApp.deps, level).fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
  mocks = clientOf(url, student.client);
});
afterAll(async () => {
  await close?.();
  await testApp?.close();
});

const wrong = (answer: string) => (answer === 'A' ? 'B' : 'A');

describe('a fourth attempt kind, declared in a test', () => {
  it('starts, saves, submits and reads through the factory routes and the web client', async () => {
    const started = await mocks.start({ paper: `p-${Date.now()}`, minutes: 5 });
    expect(started.status).toBe('in_progress');
    expect(started.questions).toHaveLength(4);
    expect(typeof started.clockOffsetMs).toBe('number');
    expect(JSON.stringify(started)).not.toMatch(/correctAnswer|SECRET-EXPLANATION/);
    const id = started.attemptId;
    const [q1, q2, q3, q4] = started.questions.map((q) => q.id) as [string, ...string[]];

    // Autosave (null clears), and the keepalive save a hidden page sends.
    await mocks.save(id, { [q1]: key.get(q1) as 'A', [q2!]: 'C' });
    await mocks.save(id, { [q2!]: null });
    mocks.saveOnExit(id, { [q2!]: wrong(key.get(q2!)!) as 'A' });
    await expect
      .poll(async () => {
        const read = await mocks.read(id);
        return read.status === 'in_progress' ? Object.keys(read.answers).length : 0;
      })
      .toBe(2);

    const running = await mocks.read(id);
    expect(running).toMatchObject({ status: 'in_progress', attemptId: id });
    expect(JSON.stringify(running)).not.toMatch(/correctAnswer|SECRET-EXPLANATION/);

    // q1 right, q2 wrong (saved), q3 right (sent with the submit), q4 unanswered: 2 of 4.
    const submitted = await mocks.submit(id, { [q3!]: key.get(q3!) as 'A' });
    expect(submitted).toMatchObject({ status: 'completed', score: 50, correctAnswers: 2 });
    expect(submitted.questions.find((q) => q.id === q4)?.selected).toBeNull();

    const read = await mocks.read(id);
    expect(read).toMatchObject({ status: 'completed', score: 50 });
    expect(await mocks.resume(id)).toEqual(read);
    expect(await mocks.submit(id, {})).toEqual(submitted); // a second submit changes nothing

    // The kind's own close effect ran once, in the submit's statement.
    const effects = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, student.id));
    expect(effects.filter((n) => n.description === 'Score 50%')).toHaveLength(1);
  });

  it('answers failures as the web reads every answer: an ApiError with its stable code', async () => {
    const started = await mocks.start({ paper: `q-${Date.now()}`, minutes: 5 });
    await mocks.submit(started.attemptId, {});
    const closed = await mocks.save(started.attemptId, {}).catch((e: unknown) => e);
    expect(closed).toBeInstanceOf(ApiError);
    expect(closed).toMatchObject({ status: 409, code: 'ATTEMPT_CLOSED' });
    await expect(mocks.read(crypto.randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(mocks.start({ paper: '', minutes: 5 })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    // Another signed-in student finds no such attempt; a visitor is asked to sign in.
    const stranger = clientOf(url, (await testApp.createUser()).client);
    await expect(stranger.read(started.attemptId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const visitor = clientOf(url, testApp.newClient());
    await expect(visitor.read(started.attemptId)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });
});
