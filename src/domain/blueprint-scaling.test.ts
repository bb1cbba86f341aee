import { describe, expect, it } from 'vitest';
import { MIN_GENERATED_QUESTIONS, scaleBlueprint, topicPlan } from './blueprint-scaling';

const real = { totalQuestionsRealExam: 40, totalTimeRealExam: 40 };

describe('scaleBlueprint (admin §9)', () => {
  it('gives level 50 the full real exam and level 25 half of it', () => {
    expect(scaleBlueprint(real, 50)).toEqual({ questionCount: 40, timeLimitMinutes: 40 });
    expect(scaleBlueprint(real, 25)).toEqual({ questionCount: 20, timeLimitMinutes: 20 });
    expect(scaleBlueprint({ totalQuestionsRealExam: 40, totalTimeRealExam: 60 }, 25)).toEqual({
      questionCount: 20,
      timeLimitMinutes: 30,
    });
  });

  it('never goes below the minimum, nor above a small real exam', () => {
    expect(scaleBlueprint(real, 1)).toEqual({
      questionCount: MIN_GENERATED_QUESTIONS,
      timeLimitMinutes: MIN_GENERATED_QUESTIONS,
    });
    expect(scaleBlueprint({ totalQuestionsRealExam: 3, totalTimeRealExam: 10 }, 1)).toEqual({
      questionCount: 3,
      timeLimitMinutes: 10,
    });
    expect(
      scaleBlueprint({ totalQuestionsRealExam: 60, totalTimeRealExam: 1 }, 10).timeLimitMinutes,
    ).toBe(1);
  });

  it('rises with the level', () => {
    let last = 0;
    for (let level = 1; level <= 50; level++) {
      const { questionCount } = scaleBlueprint(real, level);
      expect(questionCount).toBeGreaterThanOrEqual(last);
      last = questionCount;
    }
  });

  it('refuses a level outside 1–50', () => {
    expect(() => scaleBlueprint(real, 0)).toThrow(RangeError);
    expect(() => scaleBlueprint(real, 51)).toThrow(RangeError);
    expect(() => scaleBlueprint(real, 2.5)).toThrow(RangeError);
  });
});

describe('topicPlan', () => {
  it('covers every topic in turn, from a start that moves with the level', () => {
    expect(topicPlan(['a', 'b', 'c'], 5, 1)).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(topicPlan(['a', 'b', 'c'], 3, 2)).toEqual(['b', 'c', 'a']);
    expect(topicPlan(['a', 'b', 'c'], 2, 4)).toEqual(['a', 'b']);
  });

  it('leaves the topic to the model when the syllabus has none', () => {
    expect(topicPlan([], 2, 7)).toEqual([null, null]);
  });
});
