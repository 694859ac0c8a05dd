import { describe, expect, it } from 'vitest';
import { createRandomStream } from '../fairness/random-stream.ts';
import { chiSquareQuantile } from '../testing/statistics.ts';
import { minedStream } from './mined-stream.ts';
import {
  cashOut,
  minesAct,
  minesLegalActions,
  minesPlayerView,
  reveal,
  startMines,
  validateCashOut,
  validateMinesAction,
  validateMinesStart,
  validateReveal,
  type MinesState,
} from './mines-round.ts';

/** A round with mines on cells 0, 7 and 24 and a stake of 333. */
const threeMines = (): MinesState => startMines(minedStream([7, 0, 24]), 3, 333);

describe('starting a round', () => {
  it('mines the first cells of the shuffled board and reveals nothing', () => {
    expect(threeMines()).toEqual({
      mines: 3,
      minePositions: [7, 0, 24],
      revealed: [],
      mineHit: null,
      status: 'playing',
      bet: { stake: 333, houseEdge: 0.01 },
      payout: 0,
    });
  });

  it('draws only the one shuffle of 25 cells', () => {
    const stream = createRandomStream({ serverSeed: 'mines', clientSeed: 'draws', nonce: 0 });
    const expected = createRandomStream({ serverSeed: 'mines', clientSeed: 'draws', nonce: 0 });
    const round = startMines(stream, 5, 100);
    const shuffled = expected.shuffle(Array.from({ length: 25 }, (_, cell) => cell));
    expect(round.minePositions).toEqual(shuffled.slice(0, 5));
    expect(stream.bytesUsed).toBe(expected.bytesUsed);
  });

  it('accepts 1 to 24 mines', () => {
    expect(validateMinesStart(1)).toBeNull();
    expect(validateMinesStart(24)).toBeNull();
    expect(validateMinesStart(0)).toBe('mine-count-out-of-range');
    expect(validateMinesStart(25)).toBe('mine-count-out-of-range');
    expect(validateMinesStart(3.5)).toBe('mine-count-out-of-range');
    expect(() => startMines(minedStream([]), 0, 100)).toThrow(RangeError);
  });

  it('refuses a stake or house edge that cannot be paid exactly', () => {
    expect(() => startMines(minedStream([1]), 1, 1.5)).toThrow(RangeError);
    expect(() => startMines(minedStream([1]), 1, -1)).toThrow(RangeError);
    expect(() => startMines(minedStream([1]), 1, 100, 0.00001)).toThrow(RangeError);
  });
});

describe('revealing', () => {
  it('keeps playing on a safe cell', () => {
    const state = reveal(reveal(threeMines(), 12), 3);
    expect(state).toMatchObject({ revealed: [12, 3], status: 'playing', mineHit: null, payout: 0 });
  });

  it('loses the stake on a mine', () => {
    const state = reveal(reveal(threeMines(), 12), 24);
    expect(state).toMatchObject({ revealed: [12], status: 'lost', mineHit: 24, payout: 0 });
  });

  it('cashes out by itself when the last safe cell is revealed', () => {
    const state = reveal(startMines(minedStream([...Array(24).keys()]), 24, 1000), 24);
    expect(state).toMatchObject({ revealed: [24], status: 'cashed', payout: 24_750 });
  });

  it('names why a cell cannot be revealed', () => {
    const state = reveal(threeMines(), 12);
    expect(validateReveal(state, 13)).toBeNull();
    expect(validateReveal(state, 12)).toBe('cell-already-revealed');
    expect(validateReveal(state, 25)).toBe('cell-out-of-range');
    expect(validateReveal(state, -1)).toBe('cell-out-of-range');
    expect(validateReveal(state, 1.5)).toBe('cell-out-of-range');
    expect(validateReveal(reveal(state, 0), 13)).toBe('round-over');
    expect(validateReveal(cashOut(state), 13)).toBe('round-over');
    expect(() => reveal(state, 12)).toThrow(RangeError);
  });
});

describe('cashing out', () => {
  it('pays the stake times the multiplier of the safe cells, floored to minor units', () => {
    // 1 safe cell with 3 mines: 1.125×; 333 × 1.125 = 374.625.
    expect(cashOut(reveal(threeMines(), 12))).toMatchObject({ status: 'cashed', payout: 374 });
    // 2 safe cells: 1.2857×; 333 × 1.2857 = 428.1381.
    expect(cashOut(reveal(reveal(threeMines(), 12), 13)).payout).toBe(428);
  });

  it('pays at the round’s own house edge', () => {
    const round = startMines(minedStream([0, 1, 2]), 3, 1000, 0.02);
    expect(cashOut(reveal(round, 12)).payout).toBe(1113); // 0.98 × 25 / 22 = 1.113636… → 1.1136×
  });

  it('pays large stakes exactly', () => {
    const round = startMines(minedStream([0, 1, 2]), 3, 9_007_199_254_740);
    expect(cashOut(reveal(round, 12)).payout).toBe(10_133_099_161_582); // × 1.125 = …161_582.5
  });

  it('names why a round cannot be cashed out', () => {
    expect(validateCashOut(threeMines())).toBe('nothing-revealed');
    expect(validateCashOut(reveal(threeMines(), 12))).toBeNull();
    expect(validateCashOut(reveal(threeMines(), 7))).toBe('round-over');
    expect(validateCashOut(cashOut(reveal(threeMines(), 12)))).toBe('round-over');
    expect(() => cashOut(threeMines())).toThrow(RangeError);
  });
});

describe('moves', () => {
  it('lists every unrevealed cell, and cashing out once a cell is safe', () => {
    expect(minesLegalActions(threeMines())).toHaveLength(25);
    const state = reveal(threeMines(), 12);
    const actions = minesLegalActions(state);
    expect(actions).toHaveLength(25);
    expect(actions).toContainEqual({ type: 'cash-out' });
    expect(actions).not.toContainEqual({ type: 'reveal', cell: 12 });
    expect(minesLegalActions(cashOut(state))).toEqual([]);
  });

  it('plays and checks moves as the dedicated functions do', () => {
    const state = minesAct(threeMines(), { type: 'reveal', cell: 12 });
    expect(state).toEqual(reveal(threeMines(), 12));
    expect(minesAct(state, { type: 'cash-out' })).toEqual(cashOut(state));
    expect(validateMinesAction(state, { type: 'reveal', cell: 12 })).toBe('cell-already-revealed');
    expect(validateMinesAction(threeMines(), { type: 'cash-out' })).toBe('nothing-revealed');
  });

  it('keeps the state plain data that replays after a JSON round trip', () => {
    const stored = JSON.parse(JSON.stringify(reveal(threeMines(), 12))) as MinesState;
    expect(cashOut(reveal(stored, 13))).toEqual(cashOut(reveal(reveal(threeMines(), 12), 13)));
  });

  it('does not change the state it is given', () => {
    const state = threeMines();
    const copy = JSON.parse(JSON.stringify(state)) as MinesState;
    reveal(state, 7);
    cashOut(reveal(state, 12));
    expect(state).toEqual(copy);
  });
});

describe('the player view', () => {
  it('hides the mines while the round is played and shows them after', () => {
    const playing = reveal(threeMines(), 12);
    expect(minesPlayerView(playing)).toEqual({ ...playing, minePositions: null });
    const lost = reveal(playing, 0);
    expect(minesPlayerView(lost).minePositions).toEqual([7, 0, 24]);
  });
});

describe('mine placement', () => {
  it('mines every cell equally often over seeded rounds (chi-square, 99 %)', () => {
    const rounds = 20_000;
    const counts = new Array<number>(25).fill(0);
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const stream = createRandomStream({ serverSeed: 'mines-placement', clientSeed: 'fixed', nonce });
      for (const cell of startMines(stream, 3, 100).minePositions)
        counts[cell] = (counts[cell] as number) + 1;
    }
    const expected = (rounds * 3) / 25;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(chiSquareQuantile(0.99, 24));
  });
});
