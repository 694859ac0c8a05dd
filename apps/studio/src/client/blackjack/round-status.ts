/**
 * What the table says about the round in words, for its status line and screen readers: what to do, the hand
 * in play against the dealer's up card, the insurance offer, and once over the dealer's total, each hand's
 * result and the total win. Everything comes from the server's view and settlement.
 */
import { blackjackHandValue, blackjackInsuranceStake, type BlackjackPlayerView } from '@casino/game-math';
import { visibleValue } from './blackjack-moves.ts';
import type { BlackjackTableRound } from './blackjack-controller.ts';
import { resultLabel, totalLabel, type BlackjackText } from './blackjack-texts.ts';

export interface RoundStatus {
  /** Shown and announced. */
  readonly headline: string;
  /** Announced with the headline, shown on the hands themselves: each hand's result and the insurance. */
  readonly details: string;
  readonly tone: 'neutral' | 'win';
}

export interface RoundStatusContext {
  readonly text: BlackjackText;
  readonly money: (amount: number) => string;
  /** Insurance's payout ratio, "2:1". */
  readonly insuranceRatio: string;
}

/** A hand's name: "Your hand", or "Hand 2 of 3" once split. */
export function handName(index: number, count: number, text: BlackjackText): string {
  return count === 1 ? text.t('yourHand') : text.t('handNumber', { number: index + 1, count });
}

/** The dealer's total as the table shows it: the up card's while the hole card is down. */
export function dealerTotalLabel(view: BlackjackPlayerView, text: BlackjackText): string {
  if (view.settlement?.dealerBlackjack) return text.t('resultBlackjack');
  if (view.settlement) return String(view.settlement.dealerTotal);
  return totalLabel(visibleValue(view.dealer), text);
}

export function roundStatus(
  round: BlackjackTableRound | null,
  dealing: boolean,
  context: RoundStatusContext,
): RoundStatus {
  const { text, money } = context;
  if (dealing) return { headline: text.t('dealing'), details: '', tone: 'neutral' };
  if (!round) return { headline: text.t('emptyTable'), details: '', tone: 'neutral' };
  const { view } = round;
  const dealerTotal = dealerTotalLabel(view, text);

  if (view.phase === 'insurance') {
    const amount = money(blackjackInsuranceStake(view.bet));
    return {
      headline: text.t('insuranceOffer', { amount, ratio: context.insuranceRatio }),
      details: '',
      tone: 'neutral',
    };
  }

  const settlement = view.settlement;
  if (view.phase === 'player' || !settlement) {
    const index = view.activeHand ?? 0;
    const hand = view.hands[index];
    const total = hand ? totalLabel(blackjackHandValue(hand.cards), text) : '';
    return {
      headline: sentences([
        text.t('handLine', { hand: handName(index, view.hands.length, text), value: total }),
        text.t('dealerShows', { total: dealerTotal }),
      ]),
      details: '',
      tone: 'neutral',
    };
  }

  const handLines = settlement.hands.map((hand, index) => {
    const result = resultLabel(hand.result, text);
    const value = hand.payout > 0 ? `${result}, ${text.t('pays', { amount: money(hand.payout) })}` : result;
    return text.t('handLine', { hand: handName(index, settlement.hands.length, text), value });
  });
  const insuranceLine =
    settlement.insuranceStake === 0
      ? []
      : [
          settlement.insurancePayout > 0
            ? text.t('insuranceWon', { amount: money(settlement.insurancePayout) })
            : text.t('insuranceLost'),
        ];
  return {
    headline: sentences([
      text.t('dealerHas', { total: dealerTotal }),
      round.totalWin > 0 ? text.t('totalWin', { amount: money(round.totalWin) }) : text.t('noWin'),
    ]),
    details: sentences([...handLines, ...insuranceLine]),
    tone: round.totalWin > 0 ? 'win' : 'neutral',
  };
}

function sentences(parts: readonly string[]): string {
  return parts.length === 0 ? '' : `${parts.join('. ')}.`;
}
