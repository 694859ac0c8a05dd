/**
 * What the player may do on the round they see, and what each decision costs. The legality is
 * @casino/game-math's own (blackjackLegalActions); only the money is the table's.
 */
import {
  blackjackHandValue,
  blackjackInsuranceStake,
  blackjackLegalActions,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackHandValue,
  type BlackjackPlayerView,
  type BlackjackState,
  type Card,
} from '@casino/game-math';

/** One decision the player can take now: what it stakes on top of the bet, and whether the balance covers it. */
export interface BlackjackChoice {
  readonly action: BlackjackAction;
  /** Minor units staked on top: the hand's stake to double or split, half the bet for insurance, else 0. */
  readonly cost: number;
  readonly affordable: boolean;
}

/** The decisions the player may take on the view, in BLACKJACK_ACTIONS order; none once the round is over. */
export function legalActionsOfView(view: BlackjackPlayerView): BlackjackAction[] {
  // blackjackLegalActions takes the whole state, but its rules read only the phase, the hands and the active
  // hand, which the player's view holds as they are. The shoe and the hidden hole card play no part: the shoe
  // is left empty and the dealer keeps the cards the player can see.
  const state: BlackjackState = {
    ...view,
    shoe: [],
    dealer: view.dealer.filter((card): card is Card => card !== null),
  };
  return blackjackLegalActions(state);
}

/** What `action` stakes on top of what is already on the table. */
export function actionCost(view: BlackjackPlayerView, action: BlackjackAction): number {
  switch (action) {
    case 'double':
    case 'split':
      return activeHandOf(view)?.stake ?? 0;
    case 'insurance-yes':
      return blackjackInsuranceStake(view.bet);
    default:
      return 0;
  }
}

/** The legal decisions with their costs, checked against the balance. */
export function choicesOf(view: BlackjackPlayerView, balance: number): BlackjackChoice[] {
  return legalActionsOfView(view).map((action) => {
    const cost = actionCost(view, action);
    return { action, cost, affordable: cost <= balance };
  });
}

export function activeHandOf(view: BlackjackPlayerView): BlackjackHand | null {
  return view.activeHand === null ? null : (view.hands[view.activeHand] ?? null);
}

/** The value of the cards that are face up (the dealer's hole card counts only once it is shown). */
export function visibleValue(cards: readonly (Card | null)[]): BlackjackHandValue {
  return blackjackHandValue(cards.filter((card): card is Card => card !== null));
}
