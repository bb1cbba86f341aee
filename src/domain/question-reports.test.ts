import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  countByReason,
  fixedNotification,
  reportBodySchema,
} from './question-reports';

const parse = (v: unknown) => z.safeParse(reportBodySchema, v);

describe('question reports', () => {
  it('takes a reason and an optional note, trimmed; a blank note is no note', () => {
    expect(parse({ reason: 'typo' }).data).toEqual({ reason: 'typo' });
    expect(parse({ reason: 'other', note: '  B is right  ' }).data).toEqual({
      reason: 'other',
      note: 'B is right',
    });
    expect(parse({ reason: 'unclear', note: '   ' }).data).toEqual({ reason: 'unclear' });
  });

  it('refuses an unknown reason and a note over the limit, with the form texts', () => {
    expect(parse({ reason: 'boring' }).error?.issues[0]?.message).toBe(REPORT_MESSAGES.reason);
    expect(parse({}).success).toBe(false);
    const long = parse({ reason: 'typo', note: 'x'.repeat(REPORT_NOTE_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(REPORT_MESSAGES.noteTooLong);
    expect(parse({ reason: 'typo', note: 'x'.repeat(REPORT_NOTE_MAX) }).success).toBe(true);
  });

  it('counts every reason, zero when absent', () => {
    expect(countByReason(['typo', 'typo', 'other'])).toEqual({
      wrong_answer: 0,
      typo: 2,
      unclear: 0,
      other: 1,
    });
  });

  it('the fixed notification quotes a short excerpt of the question', () => {
    const n = fixedNotification('y'.repeat(200));
    expect(n.title).toBe('A question you reported was fixed');
    expect(n.description.length).toBeLessThan(140);
    expect(fixedNotification('What is 2 + 2?').description).toContain('"What is 2 + 2?"');
  });

  it('never cuts a formula in two: the excerpt stops before one that would not fit', () => {
    const excerpt = (text: string) => /"(.*)"$/.exec(fixedNotification(text).description)![1];
    const pad = 'x'.repeat(70);
    expect(excerpt(`${pad} if $\\theta = 30^\\circ$, find y`)).toBe(`${pad} if…`);
    expect(excerpt(`${pad} $$\\frac{a}{b}$$ and more text after it`)).toBe(`${pad}…`);
    // Whole formulas before the cut stay; an escaped dollar is no formula.
    expect(excerpt(`If $\\theta$ is \\$5 ${'y'.repeat(60)} more words`)).toBe(
      `If $\\theta$ is \\$5 ${'y'.repeat(60)}…`,
    );
    expect(excerpt(`${'y'.repeat(60)} $a$ and $b$ ${'z'.repeat(40)}`)).toBe(
      `${'y'.repeat(60)} $a$ and $b$ ${'z'.repeat(6)}…`,
    );
  });
});
