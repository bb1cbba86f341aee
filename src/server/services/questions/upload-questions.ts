import { AppError } from '../../lib/errors';
import {
  CSV_MESSAGES,
  parseQuestionCsvInSteps,
  REJECTED_ROWS_SHOWN,
  type CsvContext,
  type CsvParseResult,
} from '../../../domain/question-csv';
import { DIAGRAM_MESSAGES, diagramIdOf } from '../../../domain/diagrams';
import { storedDiagramIds } from '../diagrams/diagram-store';
import { uploadSuccessMessage, type UploadForm } from '../../../domain/upload-form';
import type { UploadReportDto } from '../admin/types';
import type { Ctx } from '../context';
import { and, count, eq, inArray, not } from 'drizzle-orm';
import { questions } from '../../db/schema';
import {
  findNearDuplicates,
  NEAR_DUPLICATES_SHOWN,
  UPLOAD_PREVIEW_MESSAGES,
  type UploadPreview,
  type UploadReplace,
} from '../../../domain/upload-preview';
import { breathe, importQuestions } from './import-questions';
import { syllabusCheck } from './syllabus-check';
import { subjectLevels } from '../practice/practice-levels';

/** The file's accepted rows (parsed, diagrams resolved, syllabus checked) and rejected ones. */
async function readUpload(ctx: Ctx, input: UploadForm<{ bytes: Uint8Array }>) {
  const text = decodeCsv(input.file.bytes);
  const parsed = await parseWithPauses(text, {
    examType: input.examType,
    subject: input.subject,
    selectedLevel: input.level,
  });
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', parsed.error, { file: parsed.error });
  await resolveStoredDiagrams(ctx, parsed);
  // A row that lists an exam whose syllabus lacks its topic would never be served there.
  const check = await syllabusCheck(ctx.db, input.subject, [
    ...new Set(parsed.accepted.flatMap((d) => d.exams ?? [d.examType])),
  ]);
  parsed.accepted = parsed.accepted.filter((d) => {
    const reason = check(d);
    if (reason) parsed.rejected.push({ row: d.row, reason });
    return !reason;
  });
  parsed.rejected.sort((a, b) => a.row - b.row);
  if (parsed.accepted.length === 0)
    throw new AppError('VALIDATION_FAILED', CSV_MESSAGES.noValidRows, {
      file: CSV_MESSAGES.noValidRows,
    });
  return parsed;
}

/**
 * The Upload tab's preview (issue 21 item 9): the banks the file would replace with their
 * question counts now, and rows whose stems nearly repeat another row or an active question
 * the upload keeps. Reads only.
 */
export async function previewUpload({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: UploadForm<{ bytes: Uint8Array }>;
}): Promise<UploadPreview> {
  const parsed = await readUpload(ctx, input);
  const levels = [...new Set(parsed.accepted.map((d) => d.level))];
  const replaces = await replacedBanks(ctx, input, levels);
  const bank = await ctx.db
    .select({
      examType: questions.examType,
      subject: questions.subject,
      level: questions.level,
      questionText: questions.questionText,
    })
    .from(questions)
    .where(
      and(
        eq(questions.subject, input.subject),
        eq(questions.isActive, true),
        eq(questions.pendingReview, false),
        not(and(eq(questions.examType, input.examType), inArray(questions.level, levels))!),
      ),
    );
  await breathe();
  const found = findNearDuplicates(parsed.accepted, bank);
  return {
    replaces,
    nearDuplicates: found.slice(0, NEAR_DUPLICATES_SHOWN),
    nearDuplicateCount: found.length,
  };
}

/** The exam/subject/levels an upload replaces that hold questions now, with their counts. */
async function replacedBanks(
  ctx: Ctx,
  input: { examType: string; subject: string },
  levels: number[],
): Promise<UploadReplace[]> {
  const rows = await ctx.db
    .select({ level: questions.level, count: count() })
    .from(questions)
    .where(
      and(
        eq(questions.examType, input.examType),
        eq(questions.subject, input.subject),
        inArray(questions.level, levels),
      ),
    )
    .groupBy(questions.level)
    .orderBy(questions.level);
  return rows.map((r) => ({ examType: input.examType, subject: input.subject, ...r }));
}

/**
 * A Direct Upload, after checkUploadForm passed: decodes the file, parses it with the browser's
 * parser and replaces every level it covers (import-questions: all or nothing). Any failure is a
 * 400 with the spec's message and leaves the bank as it was. Replacing questions needs
 * `confirmReplace` (the preview showed what goes): without it, REPLACE_NOT_CONFIRMED.
 */
export async function uploadQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: UploadForm<{ bytes: Uint8Array }>;
}): Promise<UploadReportDto> {
  const parsed = await readUpload(ctx, input);
  if (!input.confirmReplace) {
    const levels = [...new Set(parsed.accepted.map((d) => d.level))];
    const replaces = await replacedBanks(ctx, input, levels);
    if (replaces.length)
      throw new AppError('REPLACE_NOT_CONFIRMED', UPLOAD_PREVIEW_MESSAGES.notConfirmed(replaces), {
        replaces,
      });
  }
  const { timerMinutes, questionsPerLevel, shuffleQuestions, isActive } = input;
  const result = await importQuestions({
    ctx,
    input: {
      examType: input.examType,
      subject: input.subject,
      drafts: parsed.accepted.map(({ row: _row, ...draft }) => draft),
      settings: { timerMinutes, questionsPerLevel, shuffleQuestions, isActive },
    },
  });
  return {
    inserted: result.inserted,
    levels: result.levels,
    rejectedCount: parsed.rejected.length,
    rejected: parsed.rejected.slice(0, REJECTED_ROWS_SHOWN),
    message: uploadSuccessMessage(
      result.inserted,
      result.levels.map((l) => l.level),
      isActive,
      (await subjectLevels(ctx.db, input.examType, input.subject))
        .filter((l) => !l.ready && result.levels.some((r) => r.level === l.level))
        .map((l) => ({ level: l.level, served: l.questionCount, threshold: l.threshold })),
    ),
  };
}

/** The file's rows checked a few hundred at a time, letting other requests run in between. */
export async function parseWithPauses(text: string, ctx: CsvContext): Promise<CsvParseResult> {
  const steps = parseQuestionCsvInSteps(text, ctx);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await breathe();
  }
}

/**
 * An upload's `image` cells name stored diagrams (`<id>.webp`, as export writes them): each
 * becomes that id, and a row naming a diagram that is not stored is rejected with the others.
 */
async function resolveStoredDiagrams(
  ctx: Ctx,
  parsed: Extract<CsvParseResult, { ok: true }>,
): Promise<void> {
  const named = parsed.accepted.flatMap((d) => (d.image ? [diagramIdOf(d.image.ref) ?? ''] : []));
  if (named.length === 0) return;
  const stored = await storedDiagramIds(ctx.db, [...new Set(named.filter(Boolean))]);
  const kept: typeof parsed.accepted = [];
  for (const d of parsed.accepted) {
    const id = d.image ? diagramIdOf(d.image.ref) : null;
    if (d.image && (!id || !stored.has(id)))
      parsed.rejected.push({ row: d.row, reason: DIAGRAM_MESSAGES.unknownImage(d.image.ref) });
    else kept.push(d.image ? { ...d, image: { ref: id!, alt: d.image.alt } } : d);
  }
  parsed.accepted = kept;
  parsed.rejected.sort((a, b) => a.row - b.row);
}

/**
 * UTF-8 (with or without a BOM, as Google Sheets and Excel's "CSV UTF-8" save). A file that is
 * not valid UTF-8 is most likely Excel's plain "CSV" on Windows, i.e. Windows-1252.
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
