import { AppError } from '../../lib/errors';
import {
  CSV_MESSAGES,
  parseQuestionCsv,
  REJECTED_ROWS_SHOWN,
  type CsvParseResult,
} from '../../../domain/question-csv';
import { DIAGRAM_MESSAGES, diagramIdOf } from '../../../domain/diagrams';
import { storedDiagramIds } from '../diagrams/diagram-store';
import { uploadSuccessMessage, type UploadForm } from '../../../domain/upload-form';
import type { UploadReportDto } from '../admin/types';
import type { Ctx } from '../context';
import { importQuestions } from './import-questions';
import { syllabusCheck } from './syllabus-check';
import { subjectLevels } from '../practice/practice-levels';

/**
 * A Direct Upload, after checkUploadForm passed: decodes the file, parses it with the browser's
 * parser and replaces every level it covers in one transaction. Any failure is a 400 with the
 * spec's message and leaves the bank as it was.
 */
export async function uploadQuestions({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: UploadForm<{ bytes: Uint8Array }>;
}): Promise<UploadReportDto> {
  const text = decodeCsv(input.file.bytes);
  const parsed = parseQuestionCsv(text, {
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
