import { describe, expect, it } from 'vitest';
import {
  dayString,
  examProgress,
  initialFilter,
  progressOptions,
  reduceFilter,
  topicProgress,
  type ProgressFilter,
  type ProgressSeries,
} from './profile-progress';

const D1 = 20_400; // 2025-11-08
const D2 = D1 + 1;
const D3 = D1 + 5;

/** A student's history: JAMB Physics 2 (latest), JAMB Mathematics 1 and 2, WAEC Biology 1. */
const series: ProgressSeries = {
  levels: [
    ['jamb', 'physics', 2],
    ['jamb', 'mathematics', 1],
    ['waec', 'biology', 1],
    ['jamb', 'mathematics', 2],
  ],
  topics: ['Algebra', 'Geometry', 'Cells', 'Mechanics'],
  practice: [
    [1, D1, 2, 130, 80], // maths 1: 50 and 80
    [3, D1, 1, 90, 90], // maths 2: 90
    [1, D2, 1, 71, 71],
    [3, D3, 2, 101, 60], // 41 and 60
    [0, D3, 1, 40, 40],
    [2, D2, 1, 100, 100],
  ].flat(),
  topic: [
    [1, 0, D1, 2, 150, 100], // maths 1 Algebra: 50 and 100
    [1, 1, D1, 2, 110, 60],
    [3, 0, D1, 1, 75, 75],
    [3, 1, D3, 2, 33, 33], // 0 and 33
    [0, 3, D3, 1, 40, 40],
    [2, 2, D2, 1, 100, 100],
  ].flat(),
};
const options = progressOptions(series);
const filter = (f: Partial<ProgressFilter>): ProgressFilter => ({
  exam: 'jamb',
  subject: 'mathematics',
  level: null,
  topic: null,
  ...f,
});

describe('progressOptions', () => {
  it('offers exams in catalogue order, subjects by name, levels by number, topics by name', () => {
    expect(options.exams).toEqual([
      { value: 'jamb', label: 'JAMB UTME' },
      { value: 'waec', label: 'WAEC SSCE' },
    ]);
    expect(options.subjects('jamb').map((o) => o.label)).toEqual(['Mathematics', 'Physics']);
    expect(options.levels('jamb', 'mathematics')).toEqual([
      { value: 1, label: 'Level 1' },
      { value: 2, label: 'Level 2' },
    ]);
    expect(options.topics('jamb', 'mathematics').map((o) => o.value)).toEqual([
      'Algebra',
      'Geometry',
    ]);
    expect(options.topics('waec', 'biology').map((o) => o.value)).toEqual(['Cells']);
  });

  it('offers nothing before the first quiz', () => {
    const empty = progressOptions({ levels: [], topics: [], practice: [], topic: [] });
    expect(empty.exams).toEqual([]);
    expect(empty.subjects(null)).toEqual([]);
    expect(empty.levels(null, null)).toEqual([]);
    expect(empty.topics(null, null)).toEqual([]);
  });
});

describe('initialFilter', () => {
  it('opens on the most recently practised exam and subject, all levels and topics', () => {
    expect(initialFilter(series)).toEqual({
      exam: 'jamb',
      subject: 'physics',
      level: null,
      topic: null,
    });
    expect(initialFilter({ levels: [], topics: [], practice: [], topic: [] })).toEqual({
      exam: null,
      subject: null,
      level: null,
      topic: null,
    });
  });
});

describe('reduceFilter: the cascade of spec §4', () => {
  const full = filter({ exam: 'jamb', subject: 'physics', level: 2, topic: 'Mechanics' });

  it('choosing an exam resets subject to its first subject and clears level and topic', () => {
    expect(reduceFilter(full, { type: 'exam', exam: 'waec' }, options)).toEqual({
      exam: 'waec',
      subject: 'biology',
      level: null,
      topic: null,
    });
    // The same exam again still resets: Mathematics comes before Physics.
    expect(reduceFilter(full, { type: 'exam', exam: 'jamb' }, options)).toEqual({
      exam: 'jamb',
      subject: 'mathematics',
      level: null,
      topic: null,
    });
    // An exam without subjects leaves no subject.
    expect(reduceFilter(full, { type: 'exam', exam: 'neco' }, options).subject).toBeNull();
  });

  it('changing subject clears level only', () => {
    expect(reduceFilter(full, { type: 'subject', subject: 'mathematics' }, options)).toEqual({
      exam: 'jamb',
      subject: 'mathematics',
      level: null,
      topic: 'Mechanics',
    });
  });

  it('changing topic clears level (choosing All Topics too)', () => {
    expect(reduceFilter(full, { type: 'topic', topic: 'Algebra' }, options)).toEqual({
      ...full,
      topic: 'Algebra',
      level: null,
    });
    expect(reduceFilter(full, { type: 'topic', topic: null }, options)).toEqual({
      ...full,
      topic: null,
      level: null,
    });
  });

  it('changing level clears topic (choosing All Levels too)', () => {
    expect(reduceFilter(full, { type: 'level', level: 1 }, options)).toEqual({
      ...full,
      level: 1,
      topic: null,
    });
    expect(reduceFilter(full, { type: 'level', level: null }, options)).toEqual({
      ...full,
      level: null,
      topic: null,
    });
  });

  it('never changes the state it is given', () => {
    const before = { ...full };
    reduceFilter(full, { type: 'exam', exam: 'waec' }, options);
    reduceFilter(full, { type: 'level', level: 1 }, options);
    expect(full).toEqual(before);
  });
});

describe('examProgress', () => {
  it('sums every level of the subject for All Levels, one point per day', () => {
    expect(examProgress(series, filter({}))).toEqual({
      attempts: 6,
      averageScore: Math.round((130 + 90 + 71 + 101) / 6), // 65
      bestScore: 90,
      points: [
        { day: dayString(D1), average: Math.round(220 / 3) }, // 73
        { day: dayString(D2), average: 71 },
        { day: dayString(D3), average: Math.round(101 / 2) }, // 51 (50.5 rounds up)
      ],
    });
  });

  it('keeps to one level', () => {
    expect(examProgress(series, filter({ level: 1 }))).toEqual({
      attempts: 3,
      averageScore: 67,
      bestScore: 80,
      points: [
        { day: dayString(D1), average: 65 },
        { day: dayString(D2), average: 71 },
      ],
    });
  });

  it('is empty for a selection without quizzes', () => {
    const empty = { attempts: 0, averageScore: 0, bestScore: 0, points: [] };
    expect(examProgress(series, filter({ level: 9 }))).toEqual(empty);
    expect(examProgress(series, filter({ exam: 'neco' }))).toEqual(empty);
    expect(examProgress(series, filter({ exam: null, subject: null }))).toEqual(empty);
  });
});

describe('topicProgress', () => {
  it('averages one topic over the levels of the subject', () => {
    expect(topicProgress(series, filter({ topic: 'Algebra' }))).toEqual({
      attempts: 3,
      averageScore: 75,
      bestScore: 100,
      points: [{ day: dayString(D1), average: 75 }],
    });
    expect(topicProgress(series, filter({ topic: 'Geometry' }))).toEqual({
      attempts: 4,
      averageScore: Math.round(143 / 4), // 36
      bestScore: 60,
      points: [
        { day: dayString(D1), average: 55 },
        { day: dayString(D3), average: 17 }, // 16.5 rounds up
      ],
    });
  });

  it('keeps to a level and a topic together', () => {
    expect(topicProgress(series, filter({ level: 2, topic: 'Algebra' }))).toMatchObject({
      attempts: 1,
      averageScore: 75,
    });
  });

  it('All Topics is the quizzes as a whole: the same as Exam Progress', () => {
    for (const level of [null, 1, 2])
      expect(topicProgress(series, filter({ level }))).toEqual(
        examProgress(series, filter({ level })),
      );
  });

  it('is empty for a topic the selection never had', () => {
    expect(topicProgress(series, filter({ topic: 'Cells' }))).toEqual({
      attempts: 0,
      averageScore: 0,
      bestScore: 0,
      points: [],
    });
    expect(topicProgress(series, filter({ topic: 'Unknown' })).points).toEqual([]);
  });
});

describe('dayString', () => {
  it('turns a day number into a calendar date', () => {
    expect(dayString(0)).toBe('1970-01-01');
    expect(dayString(20_779)).toBe('2026-11-22');
  });
});
