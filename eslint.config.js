import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const typeOnly = (group, message) => ({ group, message, allowTypeImports: true });

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
  // One-way dependencies: domain ← server, domain ← web; web reaches the server for types only.
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**'],
              message: 'domain is pure: it imports neither server nor web.',
            },
            {
              group: ['node:*', 'react', 'hono', 'drizzle-orm*', 'pg', '@electric-sql/*'],
              message: 'domain has no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**'], message: 'The server never imports web code.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [typeOnly(['**/server/**'], 'The web app imports server code for types only.')],
        },
      ],
    },
  },
  // Features never import each other (shared → features → app).
  {
    files: ['src/web/features/*/*/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            typeOnly(['**/server/**'], 'The web app imports server code for types only.'),
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)',
              message: 'A feature must not import another feature.',
            },
            { regex: '/app/', message: 'Features must not import from app/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            typeOnly(['**/server/**'], 'The web app imports server code for types only.'),
            {
              group: ['**/features/**', '**/app/**'],
              message: 'Shared code must not import features or app.',
            },
          ],
        },
      ],
    },
  },
);
