import { describe, expect, it } from 'vitest';
import { isIconName } from '../ui/icon';
import { ACHIEVEMENTS } from '../../../domain/achievements';
import { rarityOf } from './rarity';

describe('achievement display', () => {
  it('every achievement has an icon of the icon set', () => {
    for (const a of ACHIEVEMENTS) expect(isIconName(a.icon), a.icon).toBe(true);
  });

  it('reads a stored rarity as the spec does: anything unknown is Common', () => {
    expect(['legendary', 'epic', 'rare', 'common', 'mythic', ''].map(rarityOf)).toEqual([
      'legendary',
      'epic',
      'rare',
      'common',
      'common',
      'common',
    ]);
  });
});
