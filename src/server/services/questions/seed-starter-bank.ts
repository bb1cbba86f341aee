import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Papa from 'papaparse';
import { syllabusTopics } from '../../db/schema';
import { AVAILABLE_EXAM_CODES, toSubjectCode } from '../../../domain/catalogue';
import { parseQuestionCsv } from '../../../domain/question-csv';
import type { QuestionDraft } from '../../../domain/question-rules';
import type { Ctx } from '../context';
import { importQuestions, type ImportSettings } from './import-questions';
import { diagramIdOf } from '../../../domain/diagrams';
import { processDiagram, type ProcessedDiagram } from '../diagrams/process-diagram';
import { saveDiagram } from '../diagrams/diagram-store';

/** Settings the starter levels get (the exam-settings form's defaults, with a 20-minute timer). */
export const STARTER_SETTINGS: ImportSettings = {
  questionsPerLevel: 20,
  timerMinutes: 20,
  shuffleQuestions: true,
  isActive: true,
};

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
    const topicRows = readTopics(path.join(folder, 'topics.csv'));
    // level-N.csv, and further files of a level such as level-N-passages.csv (issue 14).
    const levelFiles = fs.readdirSync(folder).filter((f) => LEVEL_FILE.test(f));
    for (const examType of AVAILABLE_EXAM_CODES) {
      if (topicRows.length) {
        const inserted = await ctx.db
          .insert(syllabusTopics)
          .values(
            topicRows.map((t) => ({
              examType,
              subject,
              topicName: t.name,
              description: t.description,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: syllabusTopics.id });
        topics += inserted.length;
      }
      const drafts: QuestionDraft[] = [];
      for (const file of levelFiles) {
        const level = Number(file.match(/\d+/)![0]);
        const result = parseQuestionCsv(fs.readFileSync(path.join(folder, file), 'utf8'), {
          examType,
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
      if (drafts.length) {
        const res = await importQuestions({
          ctx,
          input: { examType, subject, drafts, settings: STARTER_SETTINGS, source: 'starter-bank' },
        });
        questions += res.inserted;
      }
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

/** A subject's topics.csv (topic_name, description). */
export function readTopics(file: string): { name: string; description: string | null }[] {
  if (!fs.existsSync(file)) return [];
  const parsed = Papa.parse<Record<string, string>>(
    fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, ''),
    { header: true, skipEmptyLines: 'greedy' },
  );
  return parsed.data
    .map((r) => ({
      name: (r.topic_name ?? '').trim(),
      description: (r.description ?? '').trim() || null,
    }))
    .filter((t) => t.name);
}
