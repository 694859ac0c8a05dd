import { describe, expect, it } from 'vitest';
import { minesMultiplier, minesMultiplierTenThousandths, minesMultiplierTable } from './mines-multipliers.ts';

/** C(25, k) / C(25 − m, k) as the product Π (25 − i) / (25 − m − i), on BigInt: an independent form. */
function fairRatio(mines: number, revealed: number): { top: bigint; bottom: bigint } {
  let top = 1n;
  let bottom = 1n;
  for (let i = 0; i < revealed; i += 1) {
    top *= BigInt(25 - i);
    bottom *= BigInt(25 - mines - i);
  }
  return { top, bottom };
}

describe('the cash-out multiplier', () => {
  it('is (1 − edge) × C(25, k) / C(25 − m, k), floored to 4 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(1.0312); // 0.99 × 25 / 24 = 1.03125
    expect(minesMultiplierTenThousandths(1, 1)).toBe(10_312);
    expect(minesMultiplier(3, 1)).toBe(1.125); // 0.99 × 25 / 22 = 1.125 exactly
    expect(minesMultiplier(3, 2)).toBe(1.2857); // 0.99 × 300 / 231 = 1.285714…
    expect(minesMultiplier(1, 2)).toBe(1.076); // 0.99 × 25 / 23 = 1.076086…
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(1, 24)).toBe(24.75);
    expect(minesMultiplier(3, 22)).toBe(2277); // 0.99 × C(25, 22)
    expect(minesMultiplier(12, 13)).toBe(5_148_297); // 0.99 × C(25, 13), the largest
    expect(minesMultiplierTenThousandths(12, 13)).toBe(51_482_970_000);
  });

  it('follows the house edge', () => {
    expect(minesMultiplier(1, 1, 0)).toBe(1.0416); // 25 / 24 = 1.041666…
    expect(minesMultiplier(24, 1, 0)).toBe(25);
    expect(minesMultiplier(3, 1, 0.02)).toBe(1.1136); // 0.98 × 25 / 22 = 1.113636…
    expect(() => minesMultiplier(3, 1, 0.00015)).toThrow(RangeError);
  });

  it('matches the product form at every mine count, reveal count and several edges', () => {
    for (const edgeBasisPoints of [0, 100, 250, 500]) {
      for (let mines = 1; mines <= 24; mines += 1) {
        for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
          const edge = edgeBasisPoints / 10_000;
          const tenThousandths = BigInt(minesMultiplierTenThousandths(mines, revealed, edge));
          const { top, bottom } = fairRatio(mines, revealed);
          // floor(x) = t exactly when t ≤ x < t + 1, with x = 10000 × (10000 − edge) × top / (10000 × bottom).
          const scaled = 10_000n * BigInt(10_000 - edgeBasisPoints) * top;
          expect(tenThousandths * 10_000n * bottom <= scaled).toBe(true);
          expect((tenThousandths + 1n) * 10_000n * bottom > scaled).toBe(true);
          expect(minesMultiplier(mines, revealed, edge)).toBe(Number(tenThousandths) / 10_000);
        }
      }
    }
  });

  it('refuses counts that cannot be played', () => {
    expect(() => minesMultiplier(0, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(25, 1)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 0)).toThrow(RangeError);
    expect(() => minesMultiplier(3, 23)).toThrow(RangeError);
    expect(() => minesMultiplier(2.5, 1)).toThrow(RangeError);
  });
});

describe('the pay table', () => {
  const table = minesMultiplierTable();

  it('has a row per mine count with a multiplier per possible reveal count, rising', () => {
    expect(table.map((row) => row.mines)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const { mines, multipliers } of table) {
      expect(multipliers).toHaveLength(25 - mines);
      multipliers.forEach((multiplier, i) => expect(multiplier).toBe(minesMultiplier(mines, i + 1)));
      for (let i = 1; i < multipliers.length; i += 1)
        expect(multipliers[i]).toBeGreaterThan(multipliers[i - 1] as number);
    }
  });

  it('starts the 3-mine row with the values of an independent Python computation', () => {
    expect(table[2]?.multipliers.slice(0, 6)).toEqual([1.125, 1.2857, 1.4785, 1.712, 1.9973, 2.3498]);
  });
});
