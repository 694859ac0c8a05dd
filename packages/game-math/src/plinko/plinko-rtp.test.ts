/**
 * The exact return of every board, checked against an independent BigInt sum over Pascal's triangle and by
 * dropping a ball down every one of the 2^rows paths.
 */
import { describe, expect, it } from 'vitest';
import { scriptedStream } from '../testing/scripted-stream.ts';
import { dropBall } from './drop-ball.ts';
import { PLINKO_RISKS, type PlinkoRows } from './plinko-board.ts';
import { plinkoMultiplierHundredths } from './plinko-multipliers.ts';
import { rtpOfPlinko } from './plinko-rtp.ts';
import { PLINKO_TABLES } from './plinko-tables.ts';

const ROWS: PlinkoRows[] = [8, 9, 10, 11, 12, 13, 14, 15, 16];
const BOARDS = PLINKO_RISKS.flatMap((risk) => ROWS.map((rows) => ({ risk, rows })));

/** Row `rows` of Pascal's triangle, by addition. */
function pascalRow(rows: number): bigint[] {
  let row = [1n];
  for (let i = 0; i < rows; i += 1)
    row = [1n, ...row.slice(1).map((value, j) => value + (row[j] as bigint)), 1n];
  return row;
}

/** A stream whose int(2) draws are the bits of `path`, top row first. */
function pathStream(path: number, rows: number) {
  let row = 0;
  return scriptedStream({
    int: (n) => {
      if (n !== 2) throw new Error(`a bounce draws int(2), not int(${n})`);
      row += 1;
      return (path >> (rows - row)) & 1;
    },
  });
}

describe.each(BOARDS)('the $risk board of $rows rows', ({ risk, rows }) => {
  const rtp = rtpOfPlinko(rows, risk);

  it('returns exactly 99 % at the 1 % edge, within [98.5 %, 99 %]', () => {
    expect(rtp).toEqual({ numerator: 99n, denominator: 100n, value: 0.99 });
    expect(rtp.value).toBeGreaterThanOrEqual(0.985);
    expect(rtp.value).toBeLessThanOrEqual(0.99);
  });

  it('matches a BigInt sum of the published table over Pascal’s triangle', () => {
    const weights = pascalRow(rows);
    const table = PLINKO_TABLES[risk][rows];
    const paid = table.reduce(
      (sum, multiplier, bin) => sum + (weights[bin] as bigint) * BigInt(Math.round(multiplier * 100)),
      0n,
    );
    expect(rtp.numerator * 100n * 2n ** BigInt(rows)).toBe(paid * rtp.denominator);
  });

  it('matches what a ball pays over every path', () => {
    const stake = 100; // one minor unit per hundredth, so no payout is floored
    let paid = 0;
    for (let path = 0; path < 2 ** rows; path += 1)
      paid += dropBall(pathStream(path, rows), rows, risk, stake).payout;
    expect(BigInt(paid) * rtp.denominator).toBe(rtp.numerator * BigInt(stake * 2 ** rows));
  });
});

describe('other house edges', () => {
  it.each([0, 0.005, 0.015, 0.02, 0.03, 0.05, 0.1])(
    'at %f return the most a symmetric table can without going above 1 − edge',
    (houseEdge) => {
      for (const { risk, rows } of BOARDS) {
        const rtp = rtpOfPlinko(rows, risk, houseEdge);
        const scale = 100n * 2n ** BigInt(rows);
        const keep = BigInt(Math.round((1 - houseEdge) * 10_000));
        // 1 − edge in steps of 1 / scale, floored to an even step: the finest a symmetric table reaches.
        let best = (keep * scale) / 10_000n;
        best -= best % 2n;
        expect(rtp.numerator * scale).toBe(best * rtp.denominator);
        expect(rtp.value).toBeLessThanOrEqual(1 - houseEdge);
      }
    },
  );

  it.each([0, 0.02, 0.05, 0.5])('at %f keep every table symmetric and highest at the edges', (houseEdge) => {
    for (const { risk, rows } of BOARDS) {
      const hundredths = plinkoMultiplierHundredths(rows, risk, houseEdge);
      expect([...hundredths].reverse()).toEqual(hundredths);
      for (let bin = 1; bin <= rows / 2; bin += 1)
        expect(hundredths[bin]).toBeLessThanOrEqual(hundredths[bin - 1] as number);
    }
  });

  it('match an independent Python version of the re-tuning', () => {
    expect(plinkoMultiplierHundredths(8, 'low', 0.02)).toEqual([562, 208, 108, 99, 50, 99, 108, 208, 562]);
    expect(plinkoMultiplierHundredths(16, 'high', 0.02).slice(0, 9)).toEqual([
      99_015, 12_877, 2576, 893, 396, 197, 22, 19, 19,
    ]);
    expect(plinkoMultiplierHundredths(16, 'high', 0).slice(0, 9)).toEqual([
      101_036, 13_140, 2631, 911, 404, 203, 20, 20, 20,
    ]);
  });

  it('give back the published tables at 1 %', () => {
    for (const { risk, rows } of BOARDS) {
      expect(plinkoMultiplierHundredths(rows, risk, 0.01).map((value) => value / 100)).toEqual(
        PLINKO_TABLES[risk][rows],
      );
    }
  });
});
