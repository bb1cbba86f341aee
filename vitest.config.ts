import { defineConfig, defaultExclude } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...defaultExclude, 'e2e/**'],
    // Two cores: two forked workers. Files in a worker share one module graph (isolate: false)
    // so they share one database per worker (src/server/testing/test-db.ts) instead of paying
    // ~2 s to open and migrate a database per file.
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/server/testing/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
