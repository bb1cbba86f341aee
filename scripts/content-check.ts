/**
 * `npm run content:check` (issue 20 item 5, ADR 0032): checks the question bank in content/ (or
 * the folder given) and prints a table per subject — questions per exam and level against the
 * ready threshold, the length cues, key letters — then every breach, one per line. Exits 1 on
 * any breach. The rules are `src/domain/bank-checks.ts`; this script only reads files.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  cueBreaches,
  cueStats,
  depthBreaches,
  duplicateBreaches,
  levelCounts,
  passageBreaches,
  rampBreaches,
  syllabusBreaches,
  type BankRow,
} from '../src/domain/bank-checks';
import { AVAILABLE_EXAM_CODES, examShortName, toSubjectCode } from '../src/domain/catalogue';
import { parseQuestionCsv } from '../src/domain/question-csv';
import { OPTION_KEYS } from '../src/domain/questions';
import { MAX_DIAGRAM_ALT } from '../src/domain/diagrams';
import { latexParses } from '../src/server/services/generation/generate-set';
import {
  findStarterBankDir,
  LEVEL_FILE,
  readTopics,
  STARTER_MIN_DRAW,
  STARTER_SETTINGS,
} from '../src/server/services/questions/seed-starter-bank';

export type CheckReport = { table: string; breaches: string[] };

export function checkBank(dir: string): CheckReport {
  const breaches: string[] = [];
  const lines: string[] = [];
  const fullDraw = STARTER_SETTINGS.questionsPerLevel;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) continue;
    const subject = toSubjectCode(entry.name);
    if (!subject) {
      breaches.push(`${entry.name}: not a subject`);
      continue;
    }
    const folder = path.join(dir, entry.name);
    const syllabus = new Map<string, Set<string>>();
    let topics: ReturnType<typeof readTopics> = [];
    try {
      topics = readTopics(path.join(folder, 'topics.csv'));
    } catch (e) {
      breaches.push(`${subject}: topics.csv: ${(e as Error).message}`);
    }
    for (const exam of AVAILABLE_EXAM_CODES)
      syllabus.set(
        exam,
        new Set(
          topics.filter((t) => !t.exams || t.exams.includes(exam)).map((t) => t.name.toLowerCase()),
        ),
      );
    const rows: BankRow[] = [];
    for (const file of fs
      .readdirSync(folder)
      .filter((f) => LEVEL_FILE.test(f))
      .sort()) {
      const level = Number(/\d+/.exec(file)![0]);
      const name = `${entry.name}/${file}`;
      const result = parseQuestionCsv(fs.readFileSync(path.join(folder, file), 'utf8'), {
        examType: null,
        subject,
        selectedLevel: level,
      });
      if (!result.ok) {
        breaches.push(`${name}: ${result.error}`);
        continue;
      }
      for (const r of result.rejected) breaches.push(`${name}:${r.row}: ${r.reason}`);
      for (const { row, ...q } of result.accepted) {
        const where = `${name}:${row}`;
        if (q.level !== level)
          breaches.push(`${where}: level_tag ${q.level} in a level-${level} file`);
        rows.push({ ...q, where });
      }
    }
    for (const r of rows) {
      const texts = [
        r.questionText,
        r.explanation ?? '',
        ...OPTION_KEYS.map((k) => r.options[k]),
        r.passage?.text ?? '',
      ];
      if (!latexParses(...texts)) breaches.push(`${subject}: ${r.where} LaTeX does not parse`);
      if (
        texts.some((t) => [...t.matchAll(/\$([^$]+)\$/g)].some(([, tex]) => /₦|N\\,?\d/.test(tex!)))
      )
        breaches.push(`${subject}: ${r.where} naira sign inside maths`);
      if (!r.explanation?.trim()) breaches.push(`${subject}: ${r.where} has no explanation`);
      if (r.image) {
        const alt = r.image.alt.trim();
        if (alt.length < 40 || alt.length > MAX_DIAGRAM_ALT)
          breaches.push(
            `${subject}: ${r.where} diagram description of ${alt.length} characters (40–${MAX_DIAGRAM_ALT})`,
          );
        if (!fs.existsSync(path.join(folder, r.image.ref)))
          breaches.push(`${subject}: ${r.where} no diagram file ${r.image.ref}`);
      }
    }
    const counts = levelCounts(rows, syllabus, AVAILABLE_EXAM_CODES, {
      fullDraw,
      minDraw: STARTER_MIN_DRAW,
    });
    breaches.push(
      ...depthBreaches(subject, counts, fullDraw),
      ...syllabusBreaches(subject, rows, syllabus),
      ...cueBreaches(subject, rows),
      ...rampBreaches(subject, rows),
      ...duplicateBreaches(subject, rows),
      ...passageBreaches(subject, rows),
    );
    const s = cueStats(rows);
    const p = (x: number) => `${Math.round(x * 100)}%`;
    lines.push(
      `${subject.padEnd(12)} ${String(rows.length).padStart(5)} questions · key longest ${p(s.keyLongest)} (words ${p(s.phraseKeyLongest)}) · shortest ${p(s.keyShortest)} · A–D ${OPTION_KEYS.map((k) => p(s.letters[k]!)).join('/')}`,
    );
    for (const exam of AVAILABLE_EXAM_CODES) {
      const own = counts.filter((c) => c.exam === exam);
      lines.push(
        `  ${examShortName(exam).padEnd(5)} ${own.map((c) => `L${c.level} ${c.served}${c.ready ? '' : '!'}/${c.threshold}`).join('  ')}`,
      );
    }
  }
  return { table: lines.join('\n'), breaches };
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = process.argv[2] ?? findStarterBankDir();
  if (!dir) {
    console.error('content:check: no content/starter-bank folder found');
    process.exit(1);
  }
  const { table, breaches } = checkBank(dir);
  console.log(
    `Question bank: ${dir}\n(per exam: questions served at each level / needed to be ready; ! = not ready)\n`,
  );
  console.log(table);
  if (breaches.length) {
    console.log(`\n${breaches.length} breach${breaches.length === 1 ? '' : 'es'}:`);
    for (const b of breaches) console.log(`  ${b}`);
    process.exit(1);
  }
  console.log('\nThe bank passes every check.');
}
