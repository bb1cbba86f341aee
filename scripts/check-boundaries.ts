// Proves the dependency boundaries hold (ADR 0013): plants one violation per rule in a copy of
// the repo, lints the planted files with the real eslint.config.js and expects each to fail on
// its first line with the named rule, while the planted legitimate imports pass.
// Run: node --import tsx scripts/check-boundaries.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

/** Each expected report: the rule and the line it must be on. None: the file must lint clean. */
type Case = { name: string; file: string; code: string; expect: [rule: string, line: number][] };

const repo = path.resolve(import.meta.dirname, '..');

// Targets the planted files import. Two features of our own, so the check does not depend on
// what the real features contain (zones are generated from the folder listing at config load).
const targets: Record<string, string> = {
  'src/web/features/planted-a/api/get-thing.ts': 'export const getThing = () => 1;\n',
  'src/web/features/planted-b/api/get-other.ts': 'export const getOther = () => 2;\n',
  'src/server/planted/service.ts': 'export type Thing = { id: string };\nexport const thing = 1;\n',
  'src/web/app/planted-route.ts': 'export const route = 1;\n',
  'src/web/lib/planted-util.ts': 'export const util = 1;\n',
  'src/domain/planted-cycle-b.ts': "import { a } from './planted-cycle-a';\nexport const b = a;\n",
  'src/domain/planted-type-cycle-b.ts':
    "import type { A } from './planted-type-cycle-a';\nexport const b = (x: A) => x;\n",
  // One file in each server layer (ADR 0036), for the planted imports between layers.
  'src/server/lib/planted-lib.ts': 'export type Lib = { lib: true };\nexport const lib = 1;\n',
  'src/server/db/planted-db.ts': 'export type Row = { id: string };\nexport const row = 1;\n',
  'src/server/services/planted/planted-service.ts':
    'export type Svc = { svc: true };\nexport const svc = 1;\n',
  'src/server/auth/planted-auth.ts': 'export type Au = { au: true };\nexport const au = 1;\n',
  'src/server/http/planted-http.ts': 'export type Ht = { ht: true };\nexport const ht = 1;\n',
  'src/server/routes/planted/planted-route.ts':
    'export type Rt = { rt: true };\nexport const rt = 1;\n',
  'src/server/planted-app.ts': 'export const app = 1;\n',
  // A service that hands the schema on, and one that re-exports a table by name.
  'src/server/services/planted/leaky-star.ts': "export * from '../../db/schema';\n",
  'src/server/services/planted/leaky-named.ts':
    "import { quizAttempts } from '../../db/schema';\nexport { quizAttempts as attempts };\n",
  // Two admin rooms and a kit file of our own (ADR 0038); rooms are read from the folder listing.
  'src/web/features/admin/planted-room-a/api/get-a.ts': 'export const getA = () => 1;\n',
  'src/web/features/admin/planted-room-b/api/get-b.ts': 'export const getB = () => 2;\n',
  'src/web/features/admin/kit/planted-kit.ts': 'export const kit = 1;\n',
};

const other = "import { getOther } from '";
/** A violation reported by `rule` on line 1, or at each [rule, line] given instead. */
const violation = (
  name: string,
  file: string,
  code: string,
  rule: string | [string, number][],
): Case => ({ name, file, code, expect: typeof rule === 'string' ? [[rule, 1]] : rule });
const legit = (name: string, file: string, code: string): Case => ({
  name,
  file,
  code,
  expect: [],
});
const paths = 'boundaries/no-restricted-paths';
const origins = 'boundaries/no-restricted-origins';
const reexport = 'boundaries/no-reexport';
const dbHandle = 'boundaries/no-db-handle';

/** A lower server layer importing a higher one: `import type` (or a value) of its planted file. */
const upward = (from: string, file: string, target: string, typeOnly = true): Case =>
  violation(
    `${from} → ${target.split('/').slice(-2).join('/')}${typeOnly ? ' (type only)' : ''}`,
    file,
    typeOnly
      ? `import type * as up from '${target}';\nexport type Up = typeof up;\n`
      : `import * as up from '${target}';\nexport const x = up;\n`,
    paths,
  );

const cases: Case[] = [
  // The seven the regex rules missed.
  violation(
    'feature → feature through ../../../features/<b>',
    'src/web/features/planted-a/components/deep.ts',
    `${other}../../../features/planted-b/api/get-other';\nexport const x = getOther;\n`,
    paths,
  ),
  violation(
    'file directly in a feature folder → another feature',
    'src/web/features/planted-a/top-level.ts',
    `${other}../planted-b/api/get-other';\nexport const x = getOther;\n`,
    paths,
  ),
  violation(
    'dynamic import() of another feature',
    'src/web/features/planted-a/components/lazy.ts',
    "export const load = () => import('../../planted-b/api/get-other');\n",
    paths,
  ),
  violation(
    'domain → node builtin fs',
    'src/domain/planted-fs.ts',
    "import { readFileSync } from 'fs';\nexport const read = readFileSync;\n",
    'import-x/no-nodejs-modules',
  ),
  violation(
    'domain → @tanstack/react-query',
    'src/domain/planted-react-query.ts',
    "import { QueryClient } from '@tanstack/react-query';\nexport const c = QueryClient;\n",
    paths,
  ),
  violation(
    'domain → better-auth',
    'src/domain/planted-better-auth.ts',
    "import { betterAuth } from 'better-auth';\nexport const a = betterAuth;\n",
    paths,
  ),
  violation(
    'route → db/schema',
    'src/server/routes/planted/planted-schema.ts',
    "import * as schema from '../../db/schema';\nexport const s = schema;\n",
    paths,
  ),
  // The rest of the thirteen.
  violation(
    'web → server value import',
    'src/web/lib/planted-value.ts',
    "import { thing } from '../../server/planted/service';\nexport const x = thing;\n",
    'boundaries/no-restricted-value-paths',
  ),
  violation(
    'server → web',
    'src/server/planted/uses-web.ts',
    "import { util } from '../../web/lib/planted-util';\nexport const x = util;\n",
    paths,
  ),
  violation(
    'domain → server',
    'src/domain/planted-server.ts',
    "import { thing } from '../server/planted/service';\nexport const x = thing;\n",
    paths,
  ),
  violation(
    'feature → feature through ../../<b>',
    'src/web/features/planted-a/components/sibling.ts',
    `${other}../../planted-b/api/get-other';\nexport const x = getOther;\n`,
    paths,
  ),
  violation(
    'shared component → feature',
    'src/web/components/planted-card.ts',
    "import { getThing } from '../features/planted-a/api/get-thing';\nexport const x = getThing;\n",
    paths,
  ),
  violation(
    'feature → app',
    'src/web/features/planted-a/components/uses-app.ts',
    "import { route } from '../../../app/planted-route';\nexport const x = route;\n",
    paths,
  ),
  violation(
    'import cycle among planted files',
    'src/domain/planted-cycle-a.ts',
    "import { b } from './planted-cycle-b';\nexport const a = 1;\nexport const useB = () => b;\n",
    'import-x/no-cycle',
  ),
  // Beyond the thirteen: the same rules for the other ways in.
  violation(
    'import cycle closed by a type-only import',
    'src/domain/planted-type-cycle-a.ts',
    "import { b } from './planted-type-cycle-b';\nexport type A = { n: number };\nexport const useB = () => b;\n",
    'boundaries/no-type-cycle',
  ),
  violation(
    'route → db client (type only)',
    'src/server/routes/planted/planted-client.ts',
    "import type * as client from '../../db/client';\nexport type Db = typeof client;\n",
    paths,
  ),
  violation(
    'domain → server (type only)',
    'src/domain/planted-server-type.ts',
    "import type { Thing } from '../server/planted/service';\nexport type X = Thing;\n",
    paths,
  ),
  violation(
    'domain → node:path',
    'src/domain/planted-node-path.ts',
    "import path from 'node:path';\nexport const join = path.join;\n",
    'import-x/no-nodejs-modules',
  ),
  violation(
    'web → server through dynamic import()',
    'src/web/lib/planted-dynamic.ts',
    "export const load = () => import('../../server/planted/service');\n",
    'boundaries/no-restricted-value-paths',
  ),
  violation(
    'shared lib → app',
    'src/web/lib/planted-app.ts',
    "import { route } from '../app/planted-route';\nexport const x = route;\n",
    paths,
  ),
  // One way to read an answer (ADR 0039): only lib/api-client.ts reads bodies and calls fetch.
  violation(
    'web reads an answer by hand with .json()',
    'src/web/features/planted-a/api/hand-read.ts',
    'export const read = async (res: Response) => (await res.json()) as { id: string };\n',
    'no-restricted-syntax',
  ),
  violation(
    'web calls fetch instead of the typed client',
    'src/web/lib/planted-fetch.ts',
    "export const get = () => fetch('/api/session');\n",
    'no-restricted-globals',
  ),
  violation(
    'web drops a failure with .catch(() => {})',
    'src/web/features/planted-a/api/dropped.ts',
    'export const send = (call: Promise<unknown>) => void call.catch(() => {});\n',
    'no-restricted-syntax',
  ),
  violation(
    'web sends a request and never reads its answer',
    'src/web/features/planted-a/api/unread.ts',
    'export const mark = (me: { $post(): Promise<Response> }) => void me.$post();\n',
    'no-restricted-syntax',
  ),
  // Issue 22: the four the zones missed.
  violation(
    'route runs SQL on ctxOf(c).db',
    'src/server/routes/planted/planted-sql.ts',
    "import { sql } from 'drizzle-orm';\nimport { ctxOf } from '../../http/ctx-of';\n" +
      'type C = Parameters<typeof ctxOf>[0];\n' +
      'export const probe = (c: C) => ctxOf(c).db.execute(sql`select 1`);\n',
    [
      [paths, 1],
      [dbHandle, 4],
    ],
  ),
  violation(
    "route → a table through a service's `export * from '…/db/schema'`",
    'src/server/routes/planted/planted-star-table.ts',
    "import { quizAttempts } from '../../services/planted/leaky-star';\nexport const t = quizAttempts;\n",
    origins,
  ),
  violation(
    'domain → server through a `typeof import()` type query',
    'src/domain/planted-type-query.ts',
    "export type Thing = typeof import('../server/planted/service');\n",
    paths,
  ),
  violation(
    'service → route',
    'src/server/services/planted/uses-route.ts',
    "import { rt } from '../../routes/planted/planted-route';\nexport const x = rt;\n",
    paths,
  ),
  // The same holes by the other ways in.
  violation(
    'route → a table a service re-exports under another name',
    'src/server/routes/planted/planted-named-table.ts',
    "import { attempts } from '../../services/planted/leaky-named';\nexport const t = attempts;\n",
    origins,
  ),
  violation(
    "route → a service's schema re-export as a namespace",
    'src/server/routes/planted/planted-namespace-table.ts',
    "import * as leak from '../../services/planted/leaky-star';\nexport const t = leak;\n",
    origins,
  ),
  violation(
    'route destructures the database handle',
    'src/server/routes/planted/planted-destructure.ts',
    'export const take = (deps: { db: unknown }) => {\n  const { db } = deps;\n  return db;\n};\n',
    [[dbHandle, 2]],
  ),
  violation(
    "route reads deps['db']",
    'src/server/routes/planted/planted-bracket.ts',
    "export const take = (deps: { db: unknown }) => deps['db'];\n",
    dbHandle,
  ),
  violation(
    'route → db client by a `typeof import()` type query',
    'src/server/routes/planted/planted-type-query.ts',
    "export type Db = typeof import('../../db/client');\n",
    paths,
  ),
  violation(
    'service → drizzle schema re-export (export *)',
    'src/server/services/planted/reexports-star.ts',
    "export * from '../../db/schema';\n",
    reexport,
  ),
  violation(
    'service → a table re-exported by name',
    'src/server/services/planted/reexports-named.ts',
    "export { quizAttempts } from '../../db/schema';\n",
    reexport,
  ),
  violation(
    'service → an imported table handed on',
    'src/server/services/planted/reexports-local.ts',
    "import { attempts } from './leaky-named';\nexport { attempts as t };\n",
    [[reexport, 2]],
  ),
  // One plant per layer zone: each lower layer importing each layer above it.
  upward('lib', 'src/server/lib/planted-up-db.ts', '../db/planted-db'),
  upward('lib', 'src/server/lib/planted-up-service.ts', '../services/planted/planted-service'),
  upward('lib', 'src/server/lib/planted-up-http.ts', '../http/planted-http'),
  upward('db', 'src/server/db/planted-up-service.ts', '../services/planted/planted-service'),
  upward('db', 'src/server/db/planted-up-route.ts', '../routes/planted/planted-route', false),
  upward('services', 'src/server/services/planted/up-auth.ts', '../../auth/planted-auth'),
  upward('services', 'src/server/services/planted/up-http.ts', '../../http/planted-http'),
  upward('auth', 'src/server/auth/planted-up-http.ts', '../http/planted-http'),
  upward('auth', 'src/server/auth/planted-up-route.ts', '../routes/planted/planted-route'),
  upward('http', 'src/server/http/planted-up-route.ts', '../routes/planted/planted-route'),
  upward('routes', 'src/server/routes/planted/up-app.ts', '../../planted-app', false),
  upward('env.ts', 'src/server/env.ts', './db/planted-db'),
  violation(
    'service → hono',
    'src/server/services/planted/uses-hono.ts',
    "import { Hono } from 'hono';\nexport const h = Hono;\n",
    paths,
  ),
  // Admin rooms (ADR 0038): a room imports its own files and the kit; the kit no room.
  violation(
    'admin room → another admin room',
    'src/web/features/admin/planted-room-a/components/cross.ts',
    "import { getB } from '../../planted-room-b/api/get-b';\nexport const x = getB;\n",
    paths,
  ),
  violation(
    'admin kit → an admin room',
    'src/web/features/admin/kit/planted-uses-room.ts',
    "import { getA } from '../planted-room-a/api/get-a';\nexport const x = getA;\n",
    paths,
  ),
  legit(
    'admin room → its own files, the kit and shared web code',
    'src/web/features/admin/planted-room-a/components/own.ts',
    "import { getA } from '../api/get-a';\nimport { kit } from '../../kit/planted-kit';\n" +
      "import { util } from '../../../../lib/planted-util';\nexport const x = [getA, kit, util];\n",
  ),
  legit(
    'admin shell → the rooms',
    'src/web/features/admin/shell/planted-panel.ts',
    "import { getA } from '../planted-room-a/api/get-a';\nimport { getB } from '../planted-room-b/api/get-b';\n" +
      'export const x = [getA, getB];\n',
  ),
  // What must keep passing.
  legit(
    "a feature's own deep ../../api import",
    'src/web/features/planted-a/components/thing/own.ts',
    "import { getThing } from '../../api/get-thing';\nexport const x = getThing;\n",
  ),
  legit(
    'web import type from server',
    'src/web/lib/planted-types.ts',
    "import type { Thing } from '../../server/planted/service';\nexport type X = Thing;\n",
  ),
  legit(
    'domain → zod and papaparse',
    'src/domain/planted-pure.ts',
    "import { z } from 'zod/mini';\nimport Papa from 'papaparse';\nexport const s = [z.string(), Papa.parse];\n",
  ),
  legit(
    'web reads with readJson, sends with fireAndForget, stubs an answer with Response.json',
    'src/web/features/planted-a/api/reads.ts',
    "import { api, fireAndForget, readJson } from '../../../lib/api-client';\n" +
      'export const get = async () => readJson(await api.session.$get());\n' +
      'export const mark = () => fireAndForget(api.me.welcomed.$post());\n' +
      'export const stub = () => Response.json({ me: null }, { status: 200 });\n',
  ),
  legit(
    'feature → shared lib',
    'src/web/features/planted-a/components/uses-lib.ts',
    "import { util } from '../../../lib/planted-util';\nexport const x = util;\n",
  ),
  legit(
    'each server layer → the layers below it',
    'src/server/routes/planted/downward.ts',
    "import { ht } from '../../http/planted-http';\nimport { au } from '../../auth/planted-auth';\n" +
      "import { svc } from '../../services/planted/planted-service';\nimport { lib } from '../../lib/planted-lib';\n" +
      'export const x = [ht, au, svc, lib];\n',
  ),
  legit(
    'service → db, lib and its own context',
    'src/server/services/planted/downward.ts',
    "import { quizAttempts } from '../../db/schema';\nimport type { Ctx } from '../context';\n" +
      "import { lib } from '../../lib/planted-lib';\n" +
      'export const first = (ctx: Ctx) => ctx.db.select().from(quizAttempts).limit(lib);\n',
  ),
  legit(
    'http → services and auth; the app → routes',
    'src/server/planted-main.ts',
    "import { ht } from './http/planted-http';\nimport { rt } from './routes/planted/planted-route';\n" +
      'export const x = [ht, rt];\n',
  ),
  legit(
    'a route → a service verb and its exported types',
    'src/server/routes/planted/calls-service.ts',
    "import { getDiagram } from '../../services/diagrams/get-diagram';\nimport { ctxOf } from '../../http/ctx-of';\n" +
      "import type { Svc } from '../../services/planted/planted-service';\n" +
      'type C = Parameters<typeof ctxOf>[0];\n' +
      "export const run = (c: C, _s?: Svc) => getDiagram({ ctx: ctxOf(c), input: { id: 'x' } });\n",
  ),
  legit(
    'an API test arranges rows with the database',
    'src/server/routes/planted/planted.test.ts',
    "import { quizAttempts } from '../../db/schema';\nimport type { Db } from '../../db/client';\n" +
      'export const rows = (app: { db: Db }) => app.db.select().from(quizAttempts);\n',
  ),
  legit(
    'domain → domain by a `typeof import()` type query',
    'src/domain/planted-own-query.ts',
    "export type Pure = typeof import('./planted-pure');\n",
  ),
];

function plantedCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-boundaries-'));
  for (const entry of ['src', 'eslint.config.js', 'tsconfig.json', 'package.json', 'scripts/lint'])
    fs.cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const files = { ...targets, ...Object.fromEntries(cases.map((c) => [c.file, c.code])) };
  for (const [file, planted] of Object.entries(files)) {
    // A plant over a real file (env.ts) keeps the real code after its planted first lines.
    const real = path.join(repo, file);
    const code =
      fs.existsSync(real) && !(file in targets) ? planted + fs.readFileSync(real, 'utf8') : planted;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  return dir;
}

const started = performance.now();
const dir = plantedCopy();
let misses = 0;
try {
  const needed = ['db/schema', 'db/client.ts', 'env.ts', 'http/ctx-of.ts', 'services/context.ts'];
  for (const file of needed.map((n) => `src/server/${n}`))
    if (!fs.existsSync(path.join(dir, file))) throw new Error(`${file} is gone: update the check`);
  const eslint = new ESLint({ cwd: dir });
  const results = await eslint.lintFiles(cases.map((c) => path.join(dir, c.file)));
  const byFile = new Map(results.map((r) => [path.relative(dir, r.filePath), r.messages]));
  for (const c of cases) {
    const messages = byFile.get(c.file) ?? [];
    const hit =
      c.expect.length === 0
        ? messages.length === 0
        : c.expect.every(([rule, line]) =>
            messages.some((m) => m.ruleId === rule && m.line === line && m.severity === 2),
          );
    if (!hit) misses++;
    const expected = c.expect.map(([rule, line]) => `${rule}@${line}`).join(' + ') || 'passes';
    const got = messages.map((m) => `${m.ruleId ?? 'fatal'}@${m.line}: ${m.message}`).join('; ');
    console.log(
      `${hit ? 'ok  ' : 'MISS'} ${c.name} — ${expected}${hit ? '' : ` (got: ${got || 'nothing'})`}`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${cases.length - misses} passed, ${misses} failed (${seconds} s)`);
process.exitCode = misses === 0 ? 0 : 1;
