import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from './question-csv';
import { checkUploadForm, uploadSuccessMessage, UPLOAD_DEFAULTS } from './upload-form';

const file = { name: 'bank.csv', size: 1000 };
const base = { examType: 'JAMB', subject: 'Mathematics', level: '7', file };

describe('checkUploadForm', () => {
  it('fills the Upload defaults (30 minutes, 10 per level, shuffle, active)', () => {
    expect(checkUploadForm(base)).toEqual({
      ok: true,
      value: {
        examType: 'jamb',
        subject: 'mathematics',
        level: 7,
        ...UPLOAD_DEFAULTS,
        // Replacing stored questions is confirmed only when the form says so (issue 21 item 9).
        confirmReplace: false,
        file,
      },
    });
    const confirmed = checkUploadForm({ ...base, confirmReplace: 'true' });
    expect(confirmed.ok && confirmed.value.confirmReplace).toBe(true);
    expect(checkUploadForm({ ...base, confirmReplace: 'maybe' })).toMatchObject({
      ok: false,
      field: 'confirmReplace',
    });
    expect(UPLOAD_DEFAULTS).toEqual({
      timerMinutes: 30,
      questionsPerLevel: 10,
      shuffleQuestions: true,
      isActive: true,
    });
  });

  it('reads the form strings', () => {
    const r = checkUploadForm({
      ...base,
      timerMinutes: '180',
      questionsPerLevel: '1',
      shuffleQuestions: 'false',
      isActive: 'off',
    });
    expect(r.ok && r.value).toMatchObject({
      timerMinutes: 180,
      questionsPerLevel: 1,
      shuffleQuestions: false,
      isActive: false,
    });
  });

  it.each([
    [{ examType: '' }, CSV_MESSAGES.missingInputs],
    [{ subject: undefined }, CSV_MESSAGES.missingInputs],
    [{ level: ' ' }, CSV_MESSAGES.missingInputs],
    [{ file: null }, CSV_MESSAGES.missingInputs],
    [{ file: 'bank.csv' }, CSV_MESSAGES.missingInputs],
    [{ level: '0' }, 'Level must be between 1 and 50'],
    [{ level: '7.5' }, 'Level must be between 1 and 50'],
    [{ file: { name: 'bank.txt', size: 10 } }, CSV_MESSAGES.notCsv],
    [{ file: { name: 'bank.csv', size: 10 * 1024 * 1024 + 1 } }, CSV_MESSAGES.tooLarge],
    [{ timerMinutes: '181' }, CSV_MESSAGES.timer],
    [{ timerMinutes: 'ten' }, CSV_MESSAGES.timer],
    [{ questionsPerLevel: '0' }, CSV_MESSAGES.questionsPerLevel],
    [{ questionsPerLevel: '101' }, CSV_MESSAGES.questionsPerLevel],
  ])('refuses %o', (over, error) => {
    const r = checkUploadForm({ ...base, ...over });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toBe(error);
  });

  it('checks in the spec order: inputs, then the file, then the numbers', () => {
    expect(
      checkUploadForm({ ...base, examType: '', file: { name: 'x.txt', size: 1 } }),
    ).toMatchObject({ error: CSV_MESSAGES.missingInputs });
    expect(
      checkUploadForm({ ...base, timerMinutes: '0', file: { name: 'x.txt', size: 1 } }),
    ).toMatchObject({ error: CSV_MESSAGES.notCsv });
  });
});

describe('uploadSuccessMessage', () => {
  it('uses the spec wording for one level and lists several', () => {
    expect(uploadSuccessMessage(25, [7])).toBe(
      '25 questions uploaded for Level 7 and are now LIVE in the quiz',
    );
    expect(uploadSuccessMessage(1, [2])).toBe(
      '1 question uploaded for Level 2 and is now LIVE in the quiz',
    );
    expect(uploadSuccessMessage(60, [3, 2, 4])).toBe(
      '60 questions uploaded for Levels 2, 3, 4 and are now LIVE in the quiz',
    );
    expect(uploadSuccessMessage(5, [9], false)).toMatch(/not in the quiz yet$/);
  });

  it('never calls a level live that its exam cannot start yet (issue 20)', () => {
    expect(
      uploadSuccessMessage(4, [40, 41], true, [
        { level: 40, served: 4, threshold: 40 },
        { level: 41, served: 30, threshold: 40 },
      ]),
    ).toBe(
      "4 questions uploaded for Levels 40, 41. Not in the quiz yet: a level opens once it holds twice its quiz's questions (Level 40: 4 of 40; Level 41: 30 of 40)",
    );
  });
});
