import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '../../config/features';
import { ALL_FEATURES, FEATURES, HOME_FEATURES, REASONS, STEPS } from './content';

describe('advertised features', () => {
  it('shows only features whose flag is live, on both pages', () => {
    for (const f of [...FEATURES, ...HOME_FEATURES]) expect(FEATURE_FLAGS[f.flag].live).toBe(true);
    expect(FEATURES).toEqual(ALL_FEATURES.filter((f) => FEATURE_FLAGS[f.flag].live));
  });

  it('claims no invented statistic', () => {
    expect(JSON.stringify([FEATURES, REASONS, STEPS])).not.toMatch(/\d+%|average session/i);
  });
});
