/** Baccarat rules and rounds for the baccarat tests, dealt and settled by @casino/game-math as the server does. */
import {
  BACCARAT_RTP,
  cardOfCode,
  dealBaccarat as dealCards,
  settleBaccarat,
  type BaccaratBets,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { RoundView } from '../../shared/play-api.ts';
import type { BaccaratRules } from '../../shared/table-play-api.ts';

export const BACCARAT_RULES: BaccaratRules = {
  kind: 'baccarat',
  limits: {
    perBet: {
      player: { min: 10, max: 50_000 },
      banker: { min: 10, max: 50_000 },
      tie: { min: 10, max: 10_000 },
      playerPair: { min: 10, max: 5_000 },
      bankerPair: { min: 10, max: 5_000 },
    },
    maxPerRound: 100_000,
  },
  chips: [10, 50, 100, 500, 2_000, 10_000],
  rtp: BACCARAT_RTP,
  commission: 0.05,
  decks: 8,
};

/**
 * Player 2♠ 3♥ (5, draws) 9♠ → 4; banker K♦ 3♣ (3; draws on the player's 9) 4♥ → 7: the banker wins 7 to 4.
 */
export const BANKER_WINS = ['2S', 'KD', '3H', '3C', '9S', '4H'].map(cardOfCode);
/** Player 2♠ 3♥ (5, draws) 9♠ → 4; banker 3♠ 3♣ (6, a pair; stands on the player's 9): the banker wins 6 to 4. */
export const BANKER_WINS_WITH_PAIR = ['2S', '3S', '3H', '3C', '9S', '4H'].map(cardOfCode);
/** Player 7♠ 7♥ (4, draws) 3♦ → 7 with a pair; banker 8♣ 9♦ (7; stands on the player's 3 at 7): a tie at 7. */
export const TIE_WITH_PLAYER_PAIR = ['7S', '8C', '7H', '9D', '3D'].map(cardOfCode);

/** A closed baccarat round dealt from `cards` (deal order) on `bets`, settled the server's way. */
export function baccaratRound(
  cards: ReturnType<typeof cardOfCode>[],
  bets: BaccaratBets,
  nonce = 1,
): RoundView {
  const round = dealCards(cards);
  const settlement = settleBaccarat(round, bets);
  return {
    roundId: `round-${nonce}`,
    gameId: 'punto-banco',
    kind: 'baccarat',
    status: 'closed',
    currency: 'EUR',
    bet: settlement.totalStake,
    stake: settlement.totalStake,
    totalWin: settlement.totalPayout,
    outcome: { kind: 'baccarat', bets, round, settlement },
    steps: [],
    feature: null,
    balanceBefore: 100_000,
    balanceAfter: 100_000 - settlement.totalStake + settlement.totalPayout,
    seeds: { serverSeedHash: 'c'.repeat(64), clientSeed: 'client', nonce, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
  };
}

/** The server's answer to a deal: the round and the balance after it (null: the win is still being credited). */
export function baccaratAnswer(round: RoundView, balance: number | null): RoundAnswer {
  return { round, balance, freeRounds: null };
}
