/** Video poker rules, rounds and answers for the tests, shaped as the server sends them. */
import {
  handCategory,
  JACKS_OR_BETTER_9_6,
  rtpOfVideoPoker,
  videoPokerPayout,
  type VideoPokerBet,
} from '@casino/game-math';
import type { PlayAnswer, RoundView } from '../../shared/play-api.ts';
import type { VideoPokerRules } from '../../shared/table-play-api.ts';

export const VIDEO_POKER_RULES: VideoPokerRules = {
  kind: 'video-poker',
  payTable: JACKS_OR_BETTER_9_6,
  coinValues: [10, 20, 50, 100, 200, 500, 1_000, 2_000],
  defaultCoinValue: 20,
  rtpByCoins: [1, 2, 3, 4, 5].map((coins) => rtpOfVideoPoker(coins).value),
};

const NO_HOLDS = [false, false, false, false, false];

/** A hand dealt and waiting for the draw (status `playing`, the deck hidden). */
export function dealtRound(
  hand: readonly string[],
  bet: VideoPokerBet = { coins: 5, coinValue: 20 },
  roundId = 'round-vp-1',
): RoundView {
  const stake = bet.coins * bet.coinValue;
  return {
    roundId,
    gameId: 'jacks-or-better',
    kind: 'video-poker',
    status: 'playing',
    currency: 'EUR',
    bet: stake,
    stake,
    totalWin: 0,
    outcome: {
      kind: 'video-poker',
      view: {
        stage: 'dealt',
        deck: null,
        hand,
        held: NO_HOLDS,
        bet,
        category: handCategory(hand),
        payout: 0,
      },
      actions: [],
      closedBy: 'player',
    },
    steps: [],
    feature: null,
    balanceBefore: 100_000,
    balanceAfter: null,
    seeds: { serverSeedHash: 'a'.repeat(64), clientSeed: 'client', nonce: 0, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
  };
}

/** The same round drawn and paid: the final hand, its category and payout (status `closed`). */
export function drawnRound(
  dealt: RoundView,
  finalHand: readonly string[],
  held: readonly boolean[],
  deck: readonly string[] = [],
): RoundView {
  if (dealt.outcome.kind !== 'video-poker') throw new Error('not a video poker round');
  const { bet } = dealt.outcome.view;
  const category = handCategory(finalHand);
  const payout = videoPokerPayout(category, bet);
  return {
    ...dealt,
    status: 'closed',
    totalWin: payout,
    outcome: {
      kind: 'video-poker',
      view: { stage: 'done', deck, hand: finalHand, held, bet, category, payout },
      actions: [{ type: 'draw', held }],
      closedBy: 'player',
    },
    balanceAfter: (dealt.balanceBefore ?? 0) - dealt.stake + payout,
  };
}

export function answerOf(round: RoundView, balance: number | null): PlayAnswer {
  return { round, balance, freeRounds: null };
}
