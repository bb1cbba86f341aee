import {
  parseQuestionCsv,
  REJECTED_ROWS_SHOWN,
  type RejectedRow,
} from '../../../../../domain/question-csv';
import type { QuestionDraft } from '../../../../../domain/question-rules';

/** Level 0 in a preview means "the level chosen in the form" (the row's level_tag is not a number). */
export const SELECTED_LEVEL = 0;
const SAMPLE_SIZE = 5;

export type CsvPreview =
  | {
      ok: true;
      acceptedCount: number;
      levels: { level: number; count: number }[];
      sample: (QuestionDraft & { row: number })[];
      rejected: RejectedRow[];
      rejectedCount: number;
    }
  | { ok: false; error: string };

/**
 * Parses a CSV with the server's own rules and keeps only what the preview shows, so a worker
 * posts back a few KB instead of 25,000 rows. Parsed once per file: the level fallback is left
 * as SELECTED_LEVEL and resolved on screen, so changing the level needs no second parse.
 */
export function previewCsv(text: string): CsvPreview {
  const result = parseQuestionCsv(text, {
    examType: '',
    subject: '',
    selectedLevel: SELECTED_LEVEL,
  });
  if (!result.ok) return { ok: false, error: result.error };
  const counts = new Map<number, number>();
  for (const q of result.accepted) counts.set(q.level, (counts.get(q.level) ?? 0) + 1);
  return {
    ok: true,
    acceptedCount: result.accepted.length,
    levels: [...counts]
      .map(([level, count]) => ({ level, count }))
      .sort((a, b) => a.level - b.level),
    sample: result.accepted.slice(0, SAMPLE_SIZE),
    rejected: result.rejected.slice(0, REJECTED_ROWS_SHOWN),
    rejectedCount: result.rejected.length,
  };
}
