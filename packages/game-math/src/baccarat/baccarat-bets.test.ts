import { describe, expect, it } from 'vitest';
import {
  BACCARAT_BET_KINDS,
  settleBaccarat,
  type BaccaratBets,
  type BaccaratResult,
} from './baccarat-bets.ts';
import { validateBaccaratBets, type BaccaratTableLimits } from './baccarat-limits.ts';

const result = (
  outcome: BaccaratResult['outcome'],
  playerPair = false,
  bankerPair = false,
): BaccaratResult => ({
  outcome,
  playerPair,
  bankerPair,
});
const payouts = (round: BaccaratResult, bets: BaccaratBets) =>
  Object.fromEntries(settleBaccarat(round, bets).bets.map((bet) => [bet.kind, [bet.result, bet.payout]]));

const everyBet = { player: 100, banker: 100, tie: 100, playerPair: 100, bankerPair: 100 };

describe('settlement', () => {
  it('pays player 1:1 and loses banker and tie when the player wins', () => {
    expect(payouts(result('player'), everyBet)).toEqual({
      player: ['win', 200],
      banker: ['lose', 0],
      tie: ['lose', 0],
      playerPair: ['lose', 0],
      bankerPair: ['lose', 0],
    });
  });

  it('pays banker 1:1 less 5 %, flooring the winnings to minor units', () => {
    expect(payouts(result('banker'), { banker: 100 })).toEqual({ banker: ['win', 195] });
    expect(payouts(result('banker'), { banker: 1 })).toEqual({ banker: ['win', 1] });
    expect(payouts(result('banker'), { banker: 39 })).toEqual({ banker: ['win', 76] }); // 39 + floor(37.05)
    expect(payouts(result('player'), { banker: 39 })).toEqual({ banker: ['lose', 0] });
  });

  it('pays tie 8:1 and pushes player and banker on a tie', () => {
    expect(payouts(result('tie'), { player: 50, banker: 70, tie: 10 })).toEqual({
      player: ['push', 50],
      banker: ['push', 70],
      tie: ['win', 90],
    });
  });

  it('pays each pair 11:1 whoever wins', () => {
    expect(payouts(result('tie', true, false), { playerPair: 10, bankerPair: 10 })).toEqual({
      playerPair: ['win', 120],
      bankerPair: ['lose', 0],
    });
    expect(payouts(result('player', false, true), { bankerPair: 3 })).toEqual({ bankerPair: ['win', 36] });
  });

  it('lists the bets placed in table order with the round totals', () => {
    const settlement = settleBaccarat(result('banker', true, true), {
      bankerPair: 10,
      tie: 0,
      player: 20,
      banker: 40,
    });
    expect(settlement.bets.map((bet) => bet.kind)).toEqual(['player', 'banker', 'bankerPair']);
    expect(settlement.totalStake).toBe(70);
    expect(settlement.totalPayout).toBe(0 + 78 + 120);
    expect(settleBaccarat(result('tie'), {})).toEqual({ bets: [], totalStake: 0, totalPayout: 0 });
  });

  it('pays large stakes exactly', () => {
    const stake = 9_007_199_254_740; // 0.95 × this is beyond what a float product keeps exact
    expect(payouts(result('banker'), { banker: stake }).banker).toEqual(['win', stake + 8_556_839_292_003]);
  });

  it('refuses unknown bets and stakes that are not whole', () => {
    expect(() => settleBaccarat(result('tie'), { player: 1.5 })).toThrow(RangeError);
    expect(() => settleBaccarat(result('tie'), { player: -1 })).toThrow(RangeError);
    expect(() => settleBaccarat(result('tie'), { dragon: 1 } as BaccaratBets)).toThrow(RangeError);
  });
});

describe('table limits', () => {
  const limits: BaccaratTableLimits = {
    perBet: {
      player: { min: 100, max: 10_000 },
      banker: { min: 100, max: 10_000 },
      tie: { min: 50, max: 1_000 },
      playerPair: { min: 50, max: 500 },
      bankerPair: { min: 50, max: 500 },
    },
    maxPerRound: 15_000,
  };

  it('accepts bets within every limit', () => {
    expect(validateBaccaratBets({ player: 100, tie: 1_000, bankerPair: 0 }, limits)).toBeNull();
    expect(
      validateBaccaratBets({ player: 10_000, banker: 4_000, playerPair: 500, bankerPair: 500 }, limits),
    ).toBeNull();
  });

  it('names why bets are refused', () => {
    expect(validateBaccaratBets({}, limits)).toBe('no-bet');
    expect(validateBaccaratBets({ player: 0, tie: 0 }, limits)).toBe('no-bet');
    expect(validateBaccaratBets({ player: 99 }, limits)).toBe('below-bet-minimum');
    expect(validateBaccaratBets({ player: 100, tie: 49 }, limits)).toBe('below-bet-minimum');
    expect(validateBaccaratBets({ playerPair: 501 }, limits)).toBe('above-bet-maximum');
    expect(validateBaccaratBets({ player: 10_000, banker: 5_001 }, limits)).toBe('above-round-maximum');
    expect(validateBaccaratBets({ player: 100.5 }, limits)).toBe('stake-not-whole');
    expect(validateBaccaratBets({ player: -100 }, limits)).toBe('stake-not-whole');
    expect(validateBaccaratBets({ player: '100' } as unknown as BaccaratBets, limits)).toBe(
      'stake-not-whole',
    );
    expect(validateBaccaratBets({ dragon: 100 } as BaccaratBets, limits)).toBe('unknown-bet');
  });

  it('knows every bet kind', () => {
    expect(BACCARAT_BET_KINDS.every((kind) => validateBaccaratBets({ [kind]: 500 }, limits) === null)).toBe(
      true,
    );
  });
});
