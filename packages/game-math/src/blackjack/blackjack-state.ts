/** The data of a blackjack round: plain JSON, so a round can be stored and replayed. */
import type { Card } from '../cards/cards.ts';

/** Waiting for the insurance decision, the player's plays, or over (settled). */
export type BlackjackPhase = 'insurance' | 'player' | 'over';

/** Insurance is offered only when the dealer shows an ace (and half the bet is at least one minor unit). */
export type BlackjackInsurance = 'not-offered' | 'pending' | 'declined' | 'taken';

/** A player's decision. */
export type BlackjackAction = 'insurance-yes' | 'insurance-no' | 'hit' | 'stand' | 'double' | 'split';

/** Every action, in the order legalActions lists them. */
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = [
  'insurance-yes',
  'insurance-no',
  'hit',
  'stand',
  'double',
  'split',
];

/** One of the player's hands. */
export interface BlackjackHand {
  readonly cards: readonly Card[];
  /** Minor units at stake: the bet, or twice it once doubled. */
  readonly stake: number;
  readonly doubled: boolean;
  /** Made by a split: a two-card 21 is then not a blackjack, and split aces take one card only. */
  readonly fromSplit: boolean;
  /** No more cards: stood, doubled, bust, at 21, or a split ace with its card. */
  readonly finished: boolean;
}

/** How a hand ended. 'lose' is beaten by the dealer; 'bust' went over 21. */
export type BlackjackHandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** A settled hand. */
export interface BlackjackHandSettlement {
  readonly result: BlackjackHandResult;
  readonly stake: number;
  /** Minor units paid back, stake included: 2.5× floored for a blackjack, 2× a win, 1× a push, 0 a loss. */
  readonly payout: number;
}

/** What a finished round pays. */
export interface BlackjackSettlement {
  /** In the order of the hands. */
  readonly hands: readonly BlackjackHandSettlement[];
  readonly dealerTotal: number;
  readonly dealerBlackjack: boolean;
  /** 0 when insurance was not taken. */
  readonly insuranceStake: number;
  /** Three times the insurance stake (stake plus 2:1) when the dealer has a blackjack, else 0. */
  readonly insurancePayout: number;
  /** Everything the player staked: hands (doubles and splits included) and insurance. */
  readonly staked: number;
  /** Everything paid back. */
  readonly paid: number;
}

/** A round of blackjack, the shoe included: the server keeps this, the player sees blackjackPlayerView. */
export interface BlackjackState {
  /** The initial bet, minor units. */
  readonly bet: number;
  /** The shuffled shoe in dealing order; cards are dealt from index 0. Secret while the round is played. */
  readonly shoe: readonly Card[];
  /** How many cards of the shoe have been dealt. */
  readonly dealt: number;
  readonly phase: BlackjackPhase;
  readonly insurance: BlackjackInsurance;
  /** One hand, or up to four after splits, in the order they are played. */
  readonly hands: readonly BlackjackHand[];
  /** The hand being played, or null outside the player phase. */
  readonly activeHand: number | null;
  /** Up card first, then the hole card, then the dealer's draws. */
  readonly dealer: readonly Card[];
  /** Set once the round is over. */
  readonly settlement: BlackjackSettlement | null;
}

/** Why a round cannot start or an action cannot be played. */
export type BlackjackProblem =
  | 'bet-not-positive-integer'
  | 'unknown-action'
  | 'round-over'
  | 'insurance-decision-pending'
  | 'insurance-not-offered'
  | 'double-needs-two-cards'
  | 'split-needs-a-pair'
  | 'split-limit-reached';
