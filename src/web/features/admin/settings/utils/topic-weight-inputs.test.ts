import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../../../../domain/admin-rules';
import { START_WEIGHT, weightInputs, weightsFromInputs } from './topic-weight-inputs';

const topics = ['Algebra', 'Calculus', 'Geometry'];

describe('weightInputs', () => {
  it('starts every topic at the same weight when the blueprint has none', () => {
    expect(weightInputs(null, topics)).toEqual({
      Algebra: START_WEIGHT,
      Calculus: START_WEIGHT,
      Geometry: START_WEIGHT,
    });
  });
  it('shows stored weights (any case) and 0 for topics they leave out', () => {
    expect(weightInputs({ algebra: 30, Calculus: 5, Gone: 9 }, topics)).toEqual({
      Algebra: '30',
      Calculus: '5',
      Geometry: '0',
    });
  });
});

describe('weightsFromInputs', () => {
  it('saves null for equal weights, or when the syllabus has no topics', () => {
    expect(weightsFromInputs('equal', { Algebra: '30' }, topics)).toEqual({
      ok: true,
      weights: null,
    });
    expect(weightsFromInputs('weighted', {}, [])).toEqual({ ok: true, weights: null });
  });
  it('keeps the topics above 0; blank counts as 0; inputs for other topics are ignored', () => {
    expect(
      weightsFromInputs(
        'weighted',
        { Algebra: ' 30 ', Calculus: '', Geometry: '0', Gone: '50' },
        topics,
      ),
    ).toEqual({ ok: true, weights: { Algebra: 30 } });
  });
  it('refuses a value that is not a whole number from 0 to 100, naming the topic', () => {
    for (const bad of ['101', '-1', '2.5', 'x', '1e2'])
      expect(weightsFromInputs('weighted', { Algebra: bad, Calculus: '5' }, topics)).toEqual({
        ok: false,
        message: ADMIN_MESSAGES.topicWeight,
        errors: { Algebra: ADMIN_MESSAGES.topicWeight },
      });
  });
  it('refuses weights that are all 0', () => {
    expect(weightsFromInputs('weighted', { Algebra: '0', Calculus: '' }, topics)).toEqual({
      ok: false,
      message: ADMIN_MESSAGES.topicWeightsNone,
      errors: {},
    });
  });
});
