/**
 * Production build: the web app with Vite into dist/web, and the server bundled with esbuild into
 * dist/server (one ESM file, packages left external) so it starts without a TypeScript loader.
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const only = process.argv[2]; // 'web' | 'server' | undefined (both)

if (!only || only === 'web') {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
if (!only || only === 'server') {
  rmSync('dist/server', { recursive: true, force: true });
  mkdirSync('dist/server', { recursive: true });
  await build({
    entryPoints: {
      main: 'src/server/main.ts',
      admin: 'src/server/cli/admin.ts',
      seed: 'src/server/cli/seed.ts',
      migrate: 'src/server/cli/migrate.ts',
      // A worker thread's own file (services/diagrams/svg-worker-pool.ts finds it beside these).
      'svg-worker': 'src/server/services/diagrams/svg-worker.ts',
    },
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
}
