/**
 * Blackjack rounds for the tests, played by @casino/game-math itself on a shoe whose first cards are chosen,
 * and shown as the server shows them (blackjackPlayerView): no made-up hands.
 */
import {
  BLACKJACK_RTP,
  BLACKJACK_RULES,
  blackjackAct,
  blackjackPlayerView,
  cardCode,
  startBlackjack,
  type BlackjackAction,
  type BlackjackPlayerView,
  type Card,
  type RandomStream,
} from '@casino/game-math';
import type { RoundAnswer } from '../api/round-answer.ts';
import type { RoundView } from '../../shared/play-api.ts';
import type { BlackjackTableRules } from '../../shared/table-play-api.ts';

export const BLACKJACK_TABLE_RULES: BlackjackTableRules = {
  kind: 'blackjack',
  rules: BLACKJACK_RULES,
  rtp: BLACKJACK_RTP,
};

/** A stream whose shuffle puts the cards of `codes` ('TS', '6H') first, in that order; it draws nothing else. */
function stackedStream(codes: readonly string[]): RandomStream {
  const none = (): never => {
    throw new Error('a blackjack round only shuffles');
  };
  return {
    nextByte: none,
    nextUint32: none,
    int: none,
    float: none,
    weighted: none,
    bytesUsed: 0,
    shuffle<T>(items: readonly T[]): T[] {
      const rest = [...items];
      const top = codes.map((code) => {
        const index = rest.findIndex((item) => cardCode(item as Card) === code);
        if (index < 0) throw new Error(`no ${code} left in the shoe`);
        return rest.splice(index, 1)[0] as T;
      });
      return [...top, ...rest];
    },
  };
}

/**
 * The player's view of a round dealt from `codes` in dealing order (player, dealer up card, player, hole card,
 * then every card drawn) after `actions`.
 */
export function blackjackView(
  codes: readonly string[],
  actions: readonly BlackjackAction[] = [],
  bet = 100,
): BlackjackPlayerView {
  const state = actions.reduce(blackjackAct, startBlackjack(stackedStream(codes), bet));
  return blackjackPlayerView(state);
}

/** The round as the server answers it: `playing` while the view waits for the player, then `closed`. */
export function blackjackRound(view: BlackjackPlayerView, overrides: Partial<RoundView> = {}): RoundView {
  const staked = view.settlement?.staked ?? view.hands.reduce((sum, hand) => sum + hand.stake, 0);
  return {
    roundId: 'round-bj-1',
    gameId: 'blackjack-classic',
    kind: 'blackjack',
    status: view.phase === 'over' ? 'closed' : 'playing',
    currency: 'EUR',
    bet: view.bet,
    stake: staked,
    totalWin: view.settlement?.paid ?? 0,
    outcome: { kind: 'blackjack', view, actions: [], closedBy: 'player' },
    steps: [],
    feature: null,
    balanceBefore: 100_000,
    balanceAfter: null,
    seeds: { serverSeedHash: 'c'.repeat(64), clientSeed: 'client', nonce: 3, serverSeed: null },
    playedAt: '2026-11-21T20:00:00.000Z',
    ...overrides,
  };
}

export function blackjackAnswer(view: BlackjackPlayerView, balance: number | null): RoundAnswer {
  return { round: blackjackRound(view), balance, freeRounds: null };
}
