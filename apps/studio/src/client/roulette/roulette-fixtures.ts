/** Roulette rules and rounds for the roulette tests: what the server would answer, settled by the maths. */
import { mergeRouletteBets, settleRoulette, type RouletteBet } from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { RoundView } from '../../shared/play-api.ts';
import type { RouletteRules } from '../../shared/table-play-api.ts';

export const ROULETTE_RULES: RouletteRules = {
  kind: 'roulette',
  limits: {
    insideMinimum: 10,
    insideMaximum: 10_000,
    outsideMinimum: 100,
    outsideMaximum: 20_000,
    spinMaximum: 50_000,
  },
  chips: [10, 50, 100, 500, 2_500],
  rtp: 36 / 37,
};

/** A closed roulette round: the bets merged and settled on `number`. */
export function rouletteRound(
  bets: readonly RouletteBet[],
  number: number,
  balanceBefore = 100_000,
): RoundView {
  const merged = mergeRouletteBets(bets);
  const settlement = settleRoulette(number, merged);
  return {
    roundId: `round-${number}`,
    gameId: 'ruby-roulette',
    kind: 'roulette',
    status: 'closed',
    currency: 'EUR',
    bet: settlement.totalStake,
    stake: settlement.totalStake,
    totalWin: settlement.totalPayout,
    outcome: { kind: 'roulette', bets: merged, settlement },
    steps: [],
    feature: null,
    balanceBefore,
    balanceAfter: balanceBefore - settlement.totalStake + settlement.totalPayout,
    seeds: { serverSeedHash: 'c'.repeat(64), clientSeed: 'client', nonce: 1, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
  };
}

/** The server's answer to a spin, with the balance after it. */
export function rouletteAnswer(
  bets: readonly RouletteBet[],
  number: number,
  balanceBefore = 100_000,
): RoundAnswer {
  const round = rouletteRound(bets, number, balanceBefore);
  return { round, balance: round.balanceAfter, freeRounds: null };
}
