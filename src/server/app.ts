import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './http/app-env';
import { AppError, errorBody } from './lib/errors';
import { jsonResponses } from './http/json-responses';
import { originGuard } from './http/origin-guard';
import { loadActor } from './http/auth-middleware';
import { authRoutes } from './routes/auth/auth.index';
import { meRoutes } from './routes/me/me.index';
import { achievementRoutes } from './routes/achievements/achievements.index';
import { sessionRoutes } from './routes/session/session.index';
import { adminRoutes, DIAGRAM_UPLOAD_PATH, UPLOAD_PATH } from './routes/admin/admin.index';
import { imageRoutes } from './routes/images/images.index';
import { notificationRoutes } from './routes/notifications/notifications.index';
import { practiceRoutes } from './routes/practice/practice.index';
import { mistakesRoutes } from './routes/mistakes/mistakes.index';
import { mockRoutes } from './routes/mocks/mocks.index';
import { competitionRoutes } from './routes/competitions/competitions.index';
import { COMPETITION_CSV_PATH } from './routes/admin/competitions.index';
import { dashboardRoutes } from './routes/dashboard/dashboard.index';
import { publicConfigRoutes } from './routes/config/config.index';
import { statsRoutes } from './routes/stats/stats.index';
import {
  PAYSTACK_WEBHOOK_PATH,
  billingRoutes,
  planRoutes,
  webhookRoutes,
} from './routes/billing/billing.index';

/**
 * No inline script, no plugins, no framing by other sites. Inline `style` attributes stay
 * allowed: KaTeX positions every glyph with them (and React's `style` props are set through the
 * DOM, which CSP does not govern anyway).
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  // The build inlines KaTeX's smallest fonts as data: URIs.
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** API answers the same for everyone, which a browser may keep as their routes say. */
const PUBLIC_API_PATHS = new Set(['/api/config', '/api/stats']);

/** Default cap on API request bodies; upload routes set their own. */
export const API_BODY_LIMIT = 64 * 1024;

function buildApi() {
  return new Hono<AppEnv>()
    .route('/auth', authRoutes)
    .route('/config', publicConfigRoutes)
    .route('/stats', statsRoutes)
    .route('/images', imageRoutes)
    .route('/plans', planRoutes)
    .route('/webhooks', webhookRoutes)
    .use('*', loadActor)
    .route('/session', sessionRoutes)
    .route('/me', meRoutes)
    .route('/me/achievements', achievementRoutes)
    .route('/notifications', notificationRoutes)
    .route('/practice', practiceRoutes)
    .route('/mistakes', mistakesRoutes)
    .route('/mocks', mockRoutes)
    .route('/competitions', competitionRoutes)
    .route('/dashboard', dashboardRoutes)
    .route('/billing', billingRoutes)
    .route('/admin', adminRoutes);
}

/** The API's type, for the web app's typed client (hono/client). */
export type ApiType = ReturnType<typeof buildApi>;

export function createApp(deps: Deps, opts: { webRoot?: string } = {}) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('actor', null);
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    }),
  );
  app.use('/api/*', jsonResponses());
  app.use(
    '/api/*',
    originGuard({
      env: deps.env,
      log: deps.log,
      authPrefix: '/api/auth/',
      // Paystack's server posts here with no Origin; its HMAC signature is checked instead.
      exempt: [PAYSTACK_WEBHOOK_PATH],
    }),
  );
  // Answers about the signed-in user are never stored by the browser or a proxy (shared phones).
  app.use('/api/*', async (c, next) => {
    await next();
    if (!PUBLIC_API_PATHS.has(c.req.path) && !c.res.headers.has('cache-control'))
      c.res.headers.set('cache-control', 'no-store');
  });
  // Everything else (static files, Better Auth's answers, CSV exports) that has no length yet.
  app.use('*', compress());
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413),
  });
  // The question upload, the competition CSV and diagrams set their own, larger limits.
  app.use('/api/*', async (c, next) => {
    if (
      c.req.path === UPLOAD_PATH ||
      c.req.path === `${UPLOAD_PATH}/preview` ||
      c.req.path === COMPETITION_CSV_PATH ||
      c.req.path === DIAGRAM_UPLOAD_PATH ||
      c.req.method === 'GET' ||
      c.req.method === 'HEAD'
    )
      return next();
    // A stated length is checked here without touching the body: asking the request for its body
    // stream would turn Node's request into a web Request (streams, abort signal) on every call,
    // where reading it once as text does not. Chunked bodies are counted as they stream.
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.header('transfer-encoding'))
      return Number(length) > API_BODY_LIMIT
        ? c.json(errorBody('PAYLOAD_TOO_LARGE', 'The request body is too large.'), 413)
        : next();
    return apiBodyLimit(c, next);
  });
  app.route('/api', buildApi());
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'No such API endpoint.'), 404));

  if (opts.webRoot) serveWeb(app, opts.webRoot);

  app.onError((err, c) => {
    if (err instanceof AppError)
      return c.json(errorBody(err.code, err.message, err.details), err.status);
    if (err instanceof HTTPException) return err.getResponse();
    deps.log.error('Unhandled error', err);
    return c.json(errorBody('INTERNAL', 'Something went wrong.'), 500);
  });
  return app;
}

/** Serves the built web app: hashed assets cached for a year, every other path gets index.html. */
function serveWeb(app: Hono<AppEnv>, webRoot: string) {
  const indexFile = path.join(webRoot, 'index.html');
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.ico': 'image/x-icon',
    '.woff2': 'font/woff2',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
    '.txt': 'text/plain; charset=utf-8',
  };
  app.get('*', async (c) => {
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed percent-encoding (`/%E0%A4%A`, `/app/%`) names no page or file.
      return c.text('Bad request: the address is not valid.', 400);
    }
    const file = path.join(webRoot, path.normalize(rel).replace(/^(\.\.[/\\])+/, ''));
    if (
      file.startsWith(webRoot) &&
      file !== webRoot &&
      isFile(file) &&
      !file.endsWith('index.html')
    ) {
      const immutable = rel.startsWith('/assets/');
      return c.body(await fs.promises.readFile(file), 200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
    }
    return c.html(await fs.promises.readFile(indexFile, 'utf8'), 200, {
      'cache-control': 'no-cache',
    });
  });
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
