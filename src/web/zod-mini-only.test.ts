import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app validates with `zod/mini` only (ADR 0040). One import of full `zod` anywhere in
 * what the browser loads — even through a domain module imported for one small function — put
 * zod's classic API in the admin chunk and ~6.6 KB more in the schemas chunk every signed-in
 * page downloads. This follows every relative import from the app's entry (static and lazy) and
 * names the files that import `zod` itself.
 */
const ENTRY = path.join(import.meta.dirname, 'main.tsx');
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every source file the browser can load, with the bare modules each imports. */
function webGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const stack = [ENTRY];
  while (stack.length) {
    const file = stack.pop()!;
    if (graph.has(file)) continue;
    const bare: string[] = [];
    graph.set(file, bare);
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2]!;
      if (/^import type\b|^export type\b/.test(m[0])) continue;
      if (!spec.startsWith('.')) {
        bare.push(spec);
        continue;
      }
      const next = resolve(file, spec);
      if (next && /\.tsx?$/.test(next)) stack.push(next);
    }
  }
  return graph;
}

describe('the browser loads zod/mini, never full zod', () => {
  const graph = webGraph();

  it('follows the app from its entry into the domain and every lazy page', () => {
    const files = [...graph.keys()].map((f) => path.relative(import.meta.dirname, f));
    expect(files).toContain(
      path.join('features', 'admin', 'shell', 'components', 'admin-panel.tsx'),
    );
    expect(files).toContain(path.join('..', 'domain', 'upload-preview.ts'));
    expect(graph.size).toBeGreaterThan(200);
  });

  it('no file the browser loads imports `zod`', () => {
    const offenders = [...graph]
      .filter(([, bare]) => bare.includes('zod'))
      .map(([file]) => path.relative(path.join(import.meta.dirname, '..'), file));
    expect(offenders).toEqual([]);
  });
});
