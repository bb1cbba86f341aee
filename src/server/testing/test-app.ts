import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';
import { loadEnv, type Env } from '../env';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { SessionCache } from '../auth/session-cache';
import { createMailer } from '../services/email/mailer';
import { createLogger } from '../lib/logger';
import type { Role } from '../services/accounts/get-role';
import { setRoleByEmail } from '../services/accounts/set-role-by-email';
import { emailOutbox, user } from '../db/schema';
import type { Db } from '../db/client';
import type { Deps } from '../http/app-env';
import { getTestDatabase } from './test-db';
import { CookieJar, httpFetch, randomLoopbackAddress, type RequestOptions } from './http-client';

export type TestClient = {
  /** The loopback address this "browser" connects from (its client IP for rate limits). */
  ip: string;
  cookies: CookieJar;
  /** Sends `origin` (Better Auth wants it) and the jar's cookies; stores Set-Cookie. */
  fetch: (path: string, init?: RequestOptions) => Promise<Response>;
  /** GETs a URL and follows redirects while they stay on the app's origin. */
  follow: (url: string) => Promise<{ response: Response; url: string; chain: string[] }>;
};

export type TestUser = {
  id: string;
  email: string;
  password: string;
  name: string;
  client: TestClient;
};
export type Credentials = { email: string; password: string };

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnop';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${crypto.randomBytes(5).toString('hex')}@example.test`;
}

/**
 * The real app (Better Auth, middleware, routes, outbox mailer) on the worker's test database,
 * listening on a free port over real HTTP. The port is taken before the env is built so APP_URL,
 * Better Auth's base URL and its trusted origin are the address tests actually call.
 */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const database = await getTestDatabase();
  const db = database.db;
  let handle: (req: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503 });
  const server = createAdaptorServer({ fetch: (req, env) => handle(req, env) });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  const env: Env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    BETTER_AUTH_SECRET: TEST_SECRET,
    NO_DEMO_USERS: '1',
    LOG_LEVEL: 'silent',
    SIGN_IN_RATE_LIMIT: '1000',
    SIGN_IN_ADDRESS_RATE_LIMIT: '1000',
    ...overrides,
  });
  const log = createLogger(env.LOG_LEVEL);
  const mailer = await createMailer({ from: env.MAIL_FROM, db, log });
  const sessions = new SessionCache();
  const auth = createAuth({ env, db, mailer, log, secret: TEST_SECRET, sessions });
  const deps: Deps = { env, db, auth, log, sessions, mailer };
  handle = createApp(deps).fetch;

  /** A simulated browser: its own cookie jar (optionally a copy of another's) and client IP. */
  function newClient(jar?: CookieJar): TestClient {
    const ip = randomLoopbackAddress();
    const cookies = jar?.clone() ?? new CookieJar();
    const send = async (target: string, init: RequestOptions = {}) => {
      const headers: Record<string, string> = { origin: url, ...init.headers };
      const cookie = cookies.header();
      if (cookie) headers.cookie = cookie;
      const response = await httpFetch(new URL(target, url).toString(), {
        ...init,
        headers,
        localAddress: ip,
      });
      cookies.store(response);
      return response;
    };
    return {
      ip,
      cookies,
      fetch: send,
      follow: async (start) => {
        const chain = [start];
        let current = start;
        let response = await send(current);
        for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
          const next = new URL(response.headers.get('location') ?? '', current);
          if (next.origin !== url) break;
          current = next.toString();
          chain.push(current);
          response = await send(current);
        }
        return { response, url: current, chain };
      },
    };
  }

  const outbox = (email: string) =>
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.createdAt));

  const signUp = (input: Credentials & { name: string }, client = newClient()) =>
    client.fetch('/api/auth/sign-up/email', { json: input });

  const signIn = (input: Credentials, client = newClient()) =>
    client.fetch('/api/auth/sign-in/email', { json: input });

  /** Opens the link of the newest e-mail to that address, as a mail client would. */
  async function followEmailLink(email: string, client = newClient()) {
    const [latest] = await outbox(email);
    const link = latest?.link ?? latest?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`No e-mail with a link for ${email}`);
    return client.follow(link);
  }

  async function createUser(
    opts: { role?: Role; name?: string; email?: string } = {},
  ): Promise<TestUser> {
    const email = opts.email ?? uniqueEmail(opts.role ?? 'student');
    const password = `pw-${crypto.randomBytes(6).toString('hex')}`;
    const name = opts.name ?? 'Test Student';
    const signedUp = await signUp({ email, password, name });
    if (signedUp.status !== 200)
      throw new Error(`sign-up ${signedUp.status}: ${await signedUp.text()}`);
    await followEmailLink(email);
    if (opts.role === 'admin')
      await setRoleByEmail({ ctx: { db, now: new Date() }, input: { email, role: 'admin' } });
    const client = newClient();
    const signedIn = await signIn({ email, password }, client);
    if (signedIn.status !== 200)
      throw new Error(`sign-in ${signedIn.status}: ${await signedIn.text()}`);
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return { id: row!.id, email, password, name, client };
  }

  return {
    url,
    env,
    db: db as Db,
    deps,
    newClient,
    /** A one-off request from a fresh client (no cookies, its own IP). */
    request: (path: string, init?: RequestOptions) => newClient().fetch(path, init),
    signUp,
    signIn,
    verifyFromOutbox: followEmailLink,
    followEmailLink,
    createUser,
    outbox,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      ),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The stable code of an error response, whichever shape it uses. */
export async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { code?: string; error?: { code?: string } };
  return body.code ?? body.error?.code;
}
