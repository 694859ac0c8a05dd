/** Dice rounds for the dice tests. */
import type { RoundAnswer } from '../api/round-answer.ts';
import type { DiceRules, RoundView } from '../../shared/play-api.ts';

export const DICE_RULES: DiceRules = { kind: 'dice', houseEdge: 0.01, minChance: 1, maxChance: 98 };

/** A closed dice round rolled over 74.99 at ×3.96. */
export function diceRound(roll: number, won: boolean, payout: number, bet = 100): RoundView {
  return {
    roundId: `round-${roll}`,
    gameId: 'lucky-dice',
    kind: 'dice',
    status: 'closed',
    currency: 'EUR',
    bet,
    stake: bet,
    totalWin: payout,
    outcome: {
      kind: 'dice',
      direction: 'over',
      target: 74.99,
      houseEdge: 0.01,
      roll: { roll, rollHundredths: Math.round(roll * 100), won, multiplier: 3.96, payout },
    },
    steps: [],
    feature: null,
    balanceBefore: 100_000,
    balanceAfter: 100_000 - bet + payout,
    seeds: { serverSeedHash: 'b'.repeat(64), clientSeed: 'client', nonce: 1, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
  };
}

/** The server's answer to a roll: the round and the balance after it (null: the win is still being credited). */
export function diceAnswer(
  outcome: { readonly won: boolean; readonly payout: number; readonly bet?: number },
  balance: number | null,
): RoundAnswer {
  const roll = outcome.won ? 80.12 : 12.34;
  return { round: diceRound(roll, outcome.won, outcome.payout, outcome.bet), balance, freeRounds: null };
}
