/**
 * The expected return of basic strategy at the table's rules, by exact combinatorial analysis of the shoe.
 *
 * Cards are counted by points (ace, 2–9, ten-value). For every first deal (the player's two cards and the
 * dealer's up card, with their exact chances drawn without replacement from the full shoe) the player's hand
 * is played out by basic strategy over every card that can come next, each with its exact chance given the
 * cards already out. Wherever the player stands, the dealer's final total (17–21 or bust, standing on soft
 * 17) is summed over every set of cards the dealer can draw from what is left (dealer-final-hands.ts).
 *
 * The peek is exact: with an ace up the hole card is not a ten-value card (with a ten up, not an ace). The
 * hole card is dealt before the player's draws, but a card at a fixed place of a shuffled shoe can be treated
 * as dealt at any other, so it is taken as the dealer's first card after the player, and every outcome of a
 * hand carries the chance that the hole card is one the peek allows, given the cards left then. A round's
 * value is then Σ over deals of chance × (value of the hand so weighted − chance of a dealer blackjack), and
 * ±1.5 for naturals.
 *
 * Splits are exact too (see split() for why the other split hands' cards need not be followed), and a check
 * against brute force is in split-checks.ts. Insurance is never taken by basic strategy, so it does not enter
 * the return. What remains is floating-point rounding: sums of at most some millions of products of chances,
 * so a relative error below 1e-12. The analysis of a six-deck shoe takes a few seconds.
 */
import { basicStrategyPlay, strategyHandOfPoints, type BasicStrategyPlay } from './basic-strategy.ts';
import { BLACKJACK_DECKS, BLACKJACK_MAX_HANDS, DEALER_STANDS_ON } from './blackjack-rules.ts';
import { DEALER_BUST_SLOT, dealerFinalHands, peekedOutHoleCard } from './dealer-final-hands.ts';
import { BLACKJACK_TOTAL, valueOfPoints } from './hand-value.ts';

const ACE = 1;
const TEN = 10;
/** Longest falling factorial the dealer's hands need, plus one. */
const FALLING_SPAN = 16;
/**
 * The cards out of the shoe are packed into one number, 5 bits per point value: basic strategy stands on
 * soft 19 and hard 17, so no hand holds more than 9 cards of one value, and with the up card, the pair and
 * the second cards of at most four split hands no value is ever out 32 times (take() throws if it were).
 */
const MOST_OUT_OF_ONE_VALUE = 31;
const PLACE = Array.from({ length: 11 }, (_, points) => (points === 0 ? 0 : 32 ** (points - 1)));

/** Hands of three or more cards by up card, points (aces as 1, up to 21) and ace. */
const DRAWN_HAND_SLOTS = 11 * 22 * 2;
const drawnHandSlot = (up: number, points: number, hasAce: boolean) =>
  (up * 22 + points) * 2 + (hasAce ? 1 : 0);
/** Whether basic strategy stands on such a hand (it can no longer double or split), looked up once. */
const DRAWN_HAND_STANDS = Array.from({ length: DRAWN_HAND_SLOTS }, (_, slot) => {
  const hasAce = slot % 2 === 1;
  const points = Math.floor(slot / 2) % 22;
  const up = Math.floor(slot / 44);
  // Three cards hold at least 3 points, and at least 6 without an ace.
  if (up < 1 || points < (hasAce ? 3 : 6)) return false;
  return basicStrategyPlay(strategyHandOfPoints(points, hasAce, null, false, false), up) === 'stand';
});

/** The result of the analysis. */
export interface BlackjackReturnAnalysis {
  readonly decks: number;
  /** Expected net result of a round per unit of the initial bet (negative: the house edge). */
  readonly expectedValue: number;
  /** Return to player per unit of the initial bet: 1 + expectedValue. */
  readonly rtp: number;
  /** Chance that a round is a player blackjack paid 3:2 (the dealer has none). */
  readonly paidBlackjackChance: number;
  /** Chance that the player's first two cards are split. */
  readonly splitChance: number;
}

/** A first deal's values per unit bet, given that the dealer has no blackjack (as published tables give them). */
export interface InitialHandValues {
  /** The chance of this deal (the player's two cards in either order) with no dealer blackjack. */
  readonly chance: number;
  readonly stand: number;
  readonly double: number;
  /** The value of the hand played by basic strategy. */
  readonly basicStrategy: number;
}

/** The expected return of basic strategy with a shoe of `decks` decks (the table uses six). */
export function analyseBlackjackReturn(decks = BLACKJACK_DECKS): BlackjackReturnAnalysis {
  const shoe = shoeAnalysis(decks);
  let expectedValue = 0;
  let paidBlackjackChance = 0;
  let splitChance = 0;
  for (let up = 1; up <= 10; up += 1) {
    for (let first = 1; first <= 10; first += 1) {
      for (let second = first; second <= 10; second += 1) {
        const deal = shoe.deal(first, up, second);
        const chance = deal.chance * (first === second ? 1 : 2);
        const dealerBlackjack = shoe.dealerBlackjackChance(up);
        const noDealerBlackjack = 1 - dealerBlackjack;
        let value: number;
        if (first === ACE && second === TEN) {
          value = 1.5 * noDealerBlackjack;
          paidBlackjackChance += chance * noDealerBlackjack;
        } else {
          const played = shoe.twoCardHand(first, second, up, true);
          if (played.play === 'split') splitChance += chance * noDealerBlackjack;
          value = played.value - dealerBlackjack;
        }
        expectedValue += chance * value;
        deal.undo();
      }
    }
  }
  return { decks, expectedValue, rtp: 1 + expectedValue, paidBlackjackChance, splitChance };
}

/** Stand, double and basic-strategy values of a first deal, per unit bet, given no dealer blackjack. */
export function initialHandValues(
  decks: number,
  first: number,
  second: number,
  up: number,
): InitialHandValues {
  const shoe = shoeAnalysis(decks);
  const deal = shoe.deal(first, up, second);
  const noDealerBlackjack = 1 - shoe.dealerBlackjackChance(up);
  const { points, hasAce } = pointsOf(first, second);
  const values = {
    chance: deal.chance * (first === second ? 1 : 2) * noDealerBlackjack,
    stand: shoe.stand(valueOfPoints(points, hasAce).total, up) / noDealerBlackjack,
    double: shoe.double(points, hasAce, up) / noDealerBlackjack,
    basicStrategy: shoe.twoCardHand(first, second, up, true).value / noDealerBlackjack,
  };
  deal.undo();
  return values;
}

function pointsOf(first: number, second: number): { points: number; hasAce: boolean } {
  return { points: first + second, hasAce: first === ACE || second === ACE };
}

/** The analysis of one shoe (exported for split-checks.ts). */
export type ShoeAnalysis = ReturnType<typeof shoeAnalysis>;

/**
 * The analysis of one shoe. It keeps the cards out of the shoe in one mutable count that every recursion
 * takes cards from and puts them back; values are memoised by that count. Every value of a hand is
 * "unnormalised": the expected result times the chance that the hole card is one the peek allows.
 */
export function shoeAnalysis(decks: number) {
  if (!Number.isInteger(decks) || decks < 1 || decks > 8) throw new RangeError('decks must be 1–8');
  const full = Array.from(
    { length: 11 },
    (_, points) => (points === 0 ? 0 : points === TEN ? 16 : 4) * decks,
  );
  const removed = new Array<number>(11).fill(0);
  let left = 52 * decks;
  let key = 0;
  const dealerMemos = Array.from({ length: 11 }, () => new Map<number, Float64Array>());
  /** Values of hands of three or more cards by up card, points and ace, then by the cards out of the shoe. */
  const drawnHandMemos = Array.from({ length: DRAWN_HAND_SLOTS }, () => new Map<number, number>());

  const count = (points: number) => (full[points] as number) - (removed[points] as number);
  const take = (points: number) => {
    if (removed[points] === MOST_OUT_OF_ONE_VALUE) throw new Error('too many cards of one value out to pack');
    removed[points] = (removed[points] as number) + 1;
    left -= 1;
    key += PLACE[points] as number;
  };
  const putBack = (points: number) => {
    removed[points] = (removed[points] as number) - 1;
    left += 1;
    key -= PLACE[points] as number;
  };
  const holeAllowedChance = (up: number) => {
    const excluded = peekedOutHoleCard(up);
    return excluded === 0 ? 1 : 1 - count(excluded) / left;
  };

  // Falling factorials of the cards left, (count)_m per value and (left)_k, refilled for each composition.
  const fallingByValue = new Float64Array(11 * FALLING_SPAN);
  const fallingLeft = new Float64Array(FALLING_SPAN);
  let nodeProducts = new Float64Array(0);

  /** Chances of the dealer's final totals 17–21 and bust, with the hole card one the peek allows. */
  function dealerOutcomes(up: number): Float64Array {
    const memo = dealerMemos[up] as Map<number, Float64Array>;
    const known = memo.get(key);
    if (known) return known;
    const finals = dealerFinalHands(up);
    for (let points = 1; points <= 10; points += 1) {
      const base = points * FALLING_SPAN;
      const available = count(points);
      fallingByValue[base] = 1;
      for (let m = 1; m <= finals.mostOfOneValue; m += 1)
        fallingByValue[base + m] = (fallingByValue[base + m - 1] as number) * Math.max(available - m + 1, 0);
    }
    fallingLeft[0] = 1;
    for (let k = 1; k <= finals.mostDrawn; k += 1)
      fallingLeft[k] = (fallingLeft[k - 1] as number) * (left - k + 1);
    const { slots, orders, drawn, handNodes, nodeParents, nodePoints, nodeCounts } = finals;
    if (nodeProducts.length < nodeParents.length) nodeProducts = new Float64Array(nodeParents.length);
    for (let node = 0; node < nodeParents.length; node += 1) {
      const parent = nodeParents[node] as number;
      const falling =
        fallingByValue[(nodePoints[node] as number) * FALLING_SPAN + (nodeCounts[node] as number)];
      nodeProducts[node] = (parent < 0 ? 1 : (nodeProducts[parent] as number)) * (falling as number);
    }
    const outcomes = new Float64Array(6);
    for (let hand = 0; hand < slots.length; hand += 1) {
      const chance =
        ((orders[hand] as number) * (nodeProducts[handNodes[hand] as number] as number)) /
        (fallingLeft[drawn[hand] as number] as number);
      const slot = slots[hand] as number;
      outcomes[slot] = (outcomes[slot] as number) + chance;
    }
    memo.set(key, outcomes);
    return outcomes;
  }

  function stand(total: number, up: number): number {
    const outcomes = dealerOutcomes(up);
    let value = outcomes[DEALER_BUST_SLOT] as number;
    for (let slot = 0; slot < DEALER_BUST_SLOT; slot += 1) {
      const dealerTotal = DEALER_STANDS_ON + slot;
      const chance = outcomes[slot] as number;
      if (total > dealerTotal) value += chance;
      else if (total < dealerTotal) value -= chance;
    }
    return value;
  }

  const bust = (up: number) => -holeAllowedChance(up);

  /**
   * A hand of three or more cards, which can only hit or stand. Its value depends on nothing but the cards
   * out of the shoe, its points and ace, and the up card, so it is memoised by those.
   */
  function drawnHand(points: number, hasAce: boolean, up: number): number {
    if (points > BLACKJACK_TOTAL) return bust(up);
    const slot = drawnHandSlot(up, points, hasAce);
    const memo = drawnHandMemos[slot] as Map<number, number>;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = DRAWN_HAND_STANDS[slot]
      ? stand(valueOfPoints(points, hasAce).total, up)
      : hit(points, hasAce, up);
    memo.set(key, value);
    return value;
  }

  function hit(points: number, hasAce: boolean, up: number): number {
    const cards = left;
    let value = 0;
    for (let next = 1; next <= 10; next += 1) {
      const available = count(next);
      if (available === 0) continue;
      take(next);
      value += (available / cards) * drawnHand(points + next, hasAce || next === ACE, up);
      putBack(next);
    }
    return value;
  }

  function double(points: number, hasAce: boolean, up: number): number {
    const cards = left;
    let value = 0;
    for (let next = 1; next <= 10; next += 1) {
      const available = count(next);
      if (available === 0) continue;
      take(next);
      const after = points + next;
      const result =
        after > BLACKJACK_TOTAL ? bust(up) : stand(valueOfPoints(after, hasAce || next === ACE).total, up);
      value += (available / cards) * result;
      putBack(next);
    }
    return 2 * value;
  }

  /** A two-card hand played by basic strategy, its cards already out of the shoe. */
  function twoCardHand(
    first: number,
    second: number,
    up: number,
    canSplit: boolean,
  ): { play: BasicStrategyPlay; value: number } {
    const { points, hasAce } = pointsOf(first, second);
    const pairPoints = first === second ? first : null;
    const hand = strategyHandOfPoints(points, hasAce, pairPoints, true, canSplit && pairPoints !== null);
    const play = basicStrategyPlay(hand, up);
    switch (play) {
      case 'stand':
        return { play, value: stand(hand.total, up) };
      case 'hit':
        return { play, value: hit(points, hasAce, up) };
      case 'double':
        return { play, value: double(points, hasAce, up) };
      case 'split':
        return { play, value: split(first, up) };
    }
  }

  /**
   * The split of a pair whose two cards are out of the shoe, resplit while there are fewer than four hands
   * (never aces). Cards of a shuffled shoe dealt at places chosen from the cards before them are distributed
   * like the next cards of the shoe (predictable sampling of an exchangeable sequence). So the second cards
   * of the split hands, in the order they are dealt, are distributed like the next cards of the shoe, and a
   * hand's hits and the dealer's cards, given every second card dealt so far, like the cards after them: a
   * hand is worth its value against the shoe less the second cards dealt up to its own, whatever the hands
   * before it drew (split-checks.ts checks this by brute force for two hands). Once no hand
   * can be split again, the hands still waiting are alike, each worth one hand dealt from the shoe as it
   * stands. Every second card's value is followed, so splits are valued exactly.
   */
  function split(pairPoints: number, up: number): number {
    const handValues = new Map<number, Float64Array>();
    const fromHereValues = new Map<number, number>();
    const pendingValues = new Map<string, number>();

    /** A split hand whose second card is out of the shoe, played by basic strategy (no further split). */
    function splitHand(second: number): number {
      let values = handValues.get(key);
      if (!values) handValues.set(key, (values = new Float64Array(11).fill(Number.NaN)));
      const known = values[second] as number;
      if (!Number.isNaN(known)) return known;
      const value =
        pairPoints === ACE
          ? stand(valueOfPoints(ACE + second, true).total, up)
          : twoCardHand(pairPoints, second, up, false).value;
      values[second] = value;
      return value;
    }

    /** One split hand dealt its second card from the shoe as it stands, when it can no longer be split. */
    function handFromHere(): number {
      const known = fromHereValues.get(key);
      if (known !== undefined) return known;
      const cards = left;
      let value = 0;
      for (let second = 1; second <= 10; second += 1) {
        const available = count(second);
        if (available === 0) continue;
        take(second);
        value += (available / cards) * splitHand(second);
        putBack(second);
      }
      fromHereValues.set(key, value);
      return value;
    }

    /** The hands still waiting for their second card, with `hands` hands on the table. */
    function pendingValue(pending: number, hands: number): number {
      if (pending === 0) return 0;
      if (pairPoints === ACE || hands === BLACKJACK_MAX_HANDS) return pending * handFromHere();
      const memoKey = `${key}/${pending}/${hands}`;
      const known = pendingValues.get(memoKey);
      if (known !== undefined) return known;
      const cards = left;
      let value = 0;
      for (let second = 1; second <= 10; second += 1) {
        const available = count(second);
        if (available === 0) continue;
        take(second);
        const after =
          second === pairPoints
            ? pendingValue(pending + 1, hands + 1)
            : splitHand(second) + pendingValue(pending - 1, hands);
        value += (available / cards) * after;
        putBack(second);
      }
      pendingValues.set(memoKey, value);
      return value;
    }

    return pendingValue(2, 2);
  }

  /** Takes the first deal's cards out of the shoe; returns the chance of that ordered deal and its undo. */
  function deal(first: number, up: number, second: number): { chance: number; undo: () => void } {
    let chance = 1;
    for (const points of [first, up, second]) {
      chance *= count(points) / left;
      take(points);
    }
    return {
      chance,
      undo: () => [first, up, second].forEach(putBack),
    };
  }

  return {
    count,
    cardsLeft: () => left,
    /** The cards out of the shoe, packed into one number. */
    outKey: () => key,
    take,
    putBack,
    deal,
    dealerBlackjackChance: (up: number) => 1 - holeAllowedChance(up),
    stand,
    double,
    twoCardHand,
  };
}
