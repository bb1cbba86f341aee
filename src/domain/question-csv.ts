import Papa from 'papaparse';
import { MAX_LEVEL } from './constants';
import { OPTION_KEYS, type OptionMap } from './questions';
import {
  MAX_OPTION,
  MAX_TEXT,
  normaliseCorrectAnswer,
  normaliseDifficulty,
  QUESTION_MESSAGES,
  type QuestionDraft,
} from './question-rules';
import { hasNul, nulMessage } from './text-rules';
import { latexMessage, latexProblem } from './latex-rules';
import {
  MAX_PASSAGE_SOURCE,
  MAX_PASSAGE_TEXT,
  MAX_PASSAGE_TITLE,
  PASSAGE_MESSAGES,
  type PassageDraft,
} from './passages';
import { diagramFileName, imageOfCells } from './diagrams';
import { AVAILABLE_EXAM_CODES, examShortName, toAvailableExamCode } from './catalogue';

/** The upload format (admin-and-public §5). */
export const REQUIRED_COLUMNS = [
  'exam_name',
  'subject_name',
  'topic',
  'difficulty',
  'level_tag',
  'question_text',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answer',
] as const;
/** `exams` (issue 20): which exams may serve the row, e.g. `JAMB;WAEC;NECO`; empty = the upload's exam. */
export const OPTIONAL_COLUMNS = ['explanation', 'exams'] as const;
export const CSV_COLUMNS = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS] as const;
/**
 * A question's passage (issue 14), after the others: optional, and empty for a question without
 * one. Rows with the same title and text share the passage. Export adds them only when needed.
 */
export const PASSAGE_COLUMNS = ['passage_title', 'passage_text', 'passage_source'] as const;
/**
 * A question's diagram (issue 14 item 2), last: `image` names a stored diagram (`<id>.webp`, as
 * export writes it; in content/ a file beside the CSV) and `image_alt` describes it. Export adds
 * them only when a question has a diagram.
 */
export const IMAGE_COLUMNS = ['image', 'image_alt'] as const;
const READ_COLUMNS = [...CSV_COLUMNS, ...PASSAGE_COLUMNS, ...IMAGE_COLUMNS] as const;

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** Rejected rows listed one by one; the rest are counted. */
export const REJECTED_ROWS_SHOWN = 20;

export const CSV_MESSAGES = {
  missingInputs: 'Please select exam type, subject, level, and upload a CSV file.',
  tooLarge: 'File size must be less than 10MB',
  notCsv: 'Please upload a CSV file',
  timer: 'Timer minutes must be between 1 and 180',
  questionsPerLevel: 'Questions per level must be between 1 and 100',
  noDataRows: 'CSV file must contain at least a header row and one data row',
  missingColumns: (cols: string[]) => `Missing required columns: ${cols.join(', ')}`,
  noValidRows:
    'No valid questions found in CSV file. Please check the format and required columns.',
  parseFailed: 'Failed to parse CSV file',
  shortRow: 'Row has fewer columns than the header',
  missingValues: (cols: string[]) => `Missing required value: ${cols.join(', ')}`,
  duplicateOptions: QUESTION_MESSAGES.duplicateOptions,
  tooLong: (col: string) => `${col} is too long`,
  unknownExam: (name: string) => `Unknown exam in exams: ${name} (use JAMB, WAEC or NECO)`,
  examsMissUpload: (exam: string) =>
    `exams must include ${exam}, the exam this file is uploaded to`,
} as const;

/**
 * The `exams` cell (issue 20): exam names separated by `;` (or `,` `/` `|` or spaces), as
 * canonical codes in catalogue order, or the message refusing it. Empty → [].
 */
export function parseExamsCell(cell: string): string[] | string {
  const names = cell
    .split(/[;,/|\s]+/)
    .map((n) => n.trim())
    .filter(Boolean);
  const codes: string[] = [];
  for (const name of names) {
    const code = toAvailableExamCode(name);
    if (!code) return CSV_MESSAGES.unknownExam(name);
    if (!codes.includes(code)) codes.push(code);
  }
  return AVAILABLE_EXAM_CODES.filter((c) => codes.includes(c));
}

/** The `exams` cell as written: `JAMB;WAEC;NECO`. */
export const examsCell = (exams: readonly string[]) => exams.map(examShortName).join(';');

export type RejectedRow = { row: number; reason: string };
export type CsvParseResult =
  | { ok: true; accepted: (QuestionDraft & { row: number })[]; rejected: RejectedRow[] }
  | { ok: false; error: string; rejected?: RejectedRow[] };

/** How a row missing values (or cells) is reported; the competition CSV words it its own way. */
export type RowMessages = {
  missingValues: (columns: string[]) => string;
  shortRow: (columns: string[]) => string;
};
const UPLOAD_ROW_MESSAGES: RowMessages = {
  missingValues: CSV_MESSAGES.missingValues,
  shortRow: () => CSV_MESSAGES.shortRow,
};

/** File checks that need no parsing: name and size (spec §5 messages). */
export function checkCsvFile(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return CSV_MESSAGES.notCsv;
  if (file.size > MAX_CSV_BYTES) return CSV_MESSAGES.tooLarge;
  return null;
}

const normaliseHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');

/**
 * Parses and validates an upload CSV (Papa Parse: quoted commas and quotes, CRLF, BOM, any column
 * order). The same function runs in the browser (preview) and on the server (authoritative).
 * Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export function parseQuestionCsv(
  text: string,
  ctx: CsvContext,
  messages: RowMessages = UPLOAD_ROW_MESSAGES,
): CsvParseResult {
  const steps = parseQuestionCsvInSteps(text, ctx, messages);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export type CsvContext = {
  /** The upload's exam, which every row's `exams` must include; null: each row's first exam. */
  examType: string | null;
  subject: string;
  selectedLevel: number;
};

/** Rows checked between two pauses of parseQuestionCsvInSteps (a few ms each). */
export const CSV_ROWS_PER_STEP = 500;

/**
 * parseQuestionCsv, pausing (a bare `yield`) every CSV_ROWS_PER_STEP rows: the server lets other
 * requests run at each pause instead of checking a 10 MB file in one go (issue 21 item 5).
 */
export function* parseQuestionCsvInSteps(
  text: string,
  ctx: CsvContext,
  messages: RowMessages = UPLOAD_ROW_MESSAGES,
): Generator<void, CsvParseResult, void> {
  // Blank records are skipped in the loop, not by Papa, so row numbers stay those of the file.
  const body = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    delimiter: headerDelimiter(body),
  });
  const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');
  const rows = parsed.data;
  while (rows.length && isBlank(rows[rows.length - 1]!)) rows.pop();
  const headerIndex = rows.findIndex((r) => !isBlank(r));
  if (headerIndex > 0) rows.splice(0, headerIndex);
  if (parsed.errors.some((e) => e.type === 'Quotes') && rows.length === 0)
    return { ok: false, error: CSV_MESSAGES.parseFailed };
  if (rows.filter((r) => !isBlank(r)).length < 2)
    return { ok: false, error: CSV_MESSAGES.noDataRows };
  const header = rows[0]!.map(normaliseHeader);
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { ok: false, error: CSV_MESSAGES.missingColumns(missing) };
  const col = Object.fromEntries(READ_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof READ_COLUMNS)[number],
    number
  >;

  const accepted: (QuestionDraft & { row: number })[] = [];
  const rejected: RejectedRow[] = [];
  // Papa reports line-level problems (e.g. an unclosed quote) per row index.
  const rowErrors = new Map<number, string>();
  for (const e of parsed.errors)
    if (e.row !== undefined && e.type === 'Quotes')
      rowErrors.set(e.row - Math.max(0, headerIndex), CSV_MESSAGES.parseFailed);

  for (let i = 1; i < rows.length; i++) {
    if (i % CSV_ROWS_PER_STEP === 0) yield;
    const cells = rows[i]!;
    if (isBlank(cells)) continue;
    const rowNumber = i + 1 + Math.max(0, headerIndex);
    const reject = (reason: string) => rejected.push({ row: rowNumber, reason });
    if (rowErrors.has(i)) {
      reject(rowErrors.get(i)!);
      continue;
    }
    if (
      cells.length < header.length &&
      cells.length <= Math.max(...REQUIRED_COLUMNS.map((c) => col[c]))
    ) {
      reject(messages.shortRow(REQUIRED_COLUMNS.filter((c) => !(cells[col[c]] ?? '').trim())));
      continue;
    }
    const get = (c: (typeof READ_COLUMNS)[number]) =>
      col[c] >= 0 ? unescapeCsvCell((cells[col[c]] ?? '').trim()) : '';
    const withNul = READ_COLUMNS.find((c) => hasNul(get(c)));
    if (withNul) {
      reject(nulMessage(withNul));
      continue;
    }
    const empty = REQUIRED_COLUMNS.filter(
      (c) => c !== 'difficulty' && c !== 'level_tag' && get(c) === '',
    );
    if (empty.length) {
      reject(messages.missingValues(empty));
      continue;
    }
    const difficulty = normaliseDifficulty(get('difficulty'));
    if (!difficulty) {
      reject(QUESTION_MESSAGES.invalidDifficultyValue(get('difficulty')));
      continue;
    }
    const correctAnswer = normaliseCorrectAnswer(get('correct_answer'));
    if (!correctAnswer) {
      reject(QUESTION_MESSAGES.invalidCorrectAnswerValue(get('correct_answer')));
      continue;
    }
    const options = {
      A: get('option_a'),
      B: get('option_b'),
      C: get('option_c'),
      D: get('option_d'),
    } satisfies OptionMap;
    if (new Set(OPTION_KEYS.map((k) => options[k].toLowerCase())).size !== 4) {
      reject(CSV_MESSAGES.duplicateOptions);
      continue;
    }
    const tooLong =
      get('question_text').length > MAX_TEXT
        ? 'question_text'
        : get('explanation').length > MAX_TEXT
          ? 'explanation'
          : OPTION_KEYS.find((k) => options[k].length > MAX_OPTION);
    if (tooLong) {
      reject(
        CSV_MESSAGES.tooLong(tooLong.length === 1 ? `option_${tooLong.toLowerCase()}` : tooLong),
      );
      continue;
    }
    // LaTeX the quiz could not render (issue 21 item 4): named by its column, like a NUL.
    const latex = READ_COLUMNS.map((c) => [c, latexProblem(get(c))] as const).find(([, p]) => p);
    if (latex) {
      reject(latexMessage(latex[0], latex[1]!));
      continue;
    }
    const passage = passageOf(get('passage_title'), get('passage_text'), get('passage_source'));
    if (typeof passage === 'string') {
      reject(passage);
      continue;
    }
    const image = imageOfCells(get('image'), get('image_alt'));
    if (typeof image === 'string') {
      reject(image);
      continue;
    }
    const listed = parseExamsCell(get('exams'));
    if (typeof listed === 'string') {
      reject(listed);
      continue;
    }
    // The upload's exam (null: the seed, each row's first; '': the exam-agnostic preview).
    const home = ctx.examType === null ? (listed[0] ?? null) : ctx.examType;
    if (home === null) {
      reject(CSV_MESSAGES.missingValues(['exams']));
      continue;
    }
    if (home && listed.length && !listed.includes(home)) {
      reject(CSV_MESSAGES.examsMissUpload(examShortName(home)));
      continue;
    }
    accepted.push({
      row: rowNumber,
      examType: home,
      exams: listed.length ? listed : home ? [home] : [],
      subject: ctx.subject,
      level: levelFromTag(get('level_tag'), ctx.selectedLevel),
      topic: get('topic'),
      difficulty,
      questionText: get('question_text'),
      options,
      correctAnswer,
      explanation: get('explanation') || null,
      ...(passage ? { passage } : {}),
      ...(image ? { image } : {}),
    });
  }
  if (accepted.length === 0) return { ok: false, error: CSV_MESSAGES.noValidRows, rejected };
  return { ok: true, accepted, rejected };
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter that splits the header into the most known column names (a spreadsheet may save
 * `;`), or undefined for Papa Parse to guess. Guessing from the rows alone misreads a short file
 * whose cells hold `;` (the `exams` column: `JAMB;WAEC;NECO`) as semicolon-separated.
 */
export function headerDelimiter(text: string): string | undefined {
  const header = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  let best: { d: string; known: number } | undefined;
  for (const d of DELIMITERS) {
    const known = header
      .split(d)
      .filter((h) =>
        (READ_COLUMNS as readonly string[]).includes(normaliseHeader(h.replace(/^"|"$/g, ''))),
      ).length;
    if (known > 1 && (!best || known > best.known)) best = { d, known };
  }
  return best?.d;
}

/** A row's passage, null without one, or why its passage cells are refused. */
function passageOf(title: string, text: string, source: string): PassageDraft | null | string {
  if (!title && !text && !source) return null;
  if (!title || !text) return PASSAGE_MESSAGES.incomplete;
  if (title.length > MAX_PASSAGE_TITLE) return PASSAGE_MESSAGES.tooLong('passage_title');
  if (text.length > MAX_PASSAGE_TEXT) return PASSAGE_MESSAGES.tooLong('passage_text');
  if (source.length > MAX_PASSAGE_SOURCE) return PASSAGE_MESSAGES.tooLong('passage_source');
  return { title, text, source: source || null };
}

/** The level from level_tag when it is a whole number 1–50, else the level chosen in the form. */
export function levelFromTag(tag: string, selected: number): number {
  if (!/^\s*\d+\s*$/.test(tag)) return selected;
  const n = Number(tag);
  return n >= 1 && n <= MAX_LEVEL ? n : selected;
}

const FORMULA = /^[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

/**
 * Neutralises spreadsheet formulas: a cell starting with = + - @ (or tab/CR) gets a leading '.
 * A cell that already looks escaped ('=…) gets one more, so unescaping restores it exactly.
 */
export function escapeCsvCell(value: string): string {
  return FORMULA.test(value) || ESCAPED.test(value) ? `'${value}` : value;
}

/** Undoes `escapeCsvCell` on upload so export → upload round-trips exactly. */
export function unescapeCsvCell(value: string): string {
  return ESCAPED.test(value) ? value.slice(1) : value;
}

export type ExportableQuestion = Omit<QuestionDraft, 'image'> & {
  examShortName: string;
  subjectName: string;
  /** Its stored diagram (issue 14 item 2), if any. */
  image?: { id: string; alt: string } | null;
};

/** Questions as an upload CSV (header + rows), cells escaped against formula injection. */
export function questionsToCsv(questions: ExportableQuestion[]): string {
  const withPassages = questions.some((q) => q.passage);
  const withImages = questions.some((q) => q.image);
  const rows = questions.map((q) =>
    [
      q.examShortName,
      q.subjectName,
      q.topic,
      q.difficulty,
      String(q.level),
      q.questionText,
      q.options.A,
      q.options.B,
      q.options.C,
      q.options.D,
      q.correctAnswer,
      q.explanation ?? '',
      examsCell(q.exams?.length ? q.exams : [q.examType]),
      ...(withPassages
        ? [q.passage?.title ?? '', q.passage?.text ?? '', q.passage?.source ?? '']
        : []),
      ...(withImages ? (q.image ? [diagramFileName(q.image.id), q.image.alt] : ['', '']) : []),
    ].map(escapeCsvCell),
  );
  const fields = [
    ...CSV_COLUMNS,
    ...(withPassages ? PASSAGE_COLUMNS : []),
    ...(withImages ? IMAGE_COLUMNS : []),
  ];
  return Papa.unparse({ fields, data: rows }, { newline: '\r\n', quotes: false });
}
