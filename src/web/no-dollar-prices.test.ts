import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitMath } from '../domain/split-math';

/**
 * Issue 11: our students pay in naira; no dollar amount may remain in the web app (the spec's
 * "$1.00/month" upsell and "$9.99/month" gate). Every string and JSX text of src/web is checked,
 * outside comments and outside KaTeX math (`$…$` delimiters in sample content are math, not money).
 * The browser journey e2e/subscription.spec.ts checks the built bundle and the rendered pages.
 */
const ROOT = path.join(import.meta.dirname);
const MONEY = /\$\s?\d|\bUS\$|\bUSD\b|\bdollars?\b/i;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const withoutComments = (src: string) =>
  src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** String literals, template literals and JSX text of a source file. */
function texts(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g))
    out.push(m[0].slice(1, -1));
  for (const m of src.matchAll(/>([^<>{}]+)</g)) out.push(m[1]!);
  return out;
}

const moneyIn = (text: string) =>
  splitMath(text).filter((s) => s.kind === 'text' && MONEY.test(s.value));

describe('no dollar amounts in the web app', () => {
  it('finds them when they are there (the check works)', () => {
    expect(moneyIn('Only $1.00/month')).toHaveLength(1);
    expect(moneyIn('Premium $ 9.99')).toHaveLength(1);
    expect(
      texts(withoutComments('const a = <p>Pay $5 now</p>;')).some((t) => moneyIn(t).length),
    ).toBe(true);
    expect(moneyIn('Solve $x^2 = 4$ for $x$')).toHaveLength(0);
    expect(moneyIn('₦1,000 for 30 days')).toHaveLength(0);
  });

  it('has none in any string or text of src/web', () => {
    const found = files(ROOT).flatMap((file) =>
      texts(withoutComments(fs.readFileSync(file, 'utf8')))
        .filter((t) => moneyIn(t).length)
        .map((t) => `${path.relative(ROOT, file)}: ${t.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });
});
