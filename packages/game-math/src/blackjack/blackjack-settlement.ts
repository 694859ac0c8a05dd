/**
 * Settling a finished round. A blackjack (the first two cards of an unsplit hand making 21) pays 3:2, floored
 * to whole minor units; other wins pay 1:1 and pushes return the stake. The dealer's blackjack is found at the
 * peek, before any play, so it only ever meets the first hand and its bet. Insurance pays 2:1.
 */
import { blackjackHandValue, isTwoCard21 } from './hand-value.ts';
import type {
  BlackjackHand,
  BlackjackHandSettlement,
  BlackjackSettlement,
  BlackjackState,
} from './blackjack-state.ts';

/** The insurance stake of a bet: half of it, floored to whole minor units. */
export function blackjackInsuranceStake(bet: number): number {
  return Math.floor(bet / 2);
}

/** What a blackjack pays back on a stake: the stake plus 3:2, floored to whole minor units. */
export function blackjackPayout(stake: number): number {
  return stake + Math.floor((stake * 3) / 2);
}

/** Whether the round's only hand is a blackjack: two cards making 21, not from a split. */
export function isPlayerBlackjack(hands: readonly BlackjackHand[]): boolean {
  const [first] = hands;
  return hands.length === 1 && first !== undefined && !first.fromSplit && isTwoCard21(first.cards);
}

/** The results and payouts of a finished round; throws while it is still being played. */
export function settleBlackjack(state: BlackjackState): BlackjackSettlement {
  if (state.phase !== 'over') throw new RangeError('the round is not over');
  return settlementOf(state);
}

/** The settlement of the cards as they lie (used by the round as it ends). */
export function settlementOf(
  state: Pick<BlackjackState, 'bet' | 'hands' | 'dealer' | 'insurance'>,
): BlackjackSettlement {
  const dealerTotal = blackjackHandValue(state.dealer).total;
  const dealerBlackjack = isTwoCard21(state.dealer);
  const playerBlackjack = isPlayerBlackjack(state.hands);
  const hands = state.hands.map((hand) => settleHand(hand, dealerTotal, dealerBlackjack, playerBlackjack));
  const insuranceStake = state.insurance === 'taken' ? blackjackInsuranceStake(state.bet) : 0;
  const insurancePayout = dealerBlackjack ? 3 * insuranceStake : 0;
  const staked = hands.reduce((sum, hand) => sum + hand.stake, insuranceStake);
  const paid = hands.reduce((sum, hand) => sum + hand.payout, insurancePayout);
  return { hands, dealerTotal, dealerBlackjack, insuranceStake, insurancePayout, staked, paid };
}

function settleHand(
  hand: BlackjackHand,
  dealerTotal: number,
  dealerBlackjack: boolean,
  playerBlackjack: boolean,
): BlackjackHandSettlement {
  const { stake } = hand;
  const total = blackjackHandValue(hand.cards).total;
  if (dealerBlackjack)
    return playerBlackjack ? { result: 'push', stake, payout: stake } : lost(stake, 'lose');
  if (playerBlackjack) return { result: 'blackjack', stake, payout: blackjackPayout(stake) };
  if (total > 21) return lost(stake, 'bust');
  if (dealerTotal > 21 || total > dealerTotal) return { result: 'win', stake, payout: 2 * stake };
  if (total === dealerTotal) return { result: 'push', stake, payout: stake };
  return lost(stake, 'lose');
}

function lost(stake: number, result: 'lose' | 'bust'): BlackjackHandSettlement {
  return { result, stake, payout: 0 };
}
