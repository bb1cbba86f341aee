// `npm start`: builds whatever is missing or older than the sources, then runs the server
// (which applies migrations). Plain JS so that it starts without a TypeScript loader.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const mtime = (f) => (existsSync(f) ? statSync(f).mtimeMs : 0);

const srcTime = Math.max(newest('src'), mtime('package-lock.json'), mtime('vite.config.ts'));
const stale = [
  ['web', 'dist/web/index.html'],
  ['server', 'dist/server/main.mjs'],
].filter(([, out]) => mtime(out) < srcTime);
for (const [part] of stale) {
  console.log(`Building the ${part} (missing or older than the sources)...`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', part], {
    stdio: 'inherit',
  });
}
await import('../dist/server/main.mjs');
