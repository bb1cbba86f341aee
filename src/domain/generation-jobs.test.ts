import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  JOB_MESSAGES,
  MAX_SET_QUESTIONS,
  bulkJobRequestSchema,
  bulkSetPlan,
  formatDuration,
  jobCombinations,
  retryDelaySeconds,
  secondsLeft,
} from './generation-jobs';

describe('bulk job request', () => {
  it('requires the scope (exams, subjects, levels) and defaults only the pace and budget', () => {
    const everything = {
      examTypes: ['jamb', 'waec', 'neco'],
      subjects: ['mathematics', 'english'],
      levelFrom: 1,
      levelTo: 50,
    };
    const parsed = bulkJobRequestSchema.parse(everything);
    expect(parsed).toMatchObject({ concurrency: 2, requestsPerMinute: 30, tokenBudget: 2_000_000 });
    expect(jobCombinations(parsed)).toHaveLength(3 * 2 * 50);
    const empty = z.safeParse(bulkJobRequestSchema, {});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['examTypes', 'Choose at least one exam'],
      ['subjects', 'Choose at least one subject'],
      ['levelFrom', JOB_MESSAGES.levels],
      ['levelTo', JOB_MESSAGES.levels],
    ]);
  });

  it('takes aliases, removes repeats, and refuses unavailable exams, unknown subjects and reversed levels', () => {
    const scope = { examTypes: ['jamb'], subjects: ['maths'], levelFrom: 1, levelTo: 2 };
    expect(
      bulkJobRequestSchema.parse({ ...scope, examTypes: ['JAMB-UTME', 'jamb'] }),
    ).toMatchObject({ examTypes: ['jamb'], subjects: ['mathematics'] });
    for (const bad of [
      { examTypes: ['toefl'] },
      { examTypes: [] },
      { subjects: ['astrology'] },
      { levelFrom: 10, levelTo: 9 },
      { levelTo: 51 },
      { concurrency: 0 },
      { requestsPerMinute: 601 },
      { tokenBudget: 999 },
    ])
      expect(
        z.safeParse(bulkJobRequestSchema, { ...scope, ...bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
  });

  it('lists the sets exam by exam, subject by subject, level by level', () => {
    expect(
      jobCombinations({
        examTypes: ['jamb', 'waec'],
        subjects: ['physics'],
        levelFrom: 3,
        levelTo: 4,
      }),
    ).toEqual([
      { examType: 'jamb', subject: 'physics', level: 3 },
      { examType: 'jamb', subject: 'physics', level: 4 },
      { examType: 'waec', subject: 'physics', level: 3 },
      { examType: 'waec', subject: 'physics', level: 4 },
    ]);
  });
});

describe('bulkSetPlan', () => {
  it('scales the blueprint (§9) and keeps one call at most 40 questions at the exam’s pace', () => {
    expect(bulkSetPlan({ totalQuestionsRealExam: 40, totalTimeRealExam: 40 }, 25)).toEqual({
      questionCount: 20,
      timeLimitMinutes: 20,
    });
    // UTME English: 60 questions in 60 minutes; level 50 asks 40 in 40.
    expect(bulkSetPlan({ totalQuestionsRealExam: 60, totalTimeRealExam: 60 }, 50)).toEqual({
      questionCount: MAX_SET_QUESTIONS,
      timeLimitMinutes: 40,
    });
    expect(bulkSetPlan({ totalQuestionsRealExam: 100, totalTimeRealExam: 90 }, 50)).toEqual({
      questionCount: 40,
      timeLimitMinutes: 36,
    });
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from the base, caps at 5 minutes, and honours a longer Retry-After', () => {
    expect([1, 2, 3, 4].map((a) => retryDelaySeconds(a))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(12)).toBe(300);
    expect(retryDelaySeconds(1, 45)).toBe(45);
    expect(retryDelaySeconds(3, 5)).toBe(40);
    expect(retryDelaySeconds(1, 5000)).toBe(600);
    expect(retryDelaySeconds(2, null, 0.5)).toBe(1);
  });
});

describe('time left', () => {
  it('spreads the pace so far over the sets still to do', () => {
    expect(secondsLeft({ finished: 0, remaining: 10, elapsedSeconds: 30 })).toBeNull();
    expect(secondsLeft({ finished: 4, remaining: 10, elapsedSeconds: 60 })).toBe(150);
    expect(secondsLeft({ finished: 4, remaining: 0, elapsedSeconds: 60 })).toBe(0);
  });
  it('reads as minutes and hours', () => {
    expect(formatDuration(20)).toBe('under a minute');
    expect(formatDuration(150)).toBe('3 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(3900)).toBe('1 h 5 min');
  });
});
