import { describe, expect, it } from 'vitest';
import {
  averageScore,
  levelsCompleted,
  meanReaches,
  quizzesCompleted,
  roundedMean,
  studentFigures,
  subjectsCompleted,
  type LevelRecord,
} from './student-figures';

const rec = (
  examType: string,
  subject: string,
  level: number,
  score: number,
  attempts: number,
  completed = attempts > 0,
): LevelRecord => ({ examType, subject, level, score, attempts, completed });

// A student: two quizzes of JAMB Literature 1 (latest 50), one of WAEC Literature 1 (70), one of
// NECO Literature 1 (77), and a starter row never practised.
const records = [
  rec('jamb', 'literature', 1, 50, 2),
  rec('waec', 'literature', 1, 70, 1),
  rec('neco', 'literature', 1, 77, 1),
  rec('jamb', 'mathematics', 1, 0, 0),
];

describe('averageScore', () => {
  it('is the mean of the latest score of each completed level, rounded half up', () => {
    // (50 + 70 + 77) / 3 = 65.67
    expect(averageScore(records)).toBe(66);
    expect(averageScore([rec('jamb', 'x', 1, 89, 1), rec('jamb', 'x', 2, 90, 1)])).toBe(90);
    expect(averageScore([rec('jamb', 'x', 1, 89, 1), rec('jamb', 'x', 2, 89, 3)])).toBe(89);
  });

  it('ignores levels not completed, and is 0 with none', () => {
    expect(averageScore([rec('jamb', 'x', 1, 0, 0)])).toBe(0);
    expect(averageScore([])).toBe(0);
  });
});

describe('meanReaches', () => {
  it('is exactly roundedMean(sum, count) >= target, in integers', () => {
    const differ: string[] = [];
    for (let count = 0; count <= 12; count++)
      for (let sum = 0; sum <= 100 * count; sum++)
        for (const target of [1, 50, 89, 90, 100])
          if (meanReaches(sum, count, target) !== (count > 0 && roundedMean(sum, count) >= target))
            differ.push(`${sum}/${count} vs ${target}`);
    expect(differ).toEqual([]);
    // 89.5 is shown as 90 %, and reaches 90.
    expect(meanReaches(179, 2, 90)).toBe(true);
    expect(meanReaches(447, 5, 90)).toBe(false);
  });
});

describe('quizzesCompleted', () => {
  it('counts every submitted practice quiz of every level', () => {
    expect(quizzesCompleted(records)).toBe(4);
    expect(quizzesCompleted([])).toBe(0);
  });
});

describe('subjectsCompleted', () => {
  it('counts exam subjects with a completed level', () => {
    expect(subjectsCompleted(records)).toBe(3);
    expect(
      subjectsCompleted([rec('jamb', 'physics', 1, 90, 1), rec('jamb', 'physics', 2, 90, 1)]),
    ).toBe(1);
  });
});

describe('levelsCompleted', () => {
  it('counts completed levels among the ready levels only', () => {
    const ready = [
      { examType: 'jamb', subject: 'literature', level: 1 },
      { examType: 'jamb', subject: 'literature', level: 2 },
      { examType: 'neco', subject: 'literature', level: 1 },
      { examType: 'jamb', subject: 'mathematics', level: 1 },
    ];
    // WAEC Literature 1 is completed but not ready (withdrawn): not in the figure.
    expect(levelsCompleted(ready, records)).toEqual({
      completedLevels: 2,
      totalLevels: 4,
      percent: 50,
    });
    expect(levelsCompleted([], records)).toEqual({
      completedLevels: 0,
      totalLevels: 0,
      percent: 0,
    });
  });
});

describe('studentFigures', () => {
  it('gathers the four figures', () => {
    const ready = [{ examType: 'jamb', subject: 'literature', level: 1 }];
    expect(studentFigures(records, ready)).toEqual({
      averageScore: 66,
      quizzesCompleted: 4,
      subjectsCompleted: 3,
      levels: { completedLevels: 1, totalLevels: 1, percent: 100 },
    });
  });
});
