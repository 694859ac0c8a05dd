/**
 * Basic strategy for the table's rules (six decks, dealer stands on soft 17, double any two cards, double after
 * split, split to four hands, one card to split aces, peek, no surrender), as data: one row per player hand,
 * one column per dealer up card (2–9, ten, ace). It is the total-dependent strategy published for 4–8 decks,
 * S17, DAS, no surrender (see basic-strategy.test.ts for the chart it is checked against). Insurance is never
 * taken.
 */
import { valueOfPoints } from './hand-value.ts';

/**
 * H hit, S stand, Dh double (hit when doubling is not allowed), Ds double (stand when doubling is not
 * allowed), P split.
 */
export type BlackjackStrategyCode = 'H' | 'S' | 'Dh' | 'Ds' | 'P';

/** The play basic strategy makes. */
export type BasicStrategyPlay = 'hit' | 'stand' | 'double' | 'split';

/** Rows keyed by the player's total (hard, soft) or the points of the pair's cards (1 = aces, 10 = tens). */
export type BlackjackStrategyRows = Readonly<Record<number, readonly BlackjackStrategyCode[]>>;

/** The chart: hard totals 4–21, soft totals 12–21 and pairs; each row's columns are the dealer's up cards. */
export interface BlackjackStrategyChart {
  readonly dealerUpCards: readonly string[];
  readonly hard: BlackjackStrategyRows;
  readonly soft: BlackjackStrategyRows;
  /** Rows of pairs. Where a pair is not split (or cannot be), the hand is played by its total. */
  readonly pairs: BlackjackStrategyRows;
}

/** A hand as basic strategy sees it. */
export interface BlackjackStrategyHand {
  readonly total: number;
  readonly soft: boolean;
  /** The points (1–10) of the cards of a two-card same-rank pair, otherwise null. */
  readonly pairPoints: number | null;
  readonly canDouble: boolean;
  readonly canSplit: boolean;
}

const CODES: readonly BlackjackStrategyCode[] = ['H', 'S', 'Dh', 'Ds', 'P'];

/** One chart row from its codes, dealer 2 first and ace last. */
function row(codes: string): readonly BlackjackStrategyCode[] {
  const parsed = codes.split(' ');
  if (parsed.length !== 10 || !parsed.every((code) => CODES.includes(code as BlackjackStrategyCode)))
    throw new Error(`not a strategy row: ${codes}`);
  return parsed as BlackjackStrategyCode[];
}

function rows(from: number, to: number, codes: string): Record<number, readonly BlackjackStrategyCode[]> {
  const result: Record<number, readonly BlackjackStrategyCode[]> = {};
  for (let total = from; total <= to; total += 1) result[total] = row(codes);
  return result;
}

/** Basic strategy for the table's rules. */
export const BLACKJACK_BASIC_STRATEGY: BlackjackStrategyChart = {
  dealerUpCards: ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'],
  hard: {
    ...rows(4, 8, 'H H H H H H H H H H'),
    9: row('H Dh Dh Dh Dh H H H H H'),
    10: row('Dh Dh Dh Dh Dh Dh Dh Dh H H'),
    11: row('Dh Dh Dh Dh Dh Dh Dh Dh Dh H'),
    12: row('H H S S S H H H H H'),
    ...rows(13, 16, 'S S S S S H H H H H'),
    ...rows(17, 21, 'S S S S S S S S S S'),
  },
  soft: {
    12: row('H H H H H H H H H H'),
    ...rows(13, 14, 'H H H Dh Dh H H H H H'),
    ...rows(15, 16, 'H H Dh Dh Dh H H H H H'),
    17: row('H Dh Dh Dh Dh H H H H H'),
    18: row('S Ds Ds Ds Ds S S H H H'),
    ...rows(19, 21, 'S S S S S S S S S S'),
  },
  pairs: {
    1: row('P P P P P P P P P P'),
    2: row('P P P P P P H H H H'),
    3: row('P P P P P P H H H H'),
    4: row('H H H P P H H H H H'),
    5: row('Dh Dh Dh Dh Dh Dh Dh Dh H H'),
    6: row('P P P P P H H H H H'),
    7: row('P P P P P P H H H H'),
    8: row('P P P P P P P P P P'),
    9: row('P P P P P S P P S S'),
    10: row('S S S S S S S S S S'),
  },
};

/** The chart column of a dealer up card's points (1 = ace). */
export function dealerColumn(upPoints: number): number {
  if (!Number.isInteger(upPoints) || upPoints < 1 || upPoints > 10)
    throw new RangeError(`not a card's points: ${upPoints}`);
  return upPoints === 1 ? 9 : upPoints - 2;
}

/** The chart's code for a hand: its pair row when it may split, else its total's row. */
export function basicStrategyCode(
  hand: BlackjackStrategyHand,
  dealerUpPoints: number,
): BlackjackStrategyCode {
  const column = dealerColumn(dealerUpPoints);
  if (hand.canSplit && hand.pairPoints !== null) {
    const pairCode = BLACKJACK_BASIC_STRATEGY.pairs[hand.pairPoints]?.[column];
    if (pairCode === 'P') return pairCode;
  }
  const code = (hand.soft ? BLACKJACK_BASIC_STRATEGY.soft : BLACKJACK_BASIC_STRATEGY.hard)[hand.total]?.[
    column
  ];
  if (code === undefined || code === 'P')
    throw new RangeError(`no strategy for a ${hand.soft ? 'soft' : 'hard'} ${hand.total}`);
  return code;
}

/** The play basic strategy makes with a hand against the dealer's up card (points, 1 = ace). */
export function basicStrategyPlay(hand: BlackjackStrategyHand, dealerUpPoints: number): BasicStrategyPlay {
  switch (basicStrategyCode(hand, dealerUpPoints)) {
    case 'P':
      return 'split';
    case 'H':
      return 'hit';
    case 'S':
      return 'stand';
    case 'Dh':
      return hand.canDouble ? 'double' : 'hit';
    case 'Ds':
      return hand.canDouble ? 'double' : 'stand';
  }
}

/** The strategy hand of cards with these points (aces as 1) and flags. */
export function strategyHandOfPoints(
  hardPoints: number,
  hasAce: boolean,
  pairPoints: number | null,
  canDouble: boolean,
  canSplit: boolean,
): BlackjackStrategyHand {
  return { ...valueOfPoints(hardPoints, hasAce), pairPoints, canDouble, canSplit };
}
