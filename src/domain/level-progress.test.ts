import { describe, expect, it } from 'vitest';
import { isPracticeLevel, levelProgress } from './level-progress';

describe('isPracticeLevel', () => {
  it('needs an active question and a setting that is not switched off', () => {
    expect(isPracticeLevel({ activeQuestions: 3, settingActive: null })).toBe(true);
    expect(isPracticeLevel({ activeQuestions: 1, settingActive: true })).toBe(true);
    expect(isPracticeLevel({ activeQuestions: 5, settingActive: false })).toBe(false);
    expect(isPracticeLevel({ activeQuestions: 0, settingActive: true })).toBe(false);
  });
});

describe('levelProgress', () => {
  it('counts completed levels among the practice levels only', () => {
    const done = new Set([1, 2, 9]);
    expect(levelProgress([1, 2, 3], (l) => done.has(l))).toEqual({
      completedLevels: 2,
      totalLevels: 3,
      percent: 67,
    });
  });

  it('is 0 of 0 and 0 % when there are no levels', () => {
    expect(levelProgress([], () => true)).toEqual({
      completedLevels: 0,
      totalLevels: 0,
      percent: 0,
    });
  });
});
