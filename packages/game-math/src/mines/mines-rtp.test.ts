/**
 * The exact return of Mines, checked three ways: by enumerating every mine layout of small boards, by playing
 * every layout of the real board through the round functions, and against the closed formula.
 */
import { describe, expect, it } from 'vitest';
import { boardCashOutRtp, boardMultiplierHundredths } from './board-odds.ts';
import { exactRatio } from '../exact/exact-ratio.ts';
import { minedStream } from './mined-stream.ts';
import { cashOut, reveal, startMines } from './mines-round.ts';
import { rtpOfMineCount, rtpOfMines, rtpOfMinesCashOut } from './mines-rtp.ts';

/** Every set of `size` cells out of `cells`, as sorted arrays. */
function subsets(cells: number, size: number): number[][] {
  if (size === 0) return [[]];
  if (cells < size) return [];
  const withLast = subsets(cells - 1, size - 1).map((subset) => [...subset, cells - 1]);
  return [...subsets(cells - 1, size), ...withLast];
}

describe('on small boards, by enumerating every mine layout', () => {
  it('the return of every cash-out point is the share of layouts survived times the multiplier', () => {
    for (let cells = 2; cells <= 10; cells += 1) {
      // The player opens the last cell first and works back; by symmetry any order returns the same.
      const order = Array.from({ length: cells }, (_, i) => cells - 1 - i);
      for (let mines = 1; mines < cells; mines += 1) {
        const layouts = subsets(cells, mines);
        for (let revealed = 1; revealed <= cells - mines; revealed += 1) {
          const opened = order.slice(0, revealed);
          const survived = layouts.filter((layout) => opened.every((cell) => !layout.includes(cell))).length;
          const hundredths = boardMultiplierHundredths(cells, mines, revealed, 100);
          const enumerated = exactRatio(BigInt(survived * hundredths), BigInt(layouts.length * 100));
          expect(boardCashOutRtp(cells, mines, revealed, 100)).toEqual(enumerated);
        }
      }
    }
  });
});

describe('on the real board, by playing every layout', () => {
  it.each([1, 2, 3, 23, 24])('pays, over all layouts of %i mines, what the exact return says', (mines) => {
    const stake = 100; // one minor unit per hundredth, so no payout is floored
    const layouts = subsets(25, mines);
    const paid = new Array<bigint>(26 - mines).fill(0n);
    for (const layout of layouts) {
      let state = startMines(minedStream(layout), mines, stake);
      for (let cell = 0; cell < 25 && state.status === 'playing'; cell += 1) {
        state = reveal(state, cell);
        const k = state.revealed.length;
        if (state.status === 'lost') break;
        const settled = state.status === 'cashed' ? state : cashOut(state);
        paid[k] = (paid[k] as bigint) + BigInt(settled.payout);
      }
    }
    for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
      const played = exactRatio(paid[revealed] as bigint, BigInt(layouts.length * stake));
      expect(rtpOfMinesCashOut(mines, revealed)).toMatchObject(played);
    }
  });
});

describe('against the formula', () => {
  it('every cash-out point returns (1 − edge) × floored multiplier / exact multiplier', () => {
    for (const edgeBasisPoints of [0, 100, 300]) {
      const keep = BigInt(10_000 - edgeBasisPoints);
      for (let mines = 1; mines <= 24; mines += 1) {
        for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
          // The exact multiplier M = keep × top / (10000 × bottom) and its floor F = h / 100, from the product
          // form; the return is (keep / 10000) × F / M.
          const { top, bottom } = fairRatio(mines, revealed);
          const hundredths = (keep * top) / (100n * bottom);
          const numerator = keep * hundredths * 10_000n * bottom;
          const denominator = 10_000n * 100n * keep * top;
          const rtp = rtpOfMinesCashOut(mines, revealed, edgeBasisPoints / 10_000);
          expect(rtp.numerator * denominator).toBe(numerator * rtp.denominator);
          expect(rtp.numerator * 10_000n <= keep * rtp.denominator).toBe(true);
        }
      }
    }
  });

  it('returns exactly 1 − edge where the multiplier needs no flooring', () => {
    expect(rtpOfMinesCashOut(24, 1)).toMatchObject({ numerator: 99n, denominator: 100n }); // 24.75×
    expect(rtpOfMinesCashOut(1, 24)).toMatchObject({ numerator: 99n, denominator: 100n });
  });
});

describe('the published return', () => {
  it('is the lowest cash-out point: 98.28 % at a 1 % edge (1 mine, 4 reveals: 1.17× for 1.1785…×)', () => {
    const rtp = rtpOfMines();
    expect(rtp).toMatchObject({ numerator: 2457n, denominator: 2500n, mines: 1, revealed: 4 });
    expect(rtp.value).toBe(0.9828);
  });

  it('equals the minimum over every point worked out independently on BigInt', () => {
    for (const edgeBasisPoints of [0, 100, 200]) {
      let worst = { numerator: 1n, denominator: 1n };
      for (let mines = 1; mines <= 24; mines += 1) {
        for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
          const top = choose(25, revealed);
          const safe = choose(25 - mines, revealed);
          const hundredths = (BigInt(10_000 - edgeBasisPoints) * top) / (100n * safe);
          const point = { numerator: safe * hundredths, denominator: 100n * top };
          if (point.numerator * worst.denominator < worst.numerator * point.denominator) worst = point;
        }
      }
      const rtp = rtpOfMines(edgeBasisPoints / 10_000);
      expect(rtp.numerator * worst.denominator).toBe(worst.numerator * rtp.denominator);
    }
  });

  it('per mine count is the lowest point of that count', () => {
    expect(rtpOfMineCount(3)).toMatchObject({ mines: 3, revealed: 3 });
    expect(rtpOfMineCount(3).value).toBeCloseTo(0.9842608695652174, 15);
    expect(rtpOfMineCount(24)).toMatchObject({ numerator: 99n, denominator: 100n });
  });
});

/** C(n, k) by Pascal's triangle, independent of the production binomial. */
function choose(n: number, k: number): bigint {
  let row = [1n];
  for (let i = 0; i < n; i += 1)
    row = [1n, ...row.slice(1).map((value, j) => value + (row[j] as bigint)), 1n];
  return row[k] ?? 0n;
}

/** C(25, k) / C(25 − m, k) as the product Π (25 − i) / (25 − m − i), unreduced. */
function fairRatio(mines: number, revealed: number): { top: bigint; bottom: bigint } {
  let top = 1n;
  let bottom = 1n;
  for (let i = 0; i < revealed; i += 1) {
    top *= BigInt(25 - i);
    bottom *= BigInt(25 - mines - i);
  }
  return { top, bottom };
}
