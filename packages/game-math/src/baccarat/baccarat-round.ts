/**
 * A round of baccarat (punto banco). Its only draw is at the start: an eight-deck shoe shuffled by the
 * stream (cards/cards.ts). Cards are dealt from index 0: player, banker, player, banker, then the player's
 * third card if the player draws and the banker's third card if the banker draws, each the next card of the
 * shoe. There are no decisions; bets are placed before the deal and settled on the round (baccarat-bets.ts).
 */
import { shuffledShoe, type Card } from '../cards/cards.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import { baccaratPoints, baccaratTotal, bankerDraws, isNatural, playerDraws } from './baccarat-rules.ts';

/** Decks in the shoe. */
export const BACCARAT_DECKS = 8;

/** Which hand won, or a tie. */
export type BaccaratOutcome = 'player' | 'banker' | 'tie';

/**
 * Why a hand drew a third card or stood, as a code the UI translates:
 * - `natural`: a two-card 8 or 9 on either side ended the deal;
 * - `player-draws-0-5`, `player-stands-6-7`: the player's two-card total;
 * - `banker-draws-0-5`, `banker-stands-6-7`: the banker's two-card total, when the player stood;
 * - `banker-tableau-draws`, `banker-tableau-stands`: the banker's two-card total against the player's third
 *   card, when the player drew (BACCARAT_BANKER_TABLEAU row `twoCardTotal`).
 */
export type BaccaratHandRule =
  | 'natural'
  | 'player-draws-0-5'
  | 'player-stands-6-7'
  | 'banker-draws-0-5'
  | 'banker-stands-6-7'
  | 'banker-tableau-draws'
  | 'banker-tableau-stands';

/** One side's cards. */
export interface BaccaratHand {
  /** Two or three cards, in the order dealt. */
  readonly cards: readonly Card[];
  /** The total of the first two cards, which the drawing rules read. */
  readonly twoCardTotal: number;
  /** The final total, 0–9. */
  readonly total: number;
  /** Why the hand drew its third card or stood. */
  readonly rule: BaccaratHandRule;
}

/** A dealt round; plain JSON data. */
export interface BaccaratRound {
  readonly player: BaccaratHand;
  readonly banker: BaccaratHand;
  readonly outcome: BaccaratOutcome;
  /** Whether a two-card 8 or 9 ended the deal. */
  readonly natural: boolean;
  /** Whether the player's first two cards have the same rank. */
  readonly playerPair: boolean;
  /** Whether the banker's first two cards have the same rank. */
  readonly bankerPair: boolean;
}

/** Shuffles an eight-deck shoe with the stream (the round's only draw) and deals from it. */
export function startBaccarat(stream: RandomStream): BaccaratRound {
  return dealBaccarat(shuffledShoe(stream, BACCARAT_DECKS));
}

/** Deals a round from the top of `cards` (index 0 first); needs the 4 to 6 cards the rules call for. */
export function dealBaccarat(cards: readonly Card[]): BaccaratRound {
  let next = 0;
  const take = (): Card => {
    const card = cards[next];
    if (!card) throw new RangeError(`a baccarat deal needs card ${next + 1}, and there are ${cards.length}`);
    next += 1;
    return card;
  };
  const [player1, banker1, player2, banker2] = [take(), take(), take(), take()];
  const playerTwo = baccaratTotal([player1, player2]);
  const bankerTwo = baccaratTotal([banker1, banker2]);

  if (isNatural(playerTwo) || isNatural(bankerTwo)) {
    return finish(
      { cards: [player1, player2], twoCardTotal: playerTwo, rule: 'natural' },
      { cards: [banker1, banker2], twoCardTotal: bankerTwo, rule: 'natural' },
      true,
    );
  }

  const playerThird = playerDraws(playerTwo) ? take() : null;
  const player = playerThird
    ? { cards: [player1, player2, playerThird], twoCardTotal: playerTwo, rule: 'player-draws-0-5' as const }
    : { cards: [player1, player2], twoCardTotal: playerTwo, rule: 'player-stands-6-7' as const };

  const playerThirdPoints = playerThird ? baccaratPoints(playerThird) : null;
  const drawing = bankerDraws(bankerTwo, playerThirdPoints);
  const banker = {
    cards: drawing ? [banker1, banker2, take()] : [banker1, banker2],
    twoCardTotal: bankerTwo,
    rule: bankerRule(playerThirdPoints === null, drawing),
  };
  return finish(player, banker, false);
}

function bankerRule(playerStood: boolean, draws: boolean): BaccaratHandRule {
  if (playerStood) return draws ? 'banker-draws-0-5' : 'banker-stands-6-7';
  return draws ? 'banker-tableau-draws' : 'banker-tableau-stands';
}

function finish(
  player: Omit<BaccaratHand, 'total'>,
  banker: Omit<BaccaratHand, 'total'>,
  natural: boolean,
): BaccaratRound {
  const playerHand = { ...player, total: baccaratTotal(player.cards) };
  const bankerHand = { ...banker, total: baccaratTotal(banker.cards) };
  return {
    player: playerHand,
    banker: bankerHand,
    outcome: baccaratOutcomeOf(playerHand.total, bankerHand.total),
    natural,
    playerPair: isPair(player.cards),
    bankerPair: isPair(banker.cards),
  };
}

/** The winner of two final totals. */
export function baccaratOutcomeOf(playerTotal: number, bankerTotal: number): BaccaratOutcome {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

function isPair(cards: readonly Card[]): boolean {
  return cards[0]?.rank === cards[1]?.rank;
}
