import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  ACHIEVEMENT_LIMITS as L,
  achievementProgress,
  earnedBy,
  isMaster,
  isPerfectScore,
  isSpeedDemon,
  type AchievementFacts,
} from './achievements';

const base: AchievementFacts = {
  quizzes: 0,
  currentStreak: 0,
  levelAverage: 0,
  subjectsCompleted: 0,
};
const quiz = { score: 100, totalQuestions: 10, timeTakenSeconds: 60 };

describe('achievement rules at their boundaries', () => {
  it('First Steps: the first submitted quiz', () => {
    expect(earnedBy(base)).toEqual([]);
    expect(earnedBy({ ...base, quizzes: 1 })).toEqual(['first-steps']);
  });

  it('Speed Demon: under 180 s, ≥ 10 questions, ≥ 50 %', () => {
    expect(isSpeedDemon({ ...quiz, timeTakenSeconds: 179 })).toBe(true);
    expect(isSpeedDemon({ ...quiz, timeTakenSeconds: 180 })).toBe(false);
    expect(isSpeedDemon({ ...quiz, totalQuestions: 9 })).toBe(false);
    expect(isSpeedDemon({ ...quiz, score: 50 })).toBe(true);
    expect(isSpeedDemon({ ...quiz, score: 49 })).toBe(false);
  });

  it('Perfect Score: 100 % on ≥ 10 questions', () => {
    expect(isPerfectScore(quiz)).toBe(true);
    expect(isPerfectScore({ ...quiz, score: 99 })).toBe(false);
    expect(isPerfectScore({ ...quiz, totalQuestions: 9 })).toBe(false);
  });

  it('Week Warrior: a 7-day streak, not 6', () => {
    expect(earnedBy({ ...base, quizzes: 7, currentStreak: 7 })).toContain('week-warrior');
    expect(earnedBy({ ...base, quizzes: 7, currentStreak: 6 })).not.toContain('week-warrior');
  });

  it('Scholar: 50 quizzes, not 49', () => {
    expect(earnedBy({ ...base, quizzes: 50 })).toContain('scholar');
    expect(earnedBy({ ...base, quizzes: 49 })).not.toContain('scholar');
  });

  it('Master: ≥ 90 % average with ≥ 3 subjects', () => {
    expect(isMaster({ levelAverage: 90, subjectsCompleted: 3 })).toBe(true);
    expect(isMaster({ levelAverage: 89.9, subjectsCompleted: 3 })).toBe(false);
    expect(isMaster({ levelAverage: 100, subjectsCompleted: 2 })).toBe(false);
  });

  it('every rule text names its exact limits', () => {
    const rule = (code: string) => ACHIEVEMENTS.find((a) => a.code === code)!.rule;
    expect(rule('speed-demon')).toContain(`${L.minQuestions} questions`);
    expect(rule('speed-demon')).toContain(`${L.speedMinScore}%`);
    expect(rule('scholar')).toContain(String(L.scholarQuizzes));
    expect(rule('master')).toContain(`${L.masterAverage}%`);
    expect(rule('master')).toContain(`${L.masterSubjects} subjects`);
  });
});

describe('achievementProgress', () => {
  it('Scholar 12/50 is 24 %', () => {
    expect(achievementProgress('scholar', { ...base, quizzes: 12 }, false)).toEqual({
      current: 12,
      target: 50,
      percent: 24,
      label: '12/50 quizzes',
    });
  });

  it('an earned achievement is 100 %; a one-quiz feat not earned is 0 %', () => {
    expect(achievementProgress('scholar', { ...base, quizzes: 3 }, true).percent).toBe(100);
    expect(achievementProgress('speed-demon', { ...base, quizzes: 3 }, false).percent).toBe(0);
  });

  it('Week Warrior counts the current streak, capped at 7', () => {
    expect(achievementProgress('week-warrior', { ...base, currentStreak: 5 }, false)).toMatchObject(
      {
        current: 5,
        percent: 71,
      },
    );
    expect(achievementProgress('week-warrior', { ...base, currentStreak: 9 }, false).current).toBe(
      7,
    );
  });

  it('Master: subjects first (half the bar), then the average', () => {
    expect(achievementProgress('master', { ...base, subjectsCompleted: 1 }, false).percent).toBe(
      16,
    );
    expect(
      achievementProgress('master', { ...base, subjectsCompleted: 3, levelAverage: 60 }, false)
        .percent,
    ).toBe(83);
  });
});
