import { WAGERING_WEIGHTS } from '@casino/rules';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from './game-types.ts';

describe('game types', () => {
  it('each have a default wagering weight, table games below slots', () => {
    expect(Object.keys(WAGERING_WEIGHTS).sort()).toEqual([...GAME_TYPES].sort());
    for (const type of ['roulette', 'blackjack', 'baccarat', 'video-poker', 'mines', 'plinko'] as const) {
      expect(WAGERING_WEIGHTS[type]).toBeGreaterThan(0);
      expect(WAGERING_WEIGHTS[type]).toBeLessThan(WAGERING_WEIGHTS['slot-lines']);
    }
  });
});
