import { describe, expect, it } from 'vitest';
import { paperChoice, toggleSubject, type OfferedSubject } from './mock-choice';

const subject = (code: string, count: number, fillable = true): OfferedSubject => ({
  subject: code,
  name: code.charAt(0).toUpperCase() + code.slice(1),
  questionCount: count,
  minutes: 25,
  available: fillable ? count * 3 : count - 1,
  fillable,
});
const jamb = [
  subject('english', 60),
  subject('mathematics', 40),
  subject('physics', 40),
  subject('chemistry', 40),
  subject('biology', 40, false),
  subject('economics', 40),
];

describe('toggleSubject', () => {
  it('keeps at most three JAMB subjects, in the order chosen, never English', () => {
    let chosen: string[] = [];
    for (const s of ['physics', 'english', 'mathematics', 'chemistry', 'economics'])
      chosen = toggleSubject('jamb', chosen, s);
    expect(chosen).toEqual(['physics', 'mathematics', 'chemistry']);
    chosen = toggleSubject('jamb', chosen, 'mathematics');
    expect(chosen).toEqual(['physics', 'chemistry']);
    expect(toggleSubject('jamb', chosen, 'economics')).toEqual([
      'physics',
      'chemistry',
      'economics',
    ]);
  });

  it('replaces the one WAEC or NECO subject', () => {
    expect(toggleSubject('waec', ['physics'], 'mathematics')).toEqual(['mathematics']);
    expect(toggleSubject('neco', ['physics'], 'physics')).toEqual([]);
  });
});

describe('paperChoice', () => {
  it('puts Use of English first and counts the UTME paper’s questions', () => {
    const choice = paperChoice('jamb', jamb, ['mathematics', 'physics', 'chemistry']);
    expect(choice).toEqual({
      subjects: ['english', 'mathematics', 'physics', 'chemistry'],
      ready: true,
      hint: null,
      questions: 180,
    });
  });

  it('says how many subjects are still to choose', () => {
    expect(paperChoice('jamb', jamb, ['mathematics']).hint).toBe(
      'Choose 2 more subjects (1 of 3 chosen).',
    );
    expect(paperChoice('waec', jamb.slice(1), []).hint).toBe('Choose a subject.');
  });

  it('is never ready with a subject the bank cannot fill, and says which', () => {
    const choice = paperChoice('jamb', jamb, ['mathematics', 'physics', 'biology']);
    expect(choice.ready).toBe(false);
    expect(choice.hint).toBe('Biology: not enough questions yet.');
    const noEnglish = paperChoice(
      'jamb',
      [subject('english', 60, false), ...jamb.slice(1)],
      ['mathematics', 'physics', 'chemistry'],
    );
    expect(noEnglish.ready).toBe(false);
    expect(noEnglish.hint).toMatch(/English does not have enough questions yet/);
  });

  it('ignores picks the exam does not offer', () => {
    expect(paperChoice('waec', jamb.slice(1), ['latin']).subjects).toEqual([]);
  });
});
