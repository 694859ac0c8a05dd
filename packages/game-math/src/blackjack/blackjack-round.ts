/**
 * A round of blackjack as a state machine on plain data. The round's only draw is at its start: six decks
 * shuffled by the stream (shuffledShoe), dealt from index 0 in the order player, dealer up card, player, dealer
 * hole card, then as play asks: the player's hits, doubles and split hands in the order they are played, then
 * the dealer's draws. So a round replays from its seeds and the player's recorded actions.
 *
 * The flow: with an ace up the player first answers insurance (when half the bet is at least one minor unit).
 * With an ace or a ten-value card up the dealer then peeks: a dealer blackjack ends the round at once (a player
 * blackjack pushes, anything else loses the bet). A player blackjack then ends the round, paid 3:2. Otherwise
 * the player plays each hand in turn (hit, stand, double on two cards, split a pair up to four hands); a hand
 * finishes by itself at 21 or over, and a split ace after its one card. A split hand gets its second card when
 * its turn comes. When every hand is finished the dealer draws to 17 or more (standing on soft 17), unless
 * every hand is bust, and the round settles.
 */
import { shuffledShoe, type Card } from '../cards/cards.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import { BLACKJACK_DECKS, BLACKJACK_MAX_HANDS, DEALER_STANDS_ON } from './blackjack-rules.ts';
import { blackjackInsuranceStake, isPlayerBlackjack, settlementOf } from './blackjack-settlement.ts';
import {
  BLACKJACK_ACTIONS,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackProblem,
  type BlackjackState,
} from './blackjack-state.ts';
import {
  BLACKJACK_TOTAL,
  blackjackCardPoints,
  blackjackHandValue,
  isPair,
  isTwoCard21,
} from './hand-value.ts';

/** The largest bet: four doubled hands pay 16 times it, which must stay an exact integer. */
export const BLACKJACK_MAX_BET = Math.floor(Number.MAX_SAFE_INTEGER / 16);

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type DraftHand = Omit<Mutable<BlackjackHand>, 'cards'> & { cards: Card[] };
type Draft = Omit<Mutable<BlackjackState>, 'hands' | 'dealer'> & { hands: DraftHand[]; dealer: Card[] };

/** Why a round cannot start with this bet (minor units), or null when it can. */
export function validateBlackjackBet(bet: number): BlackjackProblem | null {
  return Number.isSafeInteger(bet) && bet >= 1 && bet <= BLACKJACK_MAX_BET
    ? null
    : 'bet-not-positive-integer';
}

/** Shuffles the shoe (the round's only draw), deals the first four cards and waits for the player. */
export function startBlackjack(stream: RandomStream, bet: number): BlackjackState {
  const problem = validateBlackjackBet(bet);
  if (problem) throw new RangeError(`bet ${bet}: ${problem}`);
  const draft: Draft = {
    bet,
    shoe: shuffledShoe(stream, BLACKJACK_DECKS),
    dealt: 0,
    phase: 'player',
    insurance: 'not-offered',
    hands: [{ cards: [], stake: bet, doubled: false, fromSplit: false, finished: false }],
    activeHand: null,
    dealer: [],
    settlement: null,
  };
  const hand = draft.hands[0] as DraftHand;
  hand.cards.push(nextCard(draft));
  draft.dealer.push(nextCard(draft));
  hand.cards.push(nextCard(draft));
  draft.dealer.push(nextCard(draft));
  if (upCard(draft).rank === 1 && blackjackInsuranceStake(bet) > 0) {
    draft.phase = 'insurance';
    draft.insurance = 'pending';
    return draft;
  }
  return afterInsurance(draft);
}

/** Why the action cannot be played now, or null when it can. */
export function validateBlackjackAction(state: BlackjackState, action: string): BlackjackProblem | null {
  if (!(BLACKJACK_ACTIONS as readonly string[]).includes(action)) return 'unknown-action';
  if (state.phase === 'over') return 'round-over';
  const insuranceAction = action === 'insurance-yes' || action === 'insurance-no';
  if (state.phase === 'insurance') return insuranceAction ? null : 'insurance-decision-pending';
  if (insuranceAction) return 'insurance-not-offered';
  const hand = state.activeHand === null ? undefined : state.hands[state.activeHand];
  if (!hand) return 'round-over';
  if (action === 'double' && hand.cards.length !== 2) return 'double-needs-two-cards';
  if (action === 'split') {
    if (!isPair(hand.cards)) return 'split-needs-a-pair';
    if (state.hands.length >= BLACKJACK_MAX_HANDS) return 'split-limit-reached';
  }
  return null;
}

/** The actions the player may take now, in BLACKJACK_ACTIONS order; none once the round is over. */
export function blackjackLegalActions(state: BlackjackState): BlackjackAction[] {
  return BLACKJACK_ACTIONS.filter((action) => validateBlackjackAction(state, action) === null);
}

/** Plays an action; throws a RangeError naming the problem when it is not allowed (validate first). */
export function blackjackAct(state: BlackjackState, action: BlackjackAction): BlackjackState {
  const problem = validateBlackjackAction(state, action);
  if (problem) throw new RangeError(`${action}: ${problem}`);
  const draft = draftOf(state);
  if (action === 'insurance-yes' || action === 'insurance-no') {
    draft.insurance = action === 'insurance-yes' ? 'taken' : 'declined';
    return afterInsurance(draft);
  }
  const index = draft.activeHand as number;
  const hand = draft.hands[index] as DraftHand;
  switch (action) {
    case 'hit':
      hand.cards.push(nextCard(draft));
      hand.finished = blackjackHandValue(hand.cards).total >= BLACKJACK_TOTAL;
      break;
    case 'stand':
      hand.finished = true;
      break;
    case 'double':
      hand.stake *= 2;
      hand.doubled = true;
      hand.cards.push(nextCard(draft));
      hand.finished = true;
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const splitHand = (card: Card): DraftHand => ({
        cards: [card],
        stake: hand.stake,
        doubled: false,
        fromSplit: true,
        finished: false,
      });
      draft.hands.splice(index, 1, splitHand(first), splitHand(second));
      break;
    }
  }
  return advance(draft);
}

/** The dealer peeks, a natural ends the round, or play starts with the first hand. */
function afterInsurance(draft: Draft): BlackjackState {
  draft.phase = 'player';
  const up = upCard(draft);
  const dealerPeeks = up.rank === 1 || blackjackCardPoints(up) === 10;
  if ((dealerPeeks && isTwoCard21(draft.dealer)) || isPlayerBlackjack(draft.hands)) return finish(draft);
  draft.activeHand = 0;
  return draft;
}

/** Moves play to the first unfinished hand, dealing a split hand its second card; the dealer plays after the last. */
function advance(draft: Draft): BlackjackState {
  for (let index = draft.activeHand ?? 0; index < draft.hands.length; index += 1) {
    const hand = draft.hands[index] as DraftHand;
    if (hand.cards.length === 1) {
      hand.cards.push(nextCard(draft));
      const splitAce = hand.cards[0]?.rank === 1;
      hand.finished = splitAce || blackjackHandValue(hand.cards).total === BLACKJACK_TOTAL;
    }
    if (!hand.finished) {
      draft.activeHand = index;
      return draft;
    }
  }
  return finish(draft);
}

/** The dealer draws (unless the round was decided by a natural or every hand is bust) and the round settles. */
function finish(draft: Draft): BlackjackState {
  draft.phase = 'over';
  draft.activeHand = null;
  for (const hand of draft.hands) hand.finished = true;
  const decided = isTwoCard21(draft.dealer) || isPlayerBlackjack(draft.hands);
  const handStanding = draft.hands.some((hand) => blackjackHandValue(hand.cards).total <= BLACKJACK_TOTAL);
  if (!decided && handStanding)
    while (blackjackHandValue(draft.dealer).total < DEALER_STANDS_ON) draft.dealer.push(nextCard(draft));
  draft.settlement = settlementOf(draft);
  return draft;
}

function nextCard(draft: Draft): Card {
  const card = draft.shoe[draft.dealt];
  if (!card) throw new Error('the shoe ran out'); // 312 cards; a round uses well under 100
  draft.dealt += 1;
  return card;
}

function upCard(draft: Draft): Card {
  const up = draft.dealer[0];
  if (!up) throw new Error('the dealer has no up card');
  return up;
}

function draftOf(state: BlackjackState): Draft {
  return {
    ...state,
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
    dealer: [...state.dealer],
  };
}
