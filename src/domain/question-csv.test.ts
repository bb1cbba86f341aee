import { describe, expect, it } from 'vitest';
import {
  checkCsvFile,
  CSV_MESSAGES,
  escapeCsvCell,
  levelFromTag,
  parseQuestionCsv,
  questionsToCsv,
  REQUIRED_COLUMNS,
  unescapeCsvCell,
} from './question-csv';
import { QUESTION_MESSAGES } from './question-rules';
import { PASSAGE_MESSAGES } from './passages';
import { TWO_PLUS_TWO } from './testing/sample-question';

const ctx = { examType: 'jamb', subject: 'mathematics', selectedLevel: 7 };
const HEADER =
  'exam_name,subject_name,topic,difficulty,level_tag,question_text,option_a,option_b,option_c,option_d,correct_answer,explanation';
const row = (over: Partial<Record<string, string>> = {}) => {
  const base: Record<string, string> = {
    exam_name: 'JAMB',
    subject_name: 'Mathematics',
    topic: 'Algebra',
    difficulty: 'easy',
    level_tag: '7',
    question_text: 'What is 2 + 2?',
    option_a: '3',
    option_b: '4',
    option_c: '5',
    option_d: '6',
    correct_answer: 'B',
    explanation: 'Two and two make four.',
    ...over,
  };
  return HEADER.split(',')
    .map((c) => base[c]!)
    .join(',');
};

describe('parseQuestionCsv', () => {
  it('accepts a plain file and maps every column', () => {
    const r = parseQuestionCsv([HEADER, row()].join('\n'), ctx);
    expect(r).toEqual({
      ok: true,
      rejected: [],
      accepted: [
        {
          row: 2,
          examType: 'jamb',
          exams: ['jamb'],
          subject: 'mathematics',
          level: 7,
          ...TWO_PLUS_TWO,
        },
      ],
    });
  });

  it('handles a UTF-8 BOM, CRLF, quoted commas, quotes inside quotes and blank lines', () => {
    const text =
      '\uFEFF' +
      [
        HEADER,
        row({ question_text: '"Simplify ""a, b"" and c"' }),
        '',
        '   ',
        row({ question_text: 'Second' }),
      ].join('\r\n') +
      '\r\n';
    const r = parseQuestionCsv(text, ctx);
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted.map((q) => q.questionText)).toEqual(['Simplify "a, b" and c', 'Second']);
    expect(r.rejected).toEqual([]);
  });

  it('accepts columns in any order and header case', () => {
    const cols = HEADER.split(',').reverse();
    const values: Record<string, string> = {
      exam_name: 'JAMB',
      subject_name: 'Mathematics',
      topic: 'T',
      difficulty: 'HARD',
      level_tag: '3',
      question_text: 'Q?',
      option_a: 'a',
      option_b: 'b',
      option_c: 'c',
      option_d: 'd',
      correct_answer: 'd',
      explanation: '',
    };
    const r = parseQuestionCsv(
      [cols.map((c) => c.toUpperCase()).join(','), cols.map((c) => values[c]).join(',')].join('\n'),
      ctx,
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted[0]).toMatchObject({
      difficulty: 'hard',
      level: 3,
      correctAnswer: 'D',
      explanation: null,
    });
  });

  it('rejects bad rows with their number and reason, keeping the good ones', () => {
    const text = [
      HEADER,
      row(),
      row({ correct_answer: 'E' }),
      row({ difficulty: 'tricky' }),
      row({ question_text: '' }),
      'JAMB,Mathematics,Algebra',
      row({ option_c: '4' }),
      row({ difficulty: '' }),
    ].join('\n');
    const r = parseQuestionCsv(text, ctx);
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted.map((q) => q.row)).toEqual([2, 8]);
    expect(r.accepted[1]!.difficulty).toBe('medium');
    expect(r.rejected).toEqual([
      { row: 3, reason: 'Invalid correct_answer value: E. Must be one of: A, B, C, D' },
      { row: 4, reason: 'Invalid difficulty value: tricky. Must be one of: easy, medium, hard' },
      { row: 5, reason: 'Missing required value: question_text' },
      { row: 6, reason: CSV_MESSAGES.shortRow },
      { row: 7, reason: CSV_MESSAGES.duplicateOptions },
    ]);
  });

  it('takes the level from level_tag, else the selected level', () => {
    expect(levelFromTag('12', 7)).toBe(12);
    expect(levelFromTag('level one', 7)).toBe(7);
    expect(levelFromTag('', 7)).toBe(7);
    expect(levelFromTag('51', 7)).toBe(7);
    expect(levelFromTag('0', 7)).toBe(7);
  });

  it('gives the spec messages for missing columns, no data rows and no valid rows', () => {
    expect(parseQuestionCsv(HEADER, ctx)).toEqual({ ok: false, error: CSV_MESSAGES.noDataRows });
    expect(parseQuestionCsv('', ctx)).toEqual({ ok: false, error: CSV_MESSAGES.noDataRows });
    expect(parseQuestionCsv('question_text,option_a\nq,a', ctx)).toEqual({
      ok: false,
      error: `Missing required columns: ${REQUIRED_COLUMNS.filter((c) => c !== 'question_text' && c !== 'option_a').join(', ')}`,
    });
    expect(parseQuestionCsv([HEADER, row({ correct_answer: 'Z' })].join('\n'), ctx)).toEqual({
      ok: false,
      error: CSV_MESSAGES.noValidRows,
      rejected: [{ row: 2, reason: QUESTION_MESSAGES.invalidCorrectAnswerValue('Z') }],
    });
  });

  it('checks the file name and size', () => {
    expect(checkCsvFile({ name: 'questions.CSV', size: 100 })).toBeNull();
    expect(checkCsvFile({ name: 'questions.xlsx', size: 100 })).toBe('Please upload a CSV file');
    expect(checkCsvFile({ name: 'big.csv', size: 10 * 1024 * 1024 + 1 })).toBe(
      'File size must be less than 10MB',
    );
  });
});

describe('questionsToCsv', () => {
  it('escapes formula cells and round-trips through the parser exactly', () => {
    const q = {
      examType: 'jamb',
      subject: 'mathematics',
      examShortName: 'JAMB',
      subjectName: 'Mathematics',
      level: 9,
      topic: 'Numbers, sets',
      difficulty: 'hard' as const,
      questionText: '=SUM(A1) "quoted", really?',
      options: { A: '-2', B: '+3', C: '@x', D: '4' },
      correctAnswer: 'C' as const,
      explanation: 'Line one\nline two',
    };
    const csv = questionsToCsv([q]);
    expect(csv.split('\r\n')[0]).toBe(`${HEADER},exams`);
    expect(csv).toContain(`"'=SUM(A1) ""quoted"", really?"`);
    expect(escapeCsvCell('-2')).toBe("'-2");
    const r = parseQuestionCsv(csv, { ...ctx, selectedLevel: 1 });
    if (!r.ok) throw new Error(r.error);
    const { row: _row, ...back } = r.accepted[0]!;
    const { examShortName: _e, subjectName: _s, ...expected } = q;
    expect(back).toEqual({ ...expected, exams: ['jamb'] });
  });
});

describe('the exams column (issue 20)', () => {
  const head = `${HEADER},exams`;
  it("reads the exams a row serves, in catalogue order, with the upload's exam among them", () => {
    const r = parseQuestionCsv([head, `${row()},NECO;jamb;WAEC`].join('\n'), ctx);
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted[0]).toMatchObject({ examType: 'jamb', exams: ['jamb', 'waec', 'neco'] });
  });
  it("refuses an unknown exam, and a list without the upload's exam", () => {
    const r = parseQuestionCsv(
      [
        head,
        `${row()},JAMB;SAT`,
        `${row({ question_text: 'Two' })},WAEC;NECO`,
        `${row({ question_text: 'Three' })},`,
      ].join('\n'),
      ctx,
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.rejected).toEqual([
      { row: 2, reason: CSV_MESSAGES.unknownExam('SAT') },
      { row: 3, reason: CSV_MESSAGES.examsMissUpload('JAMB') },
    ]);
    expect(r.accepted.map((a) => a.exams)).toEqual([['jamb']]);
  });
  it("takes a row's first exam as its bank when no upload exam is given (the starter bank)", () => {
    const r = parseQuestionCsv([head, `${row()},WAEC;NECO`].join('\n'), { ...ctx, examType: null });
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted[0]).toMatchObject({ examType: 'waec', exams: ['waec', 'neco'] });
  });
  it('previews a file before its exam is chosen (the browser’s exam-agnostic parse)', () => {
    const preview = { ...ctx, examType: '' };
    const r = parseQuestionCsv(
      [head, `${row()},`, `${row({ question_text: 'Two' })},WAEC;NECO`].join('\n'),
      preview,
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.rejected).toEqual([]);
    expect(r.accepted.map((a) => a.exams)).toEqual([[], ['waec', 'neco']]);
  });
  it('reads a one-row file whose cells hold semicolons as comma-separated', () => {
    const r = parseQuestionCsv(
      [head, `${row({ question_text: 'a; b; c; d; e' })},JAMB;WAEC;NECO`].join('\n'),
      ctx,
    );
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted[0]!.questionText).toBe('a; b; c; d; e');
  });
  it('still reads a file a spreadsheet saved with semicolons', () => {
    const semi = [HEADER.replaceAll(',', ';'), row().replaceAll(',', ';')].join('\n');
    const r = parseQuestionCsv(semi, ctx);
    expect(r.ok).toBe(true);
  });
});

describe('row numbers and escaping edge cases', () => {
  it('numbers rows as the file shows them, even after blank lines', () => {
    const text = ['', HEADER, row(), '', ',,,,,,,,,,,', row({ correct_answer: 'X' })].join('\n');
    const r = parseQuestionCsv(text, ctx);
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted.map((q) => q.row)).toEqual([3]);
    expect(r.rejected.map((x) => x.row)).toEqual([6]);
  });

  it("keeps a text that really starts with '= through export and upload", () => {
    for (const v of ["'=not a formula", "''+x", "'plain", '=x', '-3']) {
      expect(unescapeCsvCell(escapeCsvCell(v))).toBe(v);
    }
  });
});

describe('passages in the CSV (issue 14)', () => {
  const PHEADER = `${HEADER},passage_title,passage_text,passage_source`;
  const withPassage = (title: string, text: string, source = '') =>
    `${row()},${title},"${text.replace(/"/g, '""')}",${source}`;

  it('reads a passage per row; rows without one have none; title and text go together', () => {
    const text = [
      PHEADER,
      withPassage('The Harmattan', 'Dry wind.\n\nDust "everywhere".', 'Written for PrepArena'),
      `${row()},,,`,
      withPassage('', 'A text without a title'),
    ].join('\n');
    const r = parseQuestionCsv(text, ctx);
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted[0]!.passage).toEqual({
      title: 'The Harmattan',
      text: 'Dry wind.\n\nDust "everywhere".',
      source: 'Written for PrepArena',
    });
    expect(r.accepted[1]!.passage).toBeUndefined();
    expect(r.rejected).toEqual([{ row: 4, reason: PASSAGE_MESSAGES.incomplete }]);
  });

  it('exports the passage columns only when a question has a passage, and round-trips them', () => {
    const base = {
      examType: 'jamb',
      subject: 'english',
      examShortName: 'JAMB',
      subjectName: 'English Language',
      level: 4,
      topic: 'Comprehension',
      difficulty: 'medium' as const,
      options: { A: 'a', B: 'b', C: 'c', D: 'd' },
      correctAnswer: 'A' as const,
      explanation: null,
    };
    const passage = { title: 'Kano', text: 'An old city,\nwalled.', source: null };
    expect(questionsToCsv([{ ...base, questionText: 'Q1' }]).split('\r\n')[0]).toBe(
      `${HEADER},exams`,
    );
    const csv = questionsToCsv([
      { ...base, questionText: 'Q1', passage },
      { ...base, questionText: 'Q2' },
    ]);
    expect(csv.split('\r\n')[0]).toBe(PHEADER.replace(HEADER, `${HEADER},exams`));
    const r = parseQuestionCsv(csv, ctx);
    if (!r.ok) throw new Error(r.error);
    expect(r.accepted.map((q) => q.passage ?? null)).toEqual([passage, null]);
  });
});
