// Proves the dependency boundaries hold (ADR 0013): plants one violation per rule in a copy of
// the repo, lints the planted files with the real eslint.config.js and expects each to fail on
// its first line with the named rule, while the planted legitimate imports pass.
// Run: node --import tsx scripts/check-boundaries.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

type Case = { name: string; file: string; code: string; rule: string | null };

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
};

const other = "import { getOther } from '";
const violation = (name: string, file: string, code: string, rule: string): Case => ({
  name,
  file,
  code,
  rule,
});
const legit = (name: string, file: string, code: string): Case => ({
  name,
  file,
  code,
  rule: null,
});
const paths = 'import-x/no-restricted-paths';

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
];

function plantedCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preparena-boundaries-'));
  for (const entry of ['src', 'eslint.config.js', 'tsconfig.json', 'package.json', 'scripts/lint'])
    fs.cpSync(path.join(repo, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const files = { ...targets, ...Object.fromEntries(cases.map((c) => [c.file, c.code])) };
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  return dir;
}

const started = performance.now();
const dir = plantedCopy();
let misses = 0;
try {
  for (const needed of ['src/server/db/schema', 'src/server/db/client.ts'])
    if (!fs.existsSync(path.join(dir, needed)))
      throw new Error(`${needed} is gone: update the check`);
  const eslint = new ESLint({ cwd: dir });
  const results = await eslint.lintFiles(cases.map((c) => path.join(dir, c.file)));
  const byFile = new Map(results.map((r) => [path.relative(dir, r.filePath), r.messages]));
  for (const c of cases) {
    const messages = byFile.get(c.file) ?? [];
    const hit =
      c.rule === null
        ? messages.length === 0
        : messages.some((m) => m.ruleId === c.rule && m.line === 1 && m.severity === 2);
    if (!hit) misses++;
    const expected = c.rule ?? 'passes';
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
