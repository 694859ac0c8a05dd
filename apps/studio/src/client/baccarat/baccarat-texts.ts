/** How baccarat's codes read: bets, drawing rules, bet problems, outcomes and cards, in the game's texts. */
import {
  BACCARAT_PAYS,
  baccaratPoints,
  type BaccaratBetKind,
  type BaccaratBetResult,
  type BaccaratHand,
  type BaccaratRound,
  type BaccaratTableLimits,
  type BeadRoadMark,
} from '@casino/game-math';
import type { GameMessages } from '../i18n/game-messages.ts';
import type { BetCheck } from './bet-layout.ts';
import type { BaccaratSide } from './deal-order.ts';
import type { BaccaratMessages } from './messages/en.ts';

type Texts = GameMessages<BaccaratMessages>;
type Key = keyof BaccaratMessages;

export const BET_NAMES: Readonly<Record<BaccaratBetKind, Key>> = {
  player: 'betPlayer',
  banker: 'betBanker',
  tie: 'betTie',
  playerPair: 'betPlayerPair',
  bankerPair: 'betBankerPair',
};

export const MARK_LETTERS: Readonly<Record<BeadRoadMark, Key>> = {
  P: 'markPlayer',
  B: 'markBanker',
  T: 'markTie',
};

export const MARK_NAMES: Readonly<Record<BeadRoadMark, Key>> = {
  P: 'betPlayer',
  B: 'betBanker',
  T: 'betTie',
};

/** A bet's pay as the table prints it: 1:1, 19:20, 8:1. */
export function paysText(kind: BaccaratBetKind): string {
  const pay = BACCARAT_PAYS[kind];
  return `${pay.numerator}:${pay.denominator}`;
}

/** Why a hand drew a third card or stood, as a sentence ("Player has 5: draws a third card."). */
export function handRuleText(texts: Texts, side: BaccaratSide, round: BaccaratRound): string {
  const hand: BaccaratHand = round[side];
  const total = hand.twoCardTotal;
  switch (hand.rule) {
    case 'natural':
      if (total >= 8)
        return texts.t(side === 'player' ? 'ruleNaturalPlayer' : 'ruleNaturalBanker', { total });
      return texts.t(side === 'player' ? 'ruleOtherNaturalPlayer' : 'ruleOtherNaturalBanker', { total });
    case 'player-draws-0-5':
      return texts.t('rulePlayerDraws', { total });
    case 'player-stands-6-7':
      return texts.t('rulePlayerStands', { total });
    case 'banker-draws-0-5':
      return texts.t('ruleBankerDraws', { total });
    case 'banker-stands-6-7':
      return texts.t('ruleBankerStands', { total });
    case 'banker-tableau-draws':
    case 'banker-tableau-stands': {
      const third = round.player.cards[2];
      const card = third ? baccaratPoints(third) : 0;
      return texts.t(
        hand.rule === 'banker-tableau-draws' ? 'ruleBankerTableauDraws' : 'ruleBankerTableauStands',
        {
          total,
          card,
        },
      );
    }
  }
}

/** Who won and by how much ("Banker wins, 7 to 4."). */
export function outcomeText(texts: Texts, round: BaccaratRound): string {
  const values = { player: round.player.total, banker: round.banker.total, total: round.player.total };
  if (round.outcome === 'tie') return texts.t('outcomeTie', values);
  return texts.t(round.outcome === 'player' ? 'outcomePlayer' : 'outcomeBanker', values);
}

/** A settled bet's result ("Won €2.00", "Lost", "Returned €1.00"). */
export function betResultText(texts: Texts, result: BaccaratBetResult, payout: string): string {
  if (result === 'win') return texts.t('betWon', { amount: payout });
  if (result === 'push') return texts.t('betPushed', { amount: payout });
  return texts.t('betLost');
}

/** Why bets cannot be dealt, or a change to them was refused. */
export function betProblemText(
  texts: Texts,
  check: BetCheck,
  limits: BaccaratTableLimits,
  money: (amount: number) => string,
): string {
  const bet = check.kind ? texts.t(BET_NAMES[check.kind]) : '';
  switch (check.problem) {
    case 'no-bet':
      return texts.t('problemNoBet');
    case 'below-bet-minimum':
      return check.kind
        ? texts.t('problemBelowMinimum', { bet, amount: money(limits.perBet[check.kind].min) })
        : texts.t('problemNotValid');
    case 'above-bet-maximum':
      return check.kind
        ? texts.t('problemAboveMaximum', { bet, amount: money(limits.perBet[check.kind].max) })
        : texts.t('problemNotValid');
    case 'above-round-maximum':
      return texts.t('problemAboveRoundMaximum', { amount: money(limits.maxPerRound) });
    case 'balance':
      return texts.t('problemBalance');
    case 'unknown-bet':
    case 'stake-not-whole':
      return texts.t('problemNotValid');
  }
}
