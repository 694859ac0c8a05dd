import { describe, expect, it } from 'vitest';
import { cardOfCode, type Card } from '../cards/cards.ts';
import { BLACKJACK_BASIC_STRATEGY, basicStrategyCode, type BlackjackStrategyCode } from './basic-strategy.ts';
import { basicStrategyMove } from './basic-strategy-move.ts';
import { blackjackAct, blackjackLegalActions, startBlackjack } from './blackjack-round.ts';
import type { BlackjackHand } from './blackjack-state.ts';
import { blackjackPlayerView } from './blackjack-view.ts';
import { stackedStream } from './stacked-stream.ts';

/**
 * The published chart: Wizard of Odds, "4-Deck to 8-Deck Blackjack Strategy", chart for a dealer who stands on
 * soft 17 (https://wizardofodds.com/games/blackjack/strategy/4-decks/), transcribed cell by cell in its own
 * notation: H hit, S stand, D double else hit, Ds double else stand, P split, Ph split if doubling after a
 * split is allowed else hit, Rh surrender if allowed else hit. Columns: dealer 2–9, ten, ace. This table
 * doubles after splits and has no surrender, so Ph is a split and Rh a hit.
 */
const PUBLISHED_CHART = {
  hard: {
    '5-8': 'H H H H H H H H H H',
    9: 'H D D D D H H H H H',
    10: 'D D D D D D D D H H',
    11: 'D D D D D D D D D H',
    12: 'H H S S S H H H H H',
    13: 'S S S S S H H H H H',
    14: 'S S S S S H H H H H',
    15: 'S S S S S H H H Rh H',
    16: 'S S S S S H H Rh Rh Rh',
    '17+': 'S S S S S S S S S S',
  },
  soft: {
    'A,2': 'H H H D D H H H H H',
    'A,3': 'H H H D D H H H H H',
    'A,4': 'H H D D D H H H H H',
    'A,5': 'H H D D D H H H H H',
    'A,6': 'H D D D D H H H H H',
    'A,7': 'S Ds Ds Ds Ds S S H H H',
    'A,8': 'S S S S S S S S S S',
    'A,9': 'S S S S S S S S S S',
  },
  pairs: {
    '2,2': 'Ph Ph P P P P H H H H',
    '3,3': 'Ph Ph P P P P H H H H',
    '4,4': 'H H H Ph Ph H H H H H',
    '5,5': 'D D D D D D D D H H',
    '6,6': 'Ph P P P P H H H H H',
    '7,7': 'P P P P P P H H H H',
    '8,8': 'P P P P P P P P P P',
    '9,9': 'P P P P P S P P S S',
    'T,T': 'S S S S S S S S S S',
    'A,A': 'P P P P P P P P P P',
  },
};

const UP_CARDS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'A'];
const MOVE_OF_PUBLISHED: Record<string, string> = {
  H: 'hit',
  Rh: 'hit',
  S: 'stand',
  D: 'double',
  Ds: 'double',
  P: 'split',
  Ph: 'split',
};

/** Two-card hands (not pairs) of each hard total the chart lists. */
const HARD_HANDS: Record<string, string[]> = {
  '5-8': ['3S 2H', '4S 2H', '5S 2H', '6S 2H', '5S 3H'],
  9: ['5S 4H', '6S 3H'],
  10: ['6S 4H', '7S 3H'],
  11: ['6S 5H', '9S 2H'],
  12: ['TS 2H', '7S 5H'],
  13: ['TS 3H', '9S 4H'],
  14: ['TS 4H', '8S 6H'],
  15: ['TS 5H', '9S 6H'],
  16: ['TS 6H', '9S 7H'],
  '17+': ['TS 7H', 'KS 8H', 'QS 9H', 'JS QH'],
};

function hand(codes: string): BlackjackHand {
  const cards = codes.split(' ').map(cardOfCode);
  return { cards, stake: 100, doubled: false, fromSplit: false, finished: false };
}

/** The hint for a hand (of a round with `hands` hands) against an up card. */
function hint(codes: string, up: string, hands = 1) {
  const dealer: (Card | null)[] = [cardOfCode(`${up}C`), null];
  const played = Array.from({ length: hands }, (_, i) => (i === 0 ? hand(codes) : hand('TD 9D')));
  return basicStrategyMove({ phase: 'player', activeHand: 0, hands: played, dealer });
}

describe('basic strategy', () => {
  it('plays every two-card hand as the published 4–8 deck S17 DAS chart does', () => {
    const cells: [string, string, string][] = [];
    for (const [row, codes] of Object.entries(PUBLISHED_CHART.hard))
      for (const cards of HARD_HANDS[row] ?? []) cells.push([cards, codes, `hard ${row}`]);
    for (const [row, codes] of Object.entries(PUBLISHED_CHART.soft))
      cells.push([`AS ${row.slice(2)}H`, codes, row]);
    for (const [row, codes] of Object.entries(PUBLISHED_CHART.pairs))
      cells.push([`${row[0]}S ${row[2]}H`, codes, row]);
    expect(cells).toHaveLength(5 + 8 * 2 + 4 + 8 + 10);
    for (const [cards, codes, row] of cells) {
      const published = codes.split(' ').map((code) => MOVE_OF_PUBLISHED[code]);
      const ours = UP_CARDS.map((up) => hint(cards, up));
      expect(ours, `${row} (${cards})`).toEqual(published);
    }
  });

  it('falls back to hitting or standing when a hand cannot double', () => {
    expect(hint('5S 4H 2D', '6')).toBe('hit'); // hard 11: double, else hit
    expect(hint('AS 5H 2D', '4')).toBe('stand'); // soft 18: double, else stand
    expect(hint('AS 5H 2D', '2')).toBe('stand');
    expect(hint('AS 5H 2D', '9')).toBe('hit');
    expect(hint('AS 2H 3D', '5')).toBe('hit'); // soft 16
    expect(hint('4S 4H 4D', '4')).toBe('stand'); // hard 12
    expect(hint('5S 5H 6D', 'T')).toBe('hit'); // hard 16, no surrender
  });

  it('plays a pair it can no longer split by its total', () => {
    expect(hint('8S 8H', 'T', 4)).toBe('hit');
    expect(hint('8S 8H', '6', 4)).toBe('stand');
    expect(hint('9S 9H', '6', 4)).toBe('stand');
    expect(hint('2S 2H', '4', 4)).toBe('hit');
    expect(hint('8S 8H', 'T', 3)).toBe('split');
  });

  it('keeps each pair row consistent with the totals where it does not split', () => {
    for (let points = 1; points <= 10; points += 1) {
      const pairRow = BLACKJACK_BASIC_STRATEGY.pairs[points] ?? [];
      const { total, soft } = points === 1 ? { total: 12, soft: true } : { total: 2 * points, soft: false };
      const totalRow = (soft ? BLACKJACK_BASIC_STRATEGY.soft : BLACKJACK_BASIC_STRATEGY.hard)[total] ?? [];
      pairRow.forEach((code, column) => {
        if (code !== 'P') expect(code).toBe(totalRow[column]);
      });
    }
  });

  it('has a code for every hand a round can ask about', () => {
    const codes = new Set<BlackjackStrategyCode>();
    for (let up = 1; up <= 10; up += 1) {
      for (let total = 4; total <= 21; total += 1)
        codes.add(
          basicStrategyCode({ total, soft: false, pairPoints: null, canDouble: false, canSplit: false }, up),
        );
      for (let total = 12; total <= 21; total += 1)
        codes.add(
          basicStrategyCode({ total, soft: true, pairPoints: null, canDouble: false, canSplit: false }, up),
        );
    }
    expect([...codes].sort()).toEqual(['Dh', 'Ds', 'H', 'S']);
    expect(() =>
      basicStrategyCode({ total: 3, soft: false, pairPoints: null, canDouble: true, canSplit: false }, 5),
    ).toThrow(RangeError);
  });
});

describe('the hint at the table', () => {
  it('never insures, plays the active hand, and is silent once the round is over', () => {
    const insurance = startBlackjack(stackedStream(['8S', 'AH', '8D', '6C', '3S', 'TH']), 100);
    expect(basicStrategyMove(insurance)).toBe('insurance-no');
    const playing = blackjackAct(insurance, 'insurance-no');
    expect(basicStrategyMove(blackjackPlayerView(playing))).toBe('split');
    expect(blackjackLegalActions(playing)).toContain('split');
    const over = blackjackAct(startBlackjack(stackedStream(['TS', '6H', '9D', 'KC', '5S']), 100), 'stand');
    expect(basicStrategyMove(over)).toBeNull();
  });
});
