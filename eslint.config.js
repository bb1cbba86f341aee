import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import boundaries from './scripts/lint/boundaries-plugin.js';

// Boundaries are checked on resolved file paths, never on import text (ADR 0013); the planted
// violations in scripts/check-boundaries.ts prove each rule still fires.
const root = import.meta.dirname;
const resolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
});
const features = fs
  .readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The only packages the pure domain may use (vitest for its tests). Anything else — I/O,
// frameworks, auth, the database — belongs to the server or the web app.
const domainPackages = ['zod', 'papaparse', 'vitest'];

const zones = [
  {
    target: './src/domain',
    from: '.',
    except: ['./src/domain', './node_modules'],
    message: 'The domain is pure: it imports only src/domain.',
  },
  {
    target: './src/domain',
    // Absolute glob: packages resolve to their real path, wherever node_modules lives.
    from: ['/**/node_modules/**'],
    except: domainPackages.map((name) => `/**/node_modules/${name}/**`),
    message: `The domain has no I/O or framework: its packages are ${domainPackages.join(', ')}.`,
  },
  { target: './src/server', from: './src/web', message: 'The server never imports web code.' },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; share through components/ or lib/.',
  })),
  // Admin in rooms (ADR 0038): a room imports its own files and admin/kit; the kit imports no
  // room; only admin/shell (the panel) composes the rooms.
  ...fs
    .readdirSync(path.join(root, 'src/web/features/admin'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shell')
    .map(({ name }) => ({
      target: `./src/web/features/admin/${name}`,
      from: './src/web/features/admin',
      except: name === 'kit' ? ['./kit'] : [`./${name}`, './kit'],
      message:
        name === 'kit'
          ? 'The admin kit serves every room and imports none (ADR 0038).'
          : 'An admin room imports only its own files and admin/kit (ADR 0038).',
    })),
  {
    target: ['./src/web/components', './src/web/lib', './src/web/config'],
    from: ['./src/web/features', './src/web/app'],
    message: 'Shared web code never imports features or app (shared → features → app).',
  },
  {
    target: './src/web/features',
    from: './src/web/app',
    message: 'Features never import app (shared → features → app).',
  },
];

// The server's layers, lowest first (ADR 0036). A file imports its own layer and those below it,
// never one above, type imports and `typeof import('…')` included. Above them all: app.ts,
// server.ts, main.ts, background.ts, cluster.ts, competition-clock.ts, cli/ and testing/.
// Tests are consumers, at the top whatever their folder: the layer zones skip `*.test.ts`.
const serverLayers = [
  { name: 'lib', paths: ['./lib', './env.ts'], holds: 'errors, logger, env and pure helpers' },
  { name: 'db', paths: ['./db'], holds: 'tables, client and SQL helpers' },
  { name: 'services', paths: ['./services'], holds: 'verbs, the only code on the database' },
  { name: 'auth', paths: ['./auth'], holds: 'Better Auth, sessions and throttles' },
  { name: 'http', paths: ['./http'], holds: 'AppEnv/Deps, middleware, request → service ctx' },
  { name: 'routes', paths: ['./routes'], holds: 'HTTP contracts and thin handlers' },
];
const inServer = (p) => `./${path.posix.join('src/server', p)}`;
const layerZones = serverLayers.map((layer, i) => ({
  target: layer.paths.map(inServer),
  from: './src/server',
  except: serverLayers.slice(0, i + 1).flatMap((l) => l.paths),
  message: `Server layers run one way (ADR 0036): ${layer.name} (${layer.holds}) imports only ${serverLayers
    .slice(0, i + 1)
    .map((l) => l.name)
    .join(', ')}.`,
}));
const packages = (...names) => names.map((name) => `/**/node_modules/${name}/**`);
const serverZones = [
  ...layerZones,
  {
    target: './src/server/routes',
    from: './src/server/db',
    message:
      'Routes call services; only services touch the database (fixtures: src/server/testing).',
  },
  {
    target: './src/server/routes',
    from: packages('drizzle-orm', 'drizzle-zod', 'pg', '@electric-sql'),
    message: 'Routes call services; a route never builds SQL (ADR 0036).',
  },
  {
    target: ['lib', 'db', 'services', 'auth'].map(inServer),
    from: packages('hono', '@hono'),
    message: 'HTTP stays in http/ and routes/: the layers below know no request (ADR 0036).',
  },
];
// What routes may not reach even through another file's re-export, and what no file hands on.
const dbZones = [
  {
    target: './src/server/routes',
    from: './src/server/db',
    message: 'Routes call services; only services touch the database (ADR 0036).',
  },
];
const noDbReexport = [
  {
    target: ['lib', 'services', 'auth', 'http'].map(inServer),
    from: './src/server/db',
    message: 'Only db/ exports tables and the client; return rows, not the schema (ADR 0036).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // One-way dependencies: domain ← server, domain ← web; the server's layers one way (below);
  // web features never import each other; the web app reaches the server for types only.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // Files import-x may parse while following imports (no-cycle); the default is JS only.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [resolver],
    },
    rules: {
      // import-x's zones, also applied to `typeof import('…')` (scripts/lint/boundaries-plugin.js).
      'boundaries/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10 }],
      'boundaries/no-type-cycle': ['error', { maxDepth: 10 }],
    },
  },
  {
    // API tests arrange and inspect rows directly; the code they test does not.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...zones, ...serverZones] },
      ],
      'boundaries/no-reexport': ['error', { basePath: root, zones: noDbReexport }],
    },
  },
  {
    // Handlers get services, not the database: no handle by name, no table through a re-export.
    files: ['src/server/routes/**/*.ts'],
    ignores: ['src/server/routes/**/*.test.ts'],
    rules: {
      'boundaries/no-db-handle': 'error',
      'boundaries/no-restricted-origins': ['error', { basePath: root, zones: dbZones }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'boundaries/no-restricted-value-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app imports server code for types only (`import type`).',
            },
          ],
        },
      ],
      // Under verbatimModuleSyntax `import { type X } from '…'` still loads the module at run
      // time; `import type { X }` is erased, so server code stays out of the bundle.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  // One way to read an answer (ADR 0039): lib/api-client.ts alone calls fetch and reads bodies
  // (readJson, readNoContent, fireAndForget); everything else goes through the typed client.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/api-client.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='json'][arguments.length=0]",
          message: 'Read an answer with readJson (lib/api-client.ts), never by hand (ADR 0039).',
        },
        {
          selector:
            "CallExpression[callee.property.name='catch'] > ArrowFunctionExpression.arguments[body.type='BlockStatement'][body.body.length=0]",
          message:
            'A request nobody waits for goes through fireAndForget (lib/api-client.ts); other failures are handled, not dropped (ADR 0039).',
        },
        {
          // A typed-client call whose answer is dropped: a statement, awaited or `void`ed.
          selector: [
            'ExpressionStatement > CallExpression',
            'ExpressionStatement > AwaitExpression > CallExpression',
            "UnaryExpression[operator='void'] > CallExpression",
          ]
            .map((call) => `${call}[callee.property.name=/^\\$(get|post|put|patch|delete)$/]`)
            .join(', '),
          message:
            'An answer nobody reads: pass it to readJson or readNoContent, or send it with fireAndForget (ADR 0039).',
        },
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the API through the typed client `api` (lib/api-client.ts) (ADR 0039).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through the typed client `api` (lib/api-client.ts) (ADR 0039).',
        })),
      ],
    },
  },
);
