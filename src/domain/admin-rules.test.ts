import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  blueprintCreateSchema,
  examSettingCreateSchema,
  exportFileName,
  pendingQuerySchema,
  questionListQuerySchema,
  topicCreateSchema,
  ADMIN_MESSAGES,
} from './admin-rules';
import { REVIEW_FLAGS } from './generation-flags';

describe('exam setting form', () => {
  it('fills the defaults (20 questions, 15 minutes, shuffle, active) and maps aliases to codes', () => {
    expect(
      z.parse(examSettingCreateSchema, { examType: 'JAMB UTME', subject: 'Maths', level: '3' }),
    ).toEqual({
      examType: 'jamb',
      subject: 'mathematics',
      level: 3,
      questionsPerLevel: 20,
      timerMinutes: 15,
      shuffleQuestions: true,
      isActive: true,
    });
  });

  it.each([
    [{ questionsPerLevel: 0 }, ADMIN_MESSAGES.settingQuestions],
    [{ questionsPerLevel: 101 }, ADMIN_MESSAGES.settingQuestions],
    [{ timerMinutes: 301 }, ADMIN_MESSAGES.settingTimer],
  ])('refuses %o', (over, message) => {
    const r = z.safeParse(examSettingCreateSchema, {
      examType: 'waec',
      subject: 'physics',
      level: 1,
      ...over,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});

describe('blueprint and topic forms', () => {
  it('gives a blueprint 40 questions and 40 minutes by default', () => {
    expect(z.parse(blueprintCreateSchema, { examType: 'neco', subject: 'biology' })).toEqual({
      examType: 'neco',
      subject: 'biology',
      totalQuestionsRealExam: 40,
      totalTimeRealExam: 40,
      perLevelOverride: null,
      topicWeights: null,
    });
  });

  it('trims a topic name and stores a blank description as null', () => {
    expect(
      z.parse(topicCreateSchema, {
        examType: 'jamb',
        subject: 'English Language',
        topicName: ' Comprehension ',
        description: '  ',
      }),
    ).toEqual({
      examType: 'jamb',
      subject: 'english',
      topicName: 'Comprehension',
      description: null,
    });
    expect(
      z.safeParse(topicCreateSchema, { examType: 'jamb', subject: 'english', topicName: '  ' })
        .error?.issues[0]?.message,
    ).toBe(ADMIN_MESSAGES.topicName);
  });
});

describe('Manage filter', () => {
  it('defaults to all statuses, page 1 of 25, all levels', () => {
    expect(z.parse(questionListQuerySchema, { examType: 'jamb-utme', subject: 'physics' })).toEqual(
      { examType: 'jamb', subject: 'physics', status: 'all', page: 1, pageSize: 25, scope: 'bank' },
    );
  });

  it('caps the page size at 100 and accepts any catalogue exam in a filter', () => {
    expect(
      z.safeParse(questionListQuerySchema, {
        examType: 'jamb',
        subject: 'physics',
        pageSize: '101',
      }).success,
    ).toBe(false);
    expect(z.parse(pendingQuerySchema, { examType: 'TOEFL' })).toEqual({
      examType: 'toefl',
      flags: 'all',
      limit: 200,
    });
    // Review's flag filter (issue 13): all by default, flagged, unflagged or one flag kind.
    expect(z.parse(pendingQuerySchema, { flags: 'unflagged' })).toMatchObject({
      flags: 'unflagged',
    });
    for (const flag of REVIEW_FLAGS)
      expect(z.parse(pendingQuerySchema, { flags: flag })).toMatchObject({ flags: flag });
    const unknown = z.safeParse(pendingQuerySchema, { flags: 'blind' });
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.message).toBe(ADMIN_MESSAGES.flags);
  });

  it('names an export after its filter', () => {
    expect(exportFileName({ examType: 'jamb', subject: 'mathematics', level: 7 })).toBe(
      'jamb-mathematics-level-7.csv',
    );
    expect(exportFileName({ examType: 'waec', subject: 'english' })).toBe(
      'waec-english-all-levels.csv',
    );
  });

  it('words the duplicate-setting conflict with display names', () => {
    expect(ADMIN_MESSAGES.duplicateSetting('jamb', 'mathematics', 3)).toBe(
      'A setting for JAMB Mathematics level 3 already exists.',
    );
  });
});
