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
const routesCallServices = {
  target: './src/server/routes',
  from: './src/server/db',
  message: 'Routes call services; only services touch the database (fixtures: src/server/testing).',
};

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
  // One-way dependencies: domain ← server, domain ← web; routes → services → db; web features
  // never import each other; the web app reaches the server for types only.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, boundaries },
    settings: {
      // Files import-x may parse while following imports (no-cycle); the default is JS only.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [resolver],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...zones, routesCallServices] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10 }],
      'boundaries/no-type-cycle': ['error', { maxDepth: 10 }],
    },
  },
  {
    // API tests arrange and inspect rows directly; the routes they test do not.
    files: ['src/server/routes/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
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
