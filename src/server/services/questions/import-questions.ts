import { and, eq, inArray, sql } from 'drizzle-orm';
import { isEmbedded, type Db, type Tx } from '../../db/client';
import { createHash } from 'node:crypto';
import { examSettings, passages, questions, syllabusTopics, uploadJournal } from '../../db/schema';
import { passageKey, type PassageDraft } from '../../../domain/passages';
import type { QuestionDraft } from '../../../domain/question-rules';
import type { Ctx } from '../context';
import { orderedId } from './ordered-id';
import { lockDiagramsShared, storedDiagramIds } from '../diagrams/diagram-store';
import { DIAGRAM_MESSAGES } from '../../../domain/diagrams';
import { AppError } from '../../lib/errors';

export type ImportSettings = {
  timerMinutes: number;
  questionsPerLevel: number;
  shuffleQuestions: boolean;
  isActive: boolean;
};

export type ImportResult = {
  inserted: number;
  levels: { level: number; count: number; questionsPerLevel: number }[];
};

/** Uploads at least this big refresh the table statistics afterwards. */
const ANALYZE_THRESHOLD = 1000;
/** Rows per insert statement on PostgreSQL, where a long transaction blocks no other request. */
const BATCH = 5000;
/**
 * Rows per transaction on embedded PGlite: its one session serves every request, so a
 * transaction makes them all wait. 500 rows take ~50–100 ms (ADR 0008, docs/PERFORMANCE.md).
 */
export const EMBEDDED_SLICE = 500;

/** Lets waiting requests run (their I/O, their queries) before the next slice of an upload. */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Replaces the bank of every level the drafts cover: deletes that exam/subject/level's questions,
 * inserts the drafts (linked to syllabus topics by name) and upserts each level's exam setting
 * with questions_per_level = min(setting, uploaded count). Ids follow the drafts' order, so
 * Manage and export list the rows as the file had them.
 *
 * On PostgreSQL all of it is one transaction. On embedded PGlite a transaction that long would
 * hold up every student's request (issue 21 item 5), so it runs in slices of EMBEDDED_SLICE rows
 * with a pause between them (`importInSlices`): still all or nothing for any error, though
 * students may draw from old and new questions together for the seconds it takes.
 */
export async function importQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ImportInput;
}): Promise<ImportResult> {
  const { drafts } = input;
  const result = isEmbedded(ctx.db)
    ? await oneUploadAtATime(() => importInSlices(ctx.db, input))
    : await ctx.db.transaction((tx) => importInOne(tx, input));
  // Embedded PostgreSQL has no autovacuum: refresh the planner's statistics after a big change
  // (a large upload otherwise leaves Manage planning on an empty table). Cheap on PostgreSQL too.
  // Only the columns queries filter and sort on: the long texts' statistics made it ~5× slower, and
  // on the embedded database nothing else runs meanwhile.
  if (drafts.length >= ANALYZE_THRESHOLD)
    await ctx.db.execute(
      sql`analyze questions (exam_type, subject, level, is_active, pending_review, created_at, topic_id, passage_id, image_id)`,
    );
  return result;
}

type ImportInput = {
  examType: string;
  subject: string;
  drafts: QuestionDraft[];
  settings: ImportSettings;
  source?: string;
  /** Levels to replace even where no draft falls (the seed empties a bank's old copies). */
  alsoReplace?: number[];
};

const levelsOf = (input: ImportInput) => {
  const counts = new Map<number, number>();
  for (const d of input.drafts) counts.set(d.level, (counts.get(d.level) ?? 0) + 1);
  const levels = [...counts.keys()].sort((a, b) => a - b);
  return { counts, levels, replaced: [...new Set([...levels, ...(input.alsoReplace ?? [])])] };
};

const inReplaced = (input: ImportInput, replaced: number[]) =>
  and(
    eq(questions.examType, input.examType),
    eq(questions.subject, input.subject),
    inArray(questions.level, replaced),
  );

async function importInOne(tx: Tx, input: ImportInput): Promise<ImportResult> {
  const { examType, subject, drafts } = input;
  const { counts, levels, replaced } = levelsOf(input);
  const topicIds = await topicIdsByName(tx, examType, subject);
  await tx.delete(questions).where(inReplaced(input, replaced));
  const passageIds = await upsertPassages(tx, examType, subject, drafts);
  await checkDiagrams(tx, drafts);
  for (let i = 0; i < drafts.length; i += BATCH)
    await insertRows(tx, input, rowsOf(input, drafts.slice(i, i + BATCH), topicIds, passageIds));
  // Passages no question of the exam/subject uses any more (the levels replaced held them).
  await deleteUnusedPassages(tx, examType, subject);
  return { inserted: drafts.length, levels: await upsertSettings(tx, input, levels, counts) };
}

/**
 * The embedded database's way: the new rows go in a slice per transaction, then the old rows go
 * (the ids the levels held before), then the settings. An error while inserting deletes what was
 * inserted, so the old bank stays as it was. A journal row, written in the same transactions,
 * records the inserted and the old ids, so a crash midway is undone or finished at the next start
 * (`recoverUploads`): no half-written upload survives a restart.
 */
async function importInSlices(db: Db, input: ImportInput): Promise<ImportResult> {
  const { examType, subject, drafts } = input;
  const { counts, levels, replaced } = levelsOf(input);
  const topicIds = await topicIdsByName(db, examType, subject);
  const old = (
    await db.select({ id: questions.id }).from(questions).where(inReplaced(input, replaced))
  ).map((r) => r.id);
  const [journal] = await db
    .insert(uploadJournal)
    .values({ examType, subject, phase: 'inserting', oldIds: old })
    .returning({ id: uploadJournal.id });
  const journalId = journal!.id;
  const inserted: string[] = [];
  try {
    for (let i = 0; i < drafts.length; i += EMBEDDED_SLICE) {
      const slice = drafts.slice(i, i + EMBEDDED_SLICE);
      await breathe();
      await db.transaction(async (tx) => {
        const passageIds = await upsertPassages(tx, examType, subject, slice);
        await checkDiagrams(tx, slice);
        const rows = rowsOf(input, slice, topicIds, passageIds);
        await insertRows(tx, input, rows);
        const ids = rows.map((r) => r.id);
        await tx
          .update(uploadJournal)
          .set({
            insertedIds: sql`${uploadJournal.insertedIds} || ${`{${ids.join(',')}}`}::uuid[]`,
          })
          .where(eq(uploadJournal.id, journalId));
        inserted.push(...ids);
      });
    }
  } catch (error) {
    await deleteIds(db, inserted);
    await db.delete(uploadJournal).where(eq(uploadJournal.id, journalId));
    throw error;
  }
  await breathe();
  const result = await db.transaction(async (tx) => {
    await tx
      .update(uploadJournal)
      .set({ phase: 'deleting' })
      .where(eq(uploadJournal.id, journalId));
    return { inserted: drafts.length, levels: await upsertSettings(tx, input, levels, counts) };
  });
  await finishDeleting(db, { id: journalId, examType, subject, oldIds: old });
  return result;
}

/** The old rows go in slices, then the passages nobody uses, then the journal row. */
async function finishDeleting(
  db: Db,
  journal: { id: string; examType: string; subject: string; oldIds: string[] },
) {
  await deleteIds(db, journal.oldIds);
  await breathe();
  await db.transaction(async (tx) => {
    await deleteUnusedPassages(tx, journal.examType, journal.subject);
    await tx.delete(uploadJournal).where(eq(uploadJournal.id, journal.id));
  });
}

/**
 * Uploads a crash cut short on the embedded database (run at start, before requests): one that
 * was still inserting is undone (its rows deleted: the old bank stays), one that was deleting the
 * old rows is finished. Returns how many it found.
 */
export async function recoverUploads(db: Db): Promise<number> {
  const open = await db.select().from(uploadJournal);
  for (const j of open) {
    if (j.phase === 'deleting') await finishDeleting(db, j);
    else {
      await deleteIds(db, j.insertedIds);
      await db.transaction(async (tx) => {
        await deleteUnusedPassages(tx, j.examType, j.subject);
        await tx.delete(uploadJournal).where(eq(uploadJournal.id, j.id));
      });
    }
  }
  return open.length;
}

async function deleteIds(db: Db, ids: string[]) {
  for (let i = 0; i < ids.length; i += EMBEDDED_SLICE) {
    await breathe();
    await db.delete(questions).where(inArray(questions.id, ids.slice(i, i + EMBEDDED_SLICE)));
  }
}

/** Uploads on the embedded database take turns (one process holds it): slices never interleave. */
let uploadTurn: Promise<unknown> = Promise.resolve();
function oneUploadAtATime<T>(run: () => Promise<T>): Promise<T> {
  const mine = uploadTurn.then(run, run);
  uploadTurn = mine.catch(() => {});
  return mine;
}

/**
 * Diagrams are named by stored ids here (the upload and the seed resolved them); under the lock
 * none of them can be swept before this transaction commits, so one gone meanwhile is refused.
 */
async function checkDiagrams(tx: Tx, drafts: QuestionDraft[]) {
  const imageRefs = [...new Set(drafts.flatMap((d) => (d.image ? [d.image.ref] : [])))];
  if (!imageRefs.length) return;
  await lockDiagramsShared(tx);
  const stored = await storedDiagramIds(tx, imageRefs);
  const missing = imageRefs.find((ref) => !stored.has(ref));
  if (missing) {
    const message = DIAGRAM_MESSAGES.unknownImage(missing);
    throw new AppError('VALIDATION_FAILED', message, { file: message });
  }
}

function rowsOf(
  input: ImportInput,
  drafts: QuestionDraft[],
  topicIds: Map<string, string>,
  passageIds: Map<string, string>,
) {
  return drafts.map((d) => ({
    id: orderedId(),
    level: d.level,
    exams: d.exams?.length ? d.exams : [input.examType],
    topic: d.topic,
    topic_id: topicIds.get(d.topic.toLowerCase()) ?? null,
    difficulty: d.difficulty,
    question_text: d.questionText,
    options: d.options,
    correct_answer: d.correctAnswer,
    explanation: d.explanation,
    passage_id: d.passage ? passageIds.get(passageKey(d.passage))! : null,
    image_id: d.image?.ref ?? null,
    image_alt: d.image?.alt ?? null,
  }));
}

async function insertRows(tx: Tx, input: ImportInput, rows: ReturnType<typeof rowsOf>) {
  const { examType, subject, settings } = input;
  const source = input.source ?? 'admin-upload';
  // One JSON parameter per batch instead of 13 per row: binding tens of thousands of
  // parameters dominated a 25,000-row upload on the embedded database.
  await tx.execute(sql`
    insert into ${questions} (id, exam_type, exams, subject, level, topic, topic_id, difficulty, question_text, options, correct_answer, explanation, passage_id, image_id, image_alt, source, is_active, pending_review)
    select x.id, ${examType}, x.exams, ${subject}, x.level, x.topic, x.topic_id, x.difficulty, x.question_text, x.options, x.correct_answer, x.explanation, x.passage_id, x.image_id, x.image_alt, ${source}, ${settings.isActive}, false
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, level int, exams text[], topic text, topic_id uuid, difficulty text, question_text text, options jsonb, correct_answer text, explanation text, passage_id uuid, image_id text, image_alt text)`);
}

async function upsertSettings(
  tx: Tx,
  input: ImportInput,
  levels: number[],
  counts: Map<number, number>,
): Promise<ImportResult['levels']> {
  const { examType, subject, settings } = input;
  const result: ImportResult['levels'] = [];
  for (const level of levels) {
    const count = counts.get(level)!;
    const questionsPerLevel = Math.min(settings.questionsPerLevel, count);
    await tx
      .insert(examSettings)
      .values({
        examType,
        subject,
        level,
        questionsPerLevel,
        timerMinutes: settings.timerMinutes,
        shuffleQuestions: settings.shuffleQuestions,
        isActive: settings.isActive,
      })
      .onConflictDoUpdate({
        target: [examSettings.examType, examSettings.subject, examSettings.level],
        set: {
          questionsPerLevel,
          timerMinutes: settings.timerMinutes,
          shuffleQuestions: settings.shuffleQuestions,
          isActive: settings.isActive,
          updatedAt: sql`now()`,
        },
      });
    result.push({ level, count, questionsPerLevel });
  }
  return result;
}

/** The passages the drafts name, inserted or found by their title and text: ids by passageKey. */
export async function upsertPassages(
  tx: Tx,
  examType: string,
  subject: string,
  drafts: QuestionDraft[],
): Promise<Map<string, string>> {
  const distinct = new Map<string, PassageDraft>();
  for (const d of drafts) if (d.passage) distinct.set(passageKey(d.passage), d.passage);
  const ids = new Map<string, string>();
  if (distinct.size === 0) return ids;
  await lockPassages(tx, examType, subject);
  const hashOf = new Map<string, string>();
  const rows = [...distinct].map(([key, p]) => {
    const contentHash = createHash('sha256').update(key).digest('hex');
    hashOf.set(contentHash, key);
    return {
      examType,
      subject,
      title: p.title.trim(),
      text: p.text.trim(),
      source: p.source,
      contentHash,
    };
  });
  const saved = await tx
    .insert(passages)
    .values(rows)
    // An existing passage is found, not changed: other levels' cached quizzes show it as stored.
    .onConflictDoUpdate({
      target: [passages.examType, passages.subject, passages.contentHash],
      set: { updatedAt: sql`${passages.updatedAt}` },
    })
    .returning({ id: passages.id, contentHash: passages.contentHash });
  for (const r of saved) ids.set(hashOf.get(r.contentHash)!, r.id);
  return ids;
}

/**
 * Uploads and edits of one exam/subject take turns with its passages (until they commit): a
 * passage one of them links to is never deleted by another that saw it unused.
 */
async function lockPassages(tx: Tx, examType: string, subject: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`passages:${examType}/${subject}`}))`,
  );
}

/** Deletes the exam/subject's passages that no question uses any more. */
export async function deleteUnusedPassages(tx: Tx, examType: string, subject: string) {
  // A statement after the lock sees every link committed before it (read committed).
  await lockPassages(tx, examType, subject);
  await tx.execute(sql`
    delete from ${passages} p
     where p.exam_type = ${examType} and p.subject = ${subject}
       and not exists (select 1 from ${questions} q where q.passage_id = p.id)`);
}

/** Syllabus topic ids of an exam/subject keyed by lower-cased name. */
export async function topicIdsByName(
  tx: Tx,
  examType: string,
  subject: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: syllabusTopics.id, name: syllabusTopics.topicName })
    .from(syllabusTopics)
    .where(and(eq(syllabusTopics.examType, examType), eq(syllabusTopics.subject, subject)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}
