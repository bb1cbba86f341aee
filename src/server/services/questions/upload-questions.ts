import { AppError } from '../../lib/errors';
import { parseQuestionCsv, REJECTED_ROWS_SHOWN } from '../../../domain/question-csv';
import { uploadSuccessMessage, type UploadForm } from '../../../domain/upload-form';
import type { UploadReportDto } from '../admin/types';
import type { Ctx } from '../context';
import { importQuestions } from './import-questions';

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
    ),
  };
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
