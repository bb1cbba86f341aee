import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  competitionDetailsSchema,
  COMPETITION_DEFAULTS,
  COMPETITION_FORM_MESSAGES as M,
  createCompetitionSchema,
  csvErrorSummary,
  parseCompetitionCsv,
} from './competition-form';
import { CSV_COLUMNS } from './question-csv';

const base = {
  title: 'Maths Cup',
  examType: 'JAMB',
  subject: 'Mathematics',
  startTime: '2027-01-01T10:00:00+01:00',
  endTime: '2027-01-01T12:00:00+01:00',
};
const issues = (value: unknown) => {
  const r = z.safeParse(competitionDetailsSchema, value);
  return r.success
    ? {}
    : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the competition form (admin §3, §5)', () => {
  it('fills the defaults: 60 minutes, unlimited participants, no fee, ₦100 prize pool', () => {
    const parsed = z.parse(competitionDetailsSchema, base);
    expect(parsed).toMatchObject({
      title: 'Maths Cup',
      examType: 'jamb',
      subject: 'mathematics',
      durationMinutes: 60,
      maxParticipants: null,
      entryFeeKobo: 0,
      prizePoolKobo: 10_000,
      registrationDeadline: null,
      description: null,
    });
    expect(parsed.startTime.toISOString()).toBe('2027-01-01T09:00:00.000Z');
    expect(COMPETITION_DEFAULTS.questionCount).toBe(20);
    expect(
      z.parse(competitionDetailsSchema, { ...base, unlimitedParticipants: false }).maxParticipants,
    ).toBe(100);
    expect(
      z.parse(competitionDetailsSchema, {
        ...base,
        unlimitedParticipants: false,
        maxParticipants: 7,
      }).maxParticipants,
    ).toBe(7);
  });

  it('needs the end after the start, the deadline not after the start, and the duration inside the window', () => {
    expect(issues({ ...base, endTime: base.startTime })).toEqual({ endTime: M.endAfterStart });
    expect(issues({ ...base, registrationDeadline: '2027-01-01T10:00:01+01:00' })).toEqual({
      registrationDeadline: M.deadlineNotAfterStart,
    });
    expect(issues({ ...base, registrationDeadline: base.startTime })).toEqual({});
    expect(issues({ ...base, durationMinutes: 121 })).toEqual({ durationMinutes: M.durationFits });
    expect(issues({ ...base, durationMinutes: 120 })).toEqual({});
    expect(issues({ ...base, title: '  ' })).toEqual({ title: M.title });
    expect(issues({ ...base, startTime: 'soon' })).toEqual({ startTime: M.time });
    expect(issues({ ...base, entryFeeKobo: 1.5 })).toEqual({ entryFeeKobo: M.money });
    expect(issues({ ...base, examType: 'toefl' })).toHaveProperty('examType');
  });

  it('refuses an entry fee (none can be paid online yet) and takes a minimum score of 0-100 %', () => {
    expect(issues({ ...base, entryFeeKobo: 50_000 })).toEqual({ entryFeeKobo: M.feeNotPayable });
    expect(issues({ ...base, entryFeeKobo: 0 })).toEqual({});
    expect(z.parse(competitionDetailsSchema, base).prizeMinScore).toBeNull();
    expect(z.parse(competitionDetailsSchema, { ...base, prizeMinScore: 50 }).prizeMinScore).toBe(
      50,
    );
    for (const bad of [-1, 101, 50.5, '50'])
      expect(issues({ ...base, prizeMinScore: bad })).toEqual({ prizeMinScore: M.prizeMinScore });
  });

  it('takes at least one question, entered by hand or drawn from the bank', () => {
    const manual = z.safeParse(createCompetitionSchema, {
      details: base,
      questions: { source: 'manual', questions: [] },
    });
    expect(manual.success ? null : manual.error.issues[0]!.message).toBe(M.atLeastOneQuestion);
    const bank = z.parse(createCompetitionSchema, { details: base, questions: { source: 'bank' } });
    expect(bank.questions).toEqual({ source: 'bank', count: 20, levels: [] });
  });
});

const HEADER = CSV_COLUMNS.join(',');
const row = (over: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {}) =>
  CSV_COLUMNS.map(
    (c) =>
      over[c] ??
      {
        exam_name: 'WAEC',
        exams: '',
        subject_name: 'Physics',
        topic: 'Algebra',
        difficulty: 'easy',
        level_tag: '',
        question_text: '"What is 2, plus 2?"',
        option_a: '3',
        option_b: '4',
        option_c: '5',
        option_d: '6',
        correct_answer: 'b',
        explanation: '"Two, and two."',
      }[c],
  ).join(',');

describe('the competition CSV (admin §5)', () => {
  const where = { examType: 'jamb', subject: 'mathematics' };

  it('parses quoted fields, puts every question in the competition, level 1 unless level_tag says', () => {
    const parsed = parseCompetitionCsv([HEADER, row(), row({ level_tag: '7' })].join('\n'), where);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.errors).toEqual([]);
    expect(parsed.questions[0]).toMatchObject({
      examType: 'jamb',
      subject: 'mathematics',
      level: 1,
      questionText: 'What is 2, plus 2?',
      correctAnswer: 'B',
      explanation: 'Two, and two.',
    });
    expect(parsed.questions[1]!.level).toBe(7);
  });

  it('reports bad rows as "Row {n}: …" with the spec texts and keeps the good ones', () => {
    const parsed = parseCompetitionCsv(
      [
        HEADER,
        row({ topic: '', option_c: '' }),
        row(),
        row({ difficulty: 'tricky' }),
        row({ correct_answer: 'E' }),
        'WAEC,Physics,Algebra',
      ].join('\n'),
      where,
    );
    expect(parsed).toMatchObject({ ok: true });
    expect(parsed.errors).toEqual([
      'Row 2: Missing fields: topic, option_c',
      'Row 4: Invalid difficulty value: tricky. Must be one of: easy, medium, hard',
      'Row 5: Invalid correct_answer value: E. Must be one of: A, B, C, D',
      'Row 6: Missing fields: difficulty, level_tag, question_text, option_a, option_b, option_c, option_d, correct_answer',
    ]);
  });

  it('says what is wrong with an empty file, missing columns, or no valid row (with the rows)', () => {
    expect(parseCompetitionCsv('', where)).toEqual({
      ok: false,
      error: 'No data found in CSV file',
      errors: [],
    });
    expect(parseCompetitionCsv('question_text\nx', where)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Missing required columns: exam_name/),
    });
    expect(parseCompetitionCsv([HEADER, row({ correct_answer: 'Z' })].join('\n'), where)).toEqual({
      ok: false,
      error: 'No valid questions found in CSV file. Please check the format and required columns.',
      errors: ['Row 2: Invalid correct_answer value: Z. Must be one of: A, B, C, D'],
    });
  });

  it('lists up to 5 errors, then "... and {k} more errors"', () => {
    const errors = Array.from({ length: 8 }, (_, i) => `Row ${i + 2}: Missing fields: topic`);
    expect(csvErrorSummary(errors)).toEqual([...errors.slice(0, 5), '... and 3 more errors']);
    expect(csvErrorSummary(errors.slice(0, 5))).toEqual(errors.slice(0, 5));
  });
});
