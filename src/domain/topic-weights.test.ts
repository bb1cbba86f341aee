import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ADMIN_MESSAGES, blueprintCreateSchema, blueprintPatchSchema } from './admin-rules';
import {
  matchTopicWeights,
  staleTopicWeights,
  topicShares,
  topicWeightSummary,
} from './topic-weights';

const topics = ['Algebra', 'Calculus', 'Geometry', 'Number bases', 'Statistics'];

describe('matchTopicWeights', () => {
  it('keys the weights by the syllabus spelling, ignoring case and outer spaces', () => {
    expect(matchTopicWeights({ ' algebra ': 30, CALCULUS: 0 }, topics)).toEqual({
      ok: true,
      weights: { Algebra: 30, Calculus: 0 },
    });
  });
  it('names every key that is not a topic, or that names a topic twice', () => {
    expect(matchTopicWeights({ Algebra: 1, algebra: 2, Trigonometry: 3 }, topics)).toEqual({
      ok: false,
      unknown: ['algebra', 'Trigonometry'],
    });
    expect(matchTopicWeights({ Algebra: 1 }, [])).toEqual({ ok: false, unknown: ['Algebra'] });
  });
});

describe('topicShares', () => {
  it('gives every topic its share of the sum, missing topics 0, largest first (ties in syllabus order)', () => {
    expect(topicShares({ Calculus: 20, algebra: 30, Geometry: 0 }, topics)).toEqual([
      { topic: 'Algebra', weight: 30, percent: 60 },
      { topic: 'Calculus', weight: 20, percent: 40 },
      { topic: 'Geometry', weight: 0, percent: 0 },
      { topic: 'Number bases', weight: 0, percent: 0 },
      { topic: 'Statistics', weight: 0, percent: 0 },
    ]);
  });
  it('counts weights of topics no longer on the syllabus for nothing', () => {
    expect(topicShares({ Algebra: 10, Trigonometry: 90 }, ['Algebra'])).toEqual([
      { topic: 'Algebra', weight: 10, percent: 100 },
    ]);
    expect(staleTopicWeights({ Algebra: 10, Trigonometry: 90 }, ['algebra'])).toEqual([
      'Trigonometry',
    ]);
  });
});

describe('topicWeightSummary', () => {
  it('says equal over the syllabus when there are no weights', () => {
    expect(topicWeightSummary(null, topics)).toBe('Equal over 5 topics');
    expect(topicWeightSummary(null, ['Algebra'])).toBe('Equal over 1 topic');
    expect(topicWeightSummary(null, [])).toBe('Equal over all topics (none on the syllabus yet)');
  });
  it('lists the heaviest topics with their percentages, then how many more', () => {
    expect(
      topicWeightSummary(
        { Algebra: 30, Calculus: 20, Geometry: 10, Statistics: 10, 'Number bases': 0 },
        topics,
      ),
    ).toBe('Weighted: Algebra 43 %, Calculus 29 %, Geometry 14 % and 1 more');
    expect(topicWeightSummary({ Algebra: 1 }, topics)).toBe('Weighted: Algebra 100 %');
  });
  it('warns about weights for topics no longer on the syllabus', () => {
    expect(topicWeightSummary({ Algebra: 1, Trigonometry: 5 }, topics)).toBe(
      'Weighted: Algebra 100 % (1 weight for a topic no longer on the syllabus)',
    );
    expect(topicWeightSummary({ Logic: 1, Sets: 5 }, topics)).toBe(
      'Weighted, but no topic on the syllabus has a weight (2 weights for topics no longer on the syllabus)',
    );
  });
});

describe('blueprint schema: topic weights', () => {
  const base = { examType: 'jamb', subject: 'mathematics' };
  const details = (v: unknown, schema: z.ZodMiniType = blueprintCreateSchema) => {
    const r = z.safeParse(schema, v);
    return r.success
      ? null
      : r.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };
  it('defaults to null (equal) and keeps given whole numbers 0–100', () => {
    expect(z.parse(blueprintCreateSchema, base).topicWeights).toBeNull();
    expect(
      z.parse(blueprintCreateSchema, { ...base, topicWeights: { Algebra: 100, Sets: 0 } })
        .topicWeights,
    ).toEqual({ Algebra: 100, Sets: 0 });
    expect(z.parse(blueprintPatchSchema, { topicWeights: null })).toEqual({ topicWeights: null });
  });
  it.each([
    [{ Algebra: 101 }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: -1 }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: 2.5 }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: '30' }, 'topicWeights.Algebra', ADMIN_MESSAGES.topicWeight],
    [{ Algebra: 0, Sets: 0 }, 'topicWeights', ADMIN_MESSAGES.topicWeightsNone],
    [{}, 'topicWeights', ADMIN_MESSAGES.topicWeightsNone],
    [[30], 'topicWeights', undefined],
    [{ 'Alg\u0000ebra': 3 }, 'topicWeights', undefined],
  ])('refuses %o', (topicWeights, path, message) => {
    const issues = details({ ...base, topicWeights });
    expect(issues).not.toBeNull();
    expect(
      issues!.some((i) => i.path.startsWith(path) && (!message || i.message === message)),
    ).toBe(true);
  });
});
