import { describe, expect, it } from 'vitest';
import { bonusBlockThreshold, isBlockedByBonusMoney } from './bonus-money.ts';

const blocked = (overrides: Partial<Parameters<typeof isBlockedByBonusMoney>[0]> = {}) =>
  isBlockedByBonusMoney({
    bonusBalance: 1000,
    gameCounts: false,
    realBalance: 50,
    currency: 'EUR',
    ...overrides,
  });

describe('bonus-money block (§5)', () => {
  it('blocks a game the bonus excludes while the real balance is below one euro', () => {
    expect(blocked()).toBe(true);
    expect(blocked({ realBalance: 99 })).toBe(true);
  });

  it('lets the game start when any one condition fails', () => {
    expect(blocked({ bonusBalance: 0 })).toBe(false);
    expect(blocked({ gameCounts: null })).toBe(false);
    expect(blocked({ gameCounts: true })).toBe(false);
    expect(blocked({ realBalance: 100 })).toBe(false);
  });

  it('scales the threshold to the currency like the deposit limits', () => {
    expect(bonusBlockThreshold('EUR')).toBe(100);
    expect(bonusBlockThreshold('RON')).toBe(300);
    expect(bonusBlockThreshold('ISK')).toBe(150);
    expect(blocked({ currency: 'RON', realBalance: 299 })).toBe(true);
    expect(blocked({ currency: 'RON', realBalance: 300 })).toBe(false);
  });
});
