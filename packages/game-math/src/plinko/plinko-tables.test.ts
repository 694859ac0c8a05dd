import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, type PlinkoRows } from './plinko-board.ts';
import { PLINKO_TABLES } from './plinko-tables.ts';

const ROWS: PlinkoRows[] = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const BOARDS = PLINKO_RISKS.flatMap((risk) =>
  ROWS.map((rows) => ({ risk, rows, table: PLINKO_TABLES[risk][rows] })),
);

describe.each(BOARDS)('the $risk table of $rows rows', ({ rows, table }) => {
  it('has a positive multiplier with at most 2 decimals for each bin', () => {
    expect(table).toHaveLength(rows + 1);
    for (const multiplier of table) {
      expect(multiplier).toBeGreaterThan(0);
      expect(Math.abs(multiplier * 100 - Math.round(multiplier * 100))).toBeLessThan(1e-9);
    }
  });

  it('is symmetric', () => {
    expect([...table].reverse()).toEqual(table);
  });

  it('pays most at the edges and never more towards the middle', () => {
    for (let bin = 1; bin <= rows / 2; bin += 1) {
      expect(table[bin]).toBeLessThanOrEqual(table[bin - 1] as number);
    }
    expect(table[0]).toBeGreaterThan(table[1] as number);
  });
});

describe('the shapes', () => {
  it('are flat at low risk and steep at high risk, as the market knows them', () => {
    expect(PLINKO_TABLES.low[16][0]).toBeCloseTo(16, 0);
    expect(PLINKO_TABLES.high[16][0]).toBeCloseTo(1000, -1);
    expect(PLINKO_TABLES.high[16][8]).toBe(0.2);
    for (const rows of ROWS) {
      expect(PLINKO_TABLES.low[rows][0]).toBeLessThan(PLINKO_TABLES.medium[rows][0] as number);
      expect(PLINKO_TABLES.medium[rows][0]).toBeLessThan(PLINKO_TABLES.high[rows][0] as number);
    }
  });
});
