import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { examSettings, syllabusTopics } from '../../db/schema';
import { paceMinutes } from '../../../domain/exam-pace';
import { syllabusCheck } from './syllabus-check';
import { AVAILABLE_EXAM_CODES, toSubjectCode } from '../../../domain/catalogue';
import { parseExamsCell, parseQuestionCsv } from '../../../domain/question-csv';
import type { QuestionDraft } from '../../../domain/question-rules';
import type { Ctx } from '../context';
import { importQuestions, type ImportSettings } from './import-questions';
import { diagramIdOf } from '../../../domain/diagrams';
import { processDiagram, type ProcessedDiagram } from '../diagrams/process-diagram';
import { saveDiagram } from '../diagrams/diagram-store';

/** Settings the starter levels get: 20 questions a quiz; the timer follows each exam's pace. */
export const STARTER_SETTINGS: ImportSettings = {
  questionsPerLevel: 20,
  timerMinutes: 20,
  shuffleQuestions: true,
  isActive: true,
};

/** The shortest quiz a starter level is given; a level serving fewer than twice this waits. */
export const STARTER_MIN_DRAW = 10;

/**
 * Every exam's starter levels get a setting (its own rows or not): 20 questions drawn, or half of
 * what the exam serves there when that is less (at least STARTER_MIN_DRAW), so a level is ready
 * with a shorter quiz rather than not at all (ADR 0030); timed at the exam's pace (ADR 0031),
 * e.g. 14 minutes for 20 JAMB questions, 36 for WAEC Mathematics.
 */
async function setStarterSettings(
  ctx: Ctx,
  examType: string,
  subject: string,
  levels: number[],
  served: ReadonlyMap<number, number>,
) {
  if (levels.length === 0) return;
  const rows = levels.map((level) => {
    const half = Math.floor((served.get(level) ?? 0) / 2);
    const questionsPerLevel = Math.min(
      STARTER_SETTINGS.questionsPerLevel,
      Math.max(STARTER_MIN_DRAW, half),
    );
    const timerMinutes =
      paceMinutes(examType, subject, questionsPerLevel) ?? STARTER_SETTINGS.timerMinutes;
    return {
      examType,
      subject,
      level,
      questionsPerLevel,
      timerMinutes,
      shuffleQuestions: true,
      isActive: true,
    };
  });
  await ctx.db
    .insert(examSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [examSettings.examType, examSettings.subject, examSettings.level],
      set: {
        questionsPerLevel: sql`excluded.questions_per_level`,
        timerMinutes: sql`excluded.timer_minutes`,
        isActive: true,
        updatedAt: sql`now()`,
      },
    });
}

/** `content/starter-bank` found by walking up from this file (sources and bundle alike). */
export function findStarterBankDir(
  from = path.dirname(fileURLToPath(import.meta.url)),
): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'content', 'starter-bank');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * Loads the starter bank (one folder per subject: topics.csv and level-N.csv in the upload
 * format) for every available exam, through the same parser and import service as an admin
 * upload. Idempotent: levels are replaced, topics kept. A bad row fails the whole seed.
 */
export async function seedStarterBank({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { dir: string };
}): Promise<{ questions: number; topics: number }> {
  const { dir } = input;
  let questions = 0;
  let topics = 0;
  const subjects = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory());
  const diagrams = new Map<string, Promise<string>>();
  // Every drawing of the bank starts processing now, on sharp's threads, while the database work
  // below runs on this one (the embedded database is single-threaded); each is stored when a
  // question first names it.
  const processing = startProcessingDrawings(dir, subjects);
  for (const entry of subjects) {
    const subject = toSubjectCode(entry.name);
    if (!subject) throw new Error(`Starter bank: unknown subject folder ${entry.name}`);
    const folder = path.join(dir, entry.name);
    // Each exam's syllabus for the subject (issue 20): a topic row names the exams that set it.
    const topicRows = readTopics(path.join(folder, 'topics.csv'));
    for (const examType of AVAILABLE_EXAM_CODES) {
      const own = topicRows.filter((t) => t.exams === null || t.exams.includes(examType));
      if (own.length === 0) continue;
      const inserted = await ctx.db
        .insert(syllabusTopics)
        .values(
          own.map((t) => ({ examType, subject, topicName: t.name, description: t.description })),
        )
        .onConflictDoNothing()
        .returning({ id: syllabusTopics.id });
      topics += inserted.length;
    }
    // level-N.csv, and further files of a level such as level-N-passages.csv (issue 14). Each row
    // is stored once, in the bank of the first exam it lists, and served to every exam it lists.
    const levelFiles = fs.readdirSync(folder).filter((f) => LEVEL_FILE.test(f));
    const drafts: QuestionDraft[] = [];
    for (const file of levelFiles) {
      const level = Number(file.match(/\d+/)![0]);
      const result = parseQuestionCsv(fs.readFileSync(path.join(folder, file), 'utf8'), {
        examType: null,
        subject,
        selectedLevel: level,
      });
      if (!result.ok) throw new Error(`Starter bank ${entry.name}/${file}: ${result.error}`);
      if (result.rejected.length)
        throw new Error(
          `Starter bank ${entry.name}/${file}: row ${result.rejected[0]!.row}: ${result.rejected[0]!.reason}`,
        );
      drafts.push(...result.accepted.map(({ row: _row, ...d }) => d));
    }
    const check = await syllabusCheck(ctx.db, subject, [...AVAILABLE_EXAM_CODES]);
    for (const d of drafts) {
      const reason = check(d);
      if (reason) throw new Error(`Starter bank ${entry.name}: ${reason}: ${d.questionText}`);
    }
    // A row's `image` names a drawing beside the CSV (diagrams/x.svg), stored as an upload is;
    // a subject's drawings are processed side by side (sharp works on its own threads).
    const drawn = drafts.filter((d) => d.image && !diagramIdOf(d.image.ref));
    const ids = await Promise.all(
      drawn.map((d) => {
        const file = path.resolve(folder, d.image!.ref);
        if (!file.startsWith(folder + path.sep) || !fs.existsSync(file))
          throw new Error(`Starter bank ${entry.name}: no diagram ${d.image!.ref}`);
        let id = diagrams.get(file);
        if (!id) diagrams.set(file, (id = storeDiagramFile(ctx, file, processing.get(file))));
        return id;
      }),
    );
    drawn.forEach((d, i) => (d.image = { ref: ids[i]!, alt: d.image!.alt }));
    const levels = [...new Set(drafts.map((d) => d.level))].sort((a, b) => a - b);
    for (const examType of AVAILABLE_EXAM_CODES) {
      // Every exam's levels are replaced, its own rows or none: a bank copied per exam before
      // issue 20 leaves no second copy behind.
      const res = await importQuestions({
        ctx,
        input: {
          examType,
          subject,
          drafts: drafts.filter((d) => d.examType === examType),
          settings: STARTER_SETTINGS,
          source: 'starter-bank',
          alsoReplace: levels,
        },
      });
      questions += res.inserted;
    }
    for (const examType of AVAILABLE_EXAM_CODES) {
      const served = new Map<number, number>();
      for (const d of drafts)
        if (d.exams?.includes(examType) && check({ ...d, exams: [examType] }) === null)
          served.set(d.level, (served.get(d.level) ?? 0) + 1);
      await setStarterSettings(ctx, examType, subject, levels, served);
    }
  }
  return { questions, topics };
}

/** A drawing of the starter bank, processed and stored as an admin's upload is; its id. */
async function storeDiagramFile(
  ctx: Ctx,
  file: string,
  processing?: Promise<ProcessedDiagram>,
): Promise<string> {
  const processed = await (processing ?? processDiagram(fs.readFileSync(file)));
  await saveDiagram(ctx.db, processed);
  return processed.id;
}

/** The files of every subject's diagrams/ folder, each being processed (failures surface when used). */
function startProcessingDrawings(
  dir: string,
  subjects: fs.Dirent[],
): Map<string, Promise<ProcessedDiagram>> {
  const out = new Map<string, Promise<ProcessedDiagram>>();
  for (const entry of subjects) {
    const folder = path.join(dir, entry.name, 'diagrams');
    if (!fs.existsSync(folder)) continue;
    for (const name of fs.readdirSync(folder)) {
      const file = path.join(folder, name);
      const pending = processDiagram(fs.readFileSync(file));
      pending.catch(() => undefined); // awaited (and reported) only if a question names it
      out.set(file, pending);
    }
  }
  return out;
}

/** A level's file: level-N.csv or level-N-<part>.csv (all of a level are loaded together). */
export const LEVEL_FILE = /^level-\d+(-[a-z]+)?\.csv$/;

/** A subject's topics.csv (topic_name, description, exams: the exams whose syllabus has it). */
export function readTopics(
  file: string,
): { name: string; description: string | null; exams: string[] | null }[] {
  if (!fs.existsSync(file)) return [];
  const parsed = Papa.parse<Record<string, string>>(
    fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''),
    { header: true, skipEmptyLines: 'greedy' },
  );
  return parsed.data
    .map((r) => ({
      name: (r.topic_name ?? '').trim(),
      description: (r.description ?? '').trim() || null,
      exams: r.exams?.trim() ? topicExams(r.exams) : null,
    }))
    .filter((t) => t.name);
}

/** A topic row's exams cell as codes; an unknown exam fails the seed. */
function topicExams(cell: string): string[] {
  const parsed = parseExamsCell(cell);
  if (typeof parsed === 'string') throw new Error(`Starter bank topics.csv: ${parsed}`);
  return parsed;
}
