import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { findStarterBankDir } from './seed-starter-bank';
import { checkBank } from '../../../../scripts/content-check';
import { MAX_DIAGRAM_BYTES } from '../../../domain/diagrams';
import { processDiagram } from '../diagrams/process-diagram';
import { sanitizeSvg } from '../diagrams/sanitize-svg';

/**
 * `npm run content:check` over the shipped bank (issue 20 item 5), and the same check failing on
 * each kind of breach planted in a copy: a thin level, a cue-heavy subject, a duplicate, bad LaTeX,
 * an off-syllabus topic. Diagrams are also drawn and stored as the seed stores them.
 */
const dir = findStarterBankDir()!;
const temp: string[] = [];
afterAll(() => temp.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of the bank with `edit` applied to the rows of some level files (header kept). */
function plant(
  files: string | string[],
  edit: (rows: Record<string, string>[]) => Record<string, string>[],
) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bank-'));
  temp.push(copy);
  fs.cpSync(dir, copy, { recursive: true });
  for (const file of [files].flat()) {
    const target = path.join(copy, file);
    const parsed = Papa.parse<Record<string, string>>(fs.readFileSync(target, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    fs.writeFileSync(
      target,
      Papa.unparse({ fields: parsed.meta.fields!, data: edit(parsed.data) }),
    );
  }
  return checkBank(copy).breaches;
}

describe('the question bank in content/', () => {
  it('passes every check of npm run content:check', () => {
    const { table, breaches } = checkBank(dir);
    expect(table).toMatch(/mathematics/);
    expect(breaches).toEqual([]);
  });

  it('fails on a thin level', () => {
    const breaches = plant('physics/level-3.csv', (rows) => rows.slice(0, 30));
    expect(
      breaches.some((b) =>
        /physics (JAMB|WAEC|NECO) level 3: \d+ questions, fewer than 40/.test(b),
      ),
    ).toBe(true);
  });

  it('fails on a cue-heavy subject (the key the longest option far too often)', () => {
    const breaches = plant(
      ['chemistry/level-4.csv', 'chemistry/level-5.csv', 'chemistry/level-6.csv'],
      (rows) =>
        rows.map((r) => ({
          ...r,
          [`option_${r.correct_answer!.toLowerCase()}`]: `${r[`option_${r.correct_answer!.toLowerCase()}`]} indeed, as explained in full`,
        })),
    );
    expect(breaches.some((b) => /^chemistry: the key is the strictly longest option/.test(b))).toBe(
      true,
    );
  });

  it('fails on a duplicate stem', () => {
    const breaches = plant('biology/level-2.csv', (rows) => [
      ...rows,
      { ...rows[0]!, option_a: 'x1', option_b: 'x2', option_c: 'x3', option_d: 'x4' },
    ]);
    expect(breaches.some((b) => /^biology: .* ~ .*similarity 1\.00/.test(b))).toBe(true);
  });

  it('fails on LaTeX that does not parse', () => {
    const breaches = plant('mathematics/level-1.csv', (rows) => [
      { ...rows[0]!, question_text: 'Evaluate $\\frac{1}{2$ quickly.' },
      ...rows.slice(1),
    ]);
    expect(breaches.some((b) => /LaTeX does not parse/.test(b))).toBe(true);
  });

  it('fails on a topic outside an exam’s syllabus (calculus served to WAEC)', () => {
    const breaches = plant('mathematics/level-2.csv', (rows) =>
      rows.map((r) => (r.topic === 'Calculus' ? { ...r, exams: 'JAMB;WAEC;NECO' } : r)),
    );
    expect(breaches.some((b) => /topic "Calculus" is not in the WAEC syllabus/.test(b))).toBe(true);
  });

  it('draws every diagram as the seed stores it: the sanitiser keeps it whole, ≤ 30 KB', async () => {
    const problems: string[] = [];
    for (const subject of fs.readdirSync(dir)) {
      const folder = path.join(dir, subject, 'diagrams');
      if (!fs.existsSync(folder)) continue;
      for (const name of fs.readdirSync(folder)) {
        const svg = fs.readFileSync(path.join(folder, name), 'utf8');
        const clean = sanitizeSvg(svg);
        const plain = (t: string) =>
          t
            .replace(/<\?xml[^>]*\?>/, '')
            .replace(/<!--[\s\S]*?-->/g, '')
            .replace(/\s+/g, '');
        if (!clean.ok || clean.svg.replace(/\s+/g, '').length < plain(svg).length * 0.98)
          problems.push(`${subject}/${name}: the sanitiser removes part of it`);
        const stored = await processDiagram(Buffer.from(svg));
        if (stored.bytes > MAX_DIAGRAM_BYTES)
          problems.push(`${subject}/${name}: ${stored.bytes} bytes`);
      }
    }
    expect(problems).toEqual([]);
  });
});
