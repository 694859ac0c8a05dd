/**
 * The exact return of Mines, checked three ways: by enumerating every mine layout of small boards, by playing
 * every layout of the real board through the round functions, and against the closed formula.
 */
import { describe, expect, it } from 'vitest';
import { boardCashOutRtp, boardMultiplierTenThousandths } from './board-odds.ts';
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
          const tenThousandths = boardMultiplierTenThousandths(cells, mines, revealed, 100);
          const enumerated = exactRatio(BigInt(survived * tenThousandths), BigInt(layouts.length * 10_000));
          expect(boardCashOutRtp(cells, mines, revealed, 100)).toEqual(enumerated);
        }
      }
    }
  });
});

describe('on the real board, by playing every layout', () => {
  it.each([1, 2, 3, 23, 24])('pays, over all layouts of %i mines, what the exact return says', (mines) => {
    const stake = 10_000; // one minor unit per ten-thousandth, so no payout is floored
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
          // The exact multiplier M = keep × top / (10000 × bottom) and its floor F = t / 10000 with
          // t = floor(10000 × M) = floor(keep × top / bottom), from the product form; the return is
          // (keep / 10000) × F / M.
          const { top, bottom } = fairRatio(mines, revealed);
          const tenThousandths = (keep * top) / bottom;
          const numerator = keep * tenThousandths * 10_000n * bottom;
          const denominator = 10_000n * 10_000n * keep * top;
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
    expect(rtpOfMinesCashOut(3, 1)).toMatchObject({ numerator: 99n, denominator: 100n }); // 1.125×
  });

  it('returns a little less where the floor cuts the multiplier', () => {
    // 3 mines, 2 reveals: 231 / 300 × 1.2857 (exact 1.285714…×) = 0.989989.
    expect(rtpOfMinesCashOut(3, 2)).toMatchObject({ numerator: 989_989n, denominator: 1_000_000n });
  });
});

describe('the published return', () => {
  it('is the lowest cash-out point: 98.992 % at a 1 % edge (1 mine, 2 reveals: 1.076× for 1.0760…×)', () => {
    const rtp = rtpOfMines();
    expect(rtp).toMatchObject({ numerator: 6187n, denominator: 6250n, mines: 1, revealed: 2 });
    expect(rtp.value).toBe(0.98992);
    expect(rtpOfMinesCashOut(2, 1)).toMatchObject({ numerator: 6187n, denominator: 6250n }); // the tie
  });

  it('equals the minimum over every point worked out independently on BigInt', () => {
    for (const edgeBasisPoints of [0, 100, 200]) {
      let worst = { numerator: 1n, denominator: 1n };
      for (let mines = 1; mines <= 24; mines += 1) {
        for (let revealed = 1; revealed <= 25 - mines; revealed += 1) {
          const top = choose(25, revealed);
          const safe = choose(25 - mines, revealed);
          const tenThousandths = (BigInt(10_000 - edgeBasisPoints) * top) / safe;
          const point = { numerator: safe * tenThousandths, denominator: 10_000n * top };
          if (point.numerator * worst.denominator < worst.numerator * point.denominator) worst = point;
        }
      }
      const rtp = rtpOfMines(edgeBasisPoints / 10_000);
      expect(rtp.numerator * worst.denominator).toBe(worst.numerator * rtp.denominator);
    }
  });

  it('per mine count is the lowest point of that count', () => {
    expect(rtpOfMineCount(3)).toMatchObject({
      numerator: 227_689n,
      denominator: 230_000n,
      mines: 3,
      revealed: 3,
    });
    expect(rtpOfMineCount(3).value).toBeCloseTo(0.9899521739130435, 15);
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
