import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEVEL_FILE, findStarterBankDir, readTopics } from './seed-starter-bank';
import { latexParses } from '../generation/generate-set';
import { parseQuestionCsv } from '../../../domain/question-csv';
import { toSubjectCode } from '../../../domain/catalogue';
import { OPTION_KEYS } from '../../../domain/questions';
import { normalisedQuestionText } from '../../../domain/generated-questions';
import { NEAR_DUPLICATE_SIMILARITY, similarity, trigrams } from '../../../domain/trigram';
import { PASSAGE_QUESTIONS, passageKey } from '../../../domain/passages';
import type { QuestionDraft } from '../../../domain/question-rules';
import { MAX_DIAGRAM_ALT, MAX_DIAGRAM_BYTES } from '../../../domain/diagrams';
import { processDiagram } from '../diagrams/process-diagram';
import { sanitizeSvg } from '../diagrams/sanitize-svg';

/**
 * Checks over the whole question bank in content/ (issue 14 item 4): every row valid through the
 * upload parser; no duplicate or near-duplicate stems within a subject; A–D keys balanced per
 * level; the key seldom the uniquely longest of phrase options; every $…$ parses with KaTeX and
 * holds no naira sign; every passage has 4–6 questions; every diagram has alt text, exists, passes
 * the SVG sanitiser untouched and is stored at most 30 KB; the free levels are filled.
 */
const dir = findStarterBankDir()!;
type Row = QuestionDraft & { file: string; row: number };

const bank = new Map<string, Row[]>();
const topicsOf = new Map<string, Set<string>>();
for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const subject = toSubjectCode(entry.name) ?? entry.name;
  const folder = path.join(dir, entry.name);
  topicsOf.set(
    subject,
    new Set(readTopics(path.join(folder, 'topics.csv')).map((t) => t.name.toLowerCase())),
  );
  const rows: Row[] = [];
  for (const file of fs.readdirSync(folder).filter((f) => LEVEL_FILE.test(f))) {
    const level = Number(/\d+/.exec(file)![0]);
    const result = parseQuestionCsv(fs.readFileSync(path.join(folder, file), 'utf8'), {
      examType: 'jamb',
      subject,
      selectedLevel: level,
    });
    const name = `${entry.name}/${file}`;
    if (!result.ok) throw new Error(`${name}: ${result.error}`);
    if (result.rejected.length)
      throw new Error(`${name}: row ${result.rejected[0]!.row}: ${result.rejected[0]!.reason}`);
    for (const q of result.accepted) {
      if (q.level !== level) throw new Error(`${name}: row ${q.row} has level_tag ${q.level}`);
      rows.push({ ...q, file: name });
    }
  }
  bank.set(subject, rows);
}

const where = (q: Row) => `${q.file}:${q.row}`;
const subjects = [...bank.keys()];

describe('the question bank in content/', () => {
  it('fills the free levels: 1–10 of the five core subjects, 1–3 of the arts and commercial ones', () => {
    const short: string[] = [];
    const want: Record<string, number> = {
      mathematics: 10,
      english: 10,
      physics: 10,
      chemistry: 10,
      biology: 10,
      economics: 3,
      government: 3,
      literature: 3,
    };
    for (const [subject, levels] of Object.entries(want))
      for (let level = 1; level <= levels; level++) {
        const n = (bank.get(subject) ?? []).filter((q) => q.level === level).length;
        if (n < (level <= 3 ? 20 : 24)) short.push(`${subject} level ${level}: ${n}`);
      }
    expect(short).toEqual([]);
  });

  it('uses only topics of the subject’s topics.csv', () => {
    const unknown = subjects.flatMap((s) =>
      bank
        .get(s)!
        .filter((q) => !topicsOf.get(s)!.has(q.topic.toLowerCase()))
        .map((q) => `${where(q)} ${q.topic}`),
    );
    expect(unknown).toEqual([]);
  });

  it('has no duplicate or near-duplicate stems within a subject', () => {
    const found: string[] = [];
    for (const s of subjects) {
      // Questions of one passage are compared with each other; the rest with the rest.
      const groups = new Map<string, Row[]>();
      for (const q of bank.get(s)!) {
        const key = q.passage ? passageKey(q.passage) : '';
        groups.set(key, [...(groups.get(key) ?? []), q]);
      }
      for (const rows of groups.values()) {
        const stems = rows.map((q) => {
          const text = normalisedQuestionText(q.questionText);
          return { q, text, grams: trigrams(text) };
        });
        for (let i = 0; i < stems.length; i++)
          for (let j = i + 1; j < stems.length; j++) {
            const a = stems[i]!;
            const b = stems[j]!;
            const sim = a.text === b.text ? 1 : similarity(a.grams, b.grams);
            if (sim >= NEAR_DUPLICATE_SIMILARITY)
              found.push(`${where(a.q)} ~ ${where(b.q)} (${sim.toFixed(2)})`);
          }
      }
    }
    expect(found).toEqual([]);
  });

  it('balances the keys A–D within ±3 in every level', () => {
    const off: string[] = [];
    for (const s of subjects) {
      const levels = new Set(bank.get(s)!.map((q) => q.level));
      for (const level of levels) {
        const rows = bank.get(s)!.filter((q) => q.level === level);
        const fair = rows.length / 4;
        const counts = OPTION_KEYS.map((k) => rows.filter((q) => q.correctAnswer === k).length);
        if (counts.some((c) => Math.abs(c - fair) > 3))
          off.push(`${s} level ${level}: A–D ${counts.join('/')}`);
      }
    }
    expect(off).toEqual([]);
  });

  it('makes the key the uniquely longest of phrase options in at most 30 % of questions', () => {
    const phrase = (o: string) => !o.includes('$') && /\p{L}{2,}\s+\p{L}{2,}/u.test(o);
    const over: string[] = [];
    for (const s of subjects) {
      const rows = bank.get(s)!.filter((q) => OPTION_KEYS.every((k) => phrase(q.options[k])));
      const cue = rows.filter((q) => {
        const key = q.options[q.correctAnswer].length;
        return OPTION_KEYS.every((k) => k === q.correctAnswer || q.options[k].length < key);
      });
      if (rows.length && cue.length / rows.length > 0.3)
        over.push(`${s}: ${cue.length} of ${rows.length} (${cue.map(where).join(', ')})`);
    }
    expect(over).toEqual([]);
  });

  it('writes maths KaTeX can parse, and never the naira sign inside $…$', () => {
    const bad: string[] = [];
    for (const s of subjects)
      for (const q of bank.get(s)!) {
        const texts = [
          q.questionText,
          q.explanation ?? '',
          ...OPTION_KEYS.map((k) => q.options[k]),
          q.passage?.text ?? '',
        ];
        if (!latexParses(...texts)) bad.push(`${where(q)}: LaTeX does not parse`);
        for (const t of texts)
          for (const [, tex] of t.matchAll(/\$([^$]+)\$/g))
            if (/₦|\\text\{₦|N\\,?\d/.test(tex!)) bad.push(`${where(q)}: naira inside maths`);
      }
    expect(bad).toEqual([]);
  });

  it('gives every passage 4–6 questions', () => {
    const bad: string[] = [];
    for (const s of subjects) {
      const count = new Map<string, { n: number; at: string }>();
      for (const q of bank.get(s)!)
        if (q.passage) {
          const key = passageKey(q.passage);
          const c = count.get(key) ?? { n: 0, at: where(q) };
          c.n++;
          count.set(key, c);
        }
      for (const { n, at } of count.values())
        if (n < PASSAGE_QUESTIONS.min || n > PASSAGE_QUESTIONS.max)
          bad.push(`${s} passage at ${at}: ${n} questions`);
    }
    expect(bad).toEqual([]);
  });

  it('gives every diagram a description, a drawing the sanitiser keeps whole, and ≤ 30 KB stored', async () => {
    const problems: string[] = [];
    const drawn = subjects.flatMap((s) => bank.get(s)!.filter((q) => q.image));
    for (const q of drawn) {
      const alt = q.image!.alt.trim();
      if (alt.length < 40 || alt.length > MAX_DIAGRAM_ALT)
        problems.push(`${where(q)}: alt text of ${alt.length} characters`);
      const file = path.join(dir, q.file.split('/')[0]!, q.image!.ref);
      if (!fs.existsSync(file)) {
        problems.push(`${where(q)}: no file ${q.image!.ref}`);
        continue;
      }
      const svg = fs.readFileSync(file, 'utf8');
      const clean = sanitizeSvg(svg);
      // Nothing in the bank's drawings is for the sanitiser to remove (attributes aside, same text).
      if (
        !clean.ok ||
        clean.svg.replace(/\s+/g, '').length <
          svg
            .replace(/<\?xml[^>]*\?>/, '')
            .replace(/<!--[\s\S]*?-->/g, '')
            .replace(/\s+/g, '').length *
            0.98
      )
        problems.push(`${where(q)}: the sanitiser removes part of ${q.image!.ref}`);
      const stored = await processDiagram(fs.readFileSync(file));
      if (stored.bytes > MAX_DIAGRAM_BYTES) problems.push(`${where(q)}: ${stored.bytes} bytes`);
    }
    expect(problems).toEqual([]);
    // Diagrams where a paper would print one: physics, biology, chemistry and mathematics.
    const per = (s: string) => drawn.filter((q) => q.subject === s).length;
    expect([per('physics'), per('biology'), per('chemistry'), per('mathematics')]).toEqual([
      6, 5, 3, 5,
    ]);
  });
});
