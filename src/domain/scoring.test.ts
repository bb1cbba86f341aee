import { describe, expect, it } from 'vitest';
import {
  competitionLabel,
  ratingBand,
  scoreColour,
  scorePercent,
  secondsPerQuestion,
} from './scoring';
import { levelState, quizConfig } from './levels';
import { canAccessLevel, levelNeedsPremium } from './entitlements';
import { analyseTopics, guessTopic, topicLabel } from './topic-analysis';

describe('scoring (spec §5, §9)', () => {
  it.each([
    [0, 20, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [20, 20, 100],
    [0, 0, 0],
  ])('%i of %i correct → %i%%', (c, t, s) => expect(scorePercent(c, t)).toBe(s));

  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Very Good'],
    [80, 'Very Good'],
    [79, 'Good'],
    [70, 'Good'],
    [69, 'Fair'],
    [60, 'Fair'],
    [59, 'Needs Improvement'],
    [50, 'Needs Improvement'],
    [49, 'Poor'],
    [0, 'Poor'],
  ] as const)('rating of %i is %s', (s, r) => expect(ratingBand(s)).toBe(r));

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
  ] as const)('colour of %i is %s', (s, c) => expect(scoreColour(s)).toBe(c));

  it.each([
    [95, 'Excellent'],
    [90, 'Excellent'],
    [85, 'Very Good'],
    [70, 'Good'],
    [65, 'Average'],
    [60, 'Average'],
    [59, 'Needs Improvement'],
  ] as const)('competition label of %i is %s', (s, l) => expect(competitionLabel(s)).toBe(l));

  it('averages seconds per question', () => {
    expect(secondsPerQuestion(125, 10)).toBe(13);
    expect(secondsPerQuestion(30, 0)).toBe(0);
  });
});

describe('levels (spec §4, §5, §9)', () => {
  const done = new Set([1, 2]);
  it('opens level 1 always, the next level after a completed one, and locks the rest', () => {
    expect(levelState(1, new Set())).toBe('available');
    expect(levelState(2, new Set())).toBe('locked');
    expect(levelState(1, done)).toBe('completed');
    expect(levelState(3, done)).toBe('available');
    expect(levelState(4, done)).toBe('locked');
  });

  it('keeps levels 1–10 free and needs premium above', () => {
    expect(levelNeedsPremium(10)).toBe(false);
    expect(levelNeedsPremium(11)).toBe(true);
    expect(canAccessLevel(10, false)).toBe(true);
    expect(canAccessLevel(11, false)).toBe(false);
    expect(canAccessLevel(50, true)).toBe(true);
    expect(canAccessLevel(51, true)).toBe(false);
  });

  it('uses the setting, else one default of 20 questions and 40 minutes; shuffles unless explicitly false', () => {
    expect(quizConfig(null)).toEqual({ questionCount: 20, timeLimitSeconds: 2400, shuffle: true });
    expect(quizConfig({ questionsPerLevel: 10, timerMinutes: 1, shuffleQuestions: false })).toEqual(
      { questionCount: 10, timeLimitSeconds: 60, shuffle: false },
    );
    expect(
      quizConfig({ questionsPerLevel: 5, timerMinutes: 15, shuffleQuestions: null }),
    ).toMatchObject({ shuffle: true });
  });
});

describe('topic analysis (spec §2, §9)', () => {
  it.each([
    [100, 'Strong'],
    [80, 'Strong'],
    [79, 'Good'],
    [60, 'Good'],
    [59, 'Needs Work'],
  ] as const)('label of %i is %s', (p, l) => expect(topicLabel(p)).toBe(l));

  it('sorts ascending, keeps at most 3 priority topics under 70% and lists strong ones', () => {
    const q = (topic: string, correct: boolean) => ({ topic, correct });
    const result = analyseTopics([
      q('Algebra', true),
      q('Algebra', true),
      q('Algebra', false), // 67
      q('Sets', false), // 0
      q('Probability', true), // 100
      q('Statistics', true),
      q('Statistics', false), // 50
      q('Geometry', false),
      q('Geometry', true),
      q('Geometry', true),
      q('Geometry', true),
      q('Geometry', true), // 80
      q('Variation', false),
      q('Variation', false),
      q('Variation', true), // 33
    ]);
    expect(result.topics.map((t) => [t.topic, t.percentage, t.label])).toEqual([
      ['Sets', 0, 'Needs Work'],
      ['Variation', 33, 'Needs Work'],
      ['Statistics', 50, 'Needs Work'],
      ['Algebra', 67, 'Good'],
      ['Geometry', 80, 'Strong'],
      ['Probability', 100, 'Strong'],
    ]);
    expect(result.priority.map((t) => t.topic)).toEqual(['Sets', 'Variation', 'Statistics']);
    expect(result.strong.map((t) => t.topic)).toEqual(['Geometry', 'Probability']);
    expect(result.topics[0]).toMatchObject({ totalQuestions: 1, correctAnswers: 0 });
  });

  it('guesses a topic by keyword in the four sciences, else General', () => {
    expect(guessTopic('mathematics', 'Solve the equation 2x + 3 = 7')).toBe('Algebra');
    expect(guessTopic('mathematics', 'Find the area of the triangle')).toBe('Geometry');
    expect(guessTopic('physics', 'A force of 10 N acts on a mass')).toBe('Mechanics');
    expect(guessTopic('biology', 'Which allele is dominant?')).toBe('Genetics');
    expect(guessTopic('chemistry', 'An ionic bond forms between')).toBe('Chemical Bonding');
    expect(guessTopic('english', 'Choose the synonym of HAPPY')).toBe('General');
    expect(guessTopic('mathematics', 'What is the capital of Nigeria?')).toBe('General');
  });
});
