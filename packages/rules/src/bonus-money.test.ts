import { describe, expect, it } from 'vitest';
import { bonusBlockThreshold, isBlockedByBonusMoney, wageringContribution } from './bonus-money.ts';

const blocked = (overrides: Partial<Parameters<typeof isBlockedByBonusMoney>[0]> = {}) =>
  isBlockedByBonusMoney({
    bonusBalance: 1000,
    wageringGameIds: ['starlit-7', 'gold-rush'],
    gameId: 'dice-classic',
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
    expect(blocked({ wageringGameIds: null })).toBe(false);
    expect(blocked({ wageringGameIds: [] })).toBe(false);
    expect(blocked({ gameId: 'gold-rush' })).toBe(false);
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

describe('wagering contribution', () => {
  it('counts slots in full, tables at 10 %, bought features not at all, rounding down', () => {
    expect(wageringContribution(250, { kind: 'slot', isWagering: true })).toBe(250);
    expect(wageringContribution(255, { kind: 'table', isWagering: true })).toBe(25);
    expect(wageringContribution(1000, { kind: 'bonusBuy', isWagering: true })).toBe(0);
    expect(wageringContribution(999, { kind: 'instant', isWagering: true })).toBe(199);
  });

  it('counts nothing for a game excluded from wagering or a non-positive stake, and honours an override', () => {
    expect(wageringContribution(500, { kind: 'slot', isWagering: false })).toBe(0);
    expect(wageringContribution(0, { kind: 'slot', isWagering: true })).toBe(0);
    expect(wageringContribution(500, { kind: 'live', isWagering: true, contributionPercent: 50 })).toBe(250);
    expect(wageringContribution(500, { kind: 'live', isWagering: true, contributionPercent: 150 })).toBe(500);
  });
});
