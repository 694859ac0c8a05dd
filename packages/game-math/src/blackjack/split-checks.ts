/**
 * Checks of how return-analysis.ts values splits (run by split-checks.test.ts on one deck and printed for any
 * shoe by split-checks.analysis.ts).
 *
 * 1. Two split hands, no resplits, by brute force: every way the first hand can be played, each followed by
 *    the second hand valued against the shoe less the first hand's cards; the hands are exchangeable, so the
 *    exact value of both is twice that. The analysis values the second hand as if the first had drawn
 *    nothing (cards dealt at places chosen from the cards before them are distributed like the next cards of
 *    the shoe); the two must agree to rounding.
 * 2. Resplits to four hands: the analysis follows every second card dealt. Published tables of this kind
 *    (Wizard of Odds, blackjack appendix 9) take out of the shoe only the pair cards dealt; this measures how
 *    far that simpler valuation is from the analysis.
 *
 * The sums are over every pair basic strategy splits against every up card, weighted by the deal's chance,
 * in units of the initial bet: the splits' share of the game's expected value.
 */
import { basicStrategyPlay, strategyHandOfPoints } from './basic-strategy.ts';
import { BLACKJACK_MAX_HANDS } from './blackjack-rules.ts';
import { BLACKJACK_TOTAL, valueOfPoints } from './hand-value.ts';
import { shoeAnalysis, type ShoeAnalysis } from './return-analysis.ts';

const ACE = 1;

/** Calls `then` with each card that can come next taken out of the shoe, and its chance times `chance`. */
function eachCard(shoe: ShoeAnalysis, chance: number, then: (card: number, chance: number) => void): void {
  const left = shoe.cardsLeft();
  for (let card = 1; card <= 10; card += 1) {
    const available = shoe.count(card);
    if (available === 0) continue;
    shoe.take(card);
    then(card, (chance * available) / left);
    shoe.putBack(card);
  }
}

/** Every way the first of two split hands can end: the cards it drew after its pair card, with their chance. */
function firstHandDraws(shoe: ShoeAnalysis, pair: number, up: number): { cards: number[]; chance: number }[] {
  const ends: { cards: number[]; chance: number }[] = [];
  const drawn: number[] = [];
  const play = (
    points: number,
    hasAce: boolean,
    twoCards: boolean,
    pairPoints: number | null,
    chance: number,
  ) => {
    const hand = strategyHandOfPoints(points, hasAce, pairPoints, twoCards, false);
    const move = points > BLACKJACK_TOTAL ? 'stand' : basicStrategyPlay(hand, up);
    if (move === 'stand') {
      ends.push({ cards: [...drawn], chance });
      return;
    }
    eachCard(shoe, chance, (card, after) => {
      drawn.push(card);
      if (move === 'double') ends.push({ cards: [...drawn], chance: after });
      else play(points + card, hasAce || card === ACE, false, null, after);
      drawn.pop();
    });
  };
  eachCard(shoe, 1, (second, chance) => {
    drawn.push(second);
    if (pair === ACE) ends.push({ cards: [...drawn], chance });
    else play(pair + second, second === ACE, true, second === pair ? pair : null, chance);
    drawn.pop();
  });
  return ends;
}

/** The value of a split hand whose second card is already out of the shoe, memoised by the cards out. */
function splitHandValue(
  shoe: ShoeAnalysis,
  memo: Map<string, number>,
  pair: number,
  second: number,
  up: number,
) {
  const key = `${shoe.outKey()}/${second}`;
  let value = memo.get(key);
  if (value === undefined) {
    value =
      pair === ACE
        ? shoe.stand(valueOfPoints(ACE + second, true).total, up)
        : shoe.twoCardHand(pair, second, up, false).value;
    memo.set(key, value);
  }
  return value;
}

/** One split hand dealt from the shoe as it stands (a pair card as its second card stays a pair). */
function handFromHere(shoe: ShoeAnalysis, memo: Map<string, number>, pair: number, up: number): number {
  let value = 0;
  eachCard(shoe, 1, (second, chance) => {
    value += chance * splitHandValue(shoe, memo, pair, second, up);
  });
  return value;
}

/**
 * Resplits to four hands taking out of the shoe only the pair cards dealt as second cards (their chance of
 * coming and every hand's value ignore the other hands' other cards).
 */
function pairCardsOnlySplit(shoe: ShoeAnalysis, pair: number, up: number): number {
  const memo = new Map<string, number>();
  const otherSecondCards = () => {
    let value = 0;
    eachCard(shoe, 1, (second, chance) => {
      if (second !== pair) value += chance * splitHandValue(shoe, memo, pair, second, up);
    });
    return value;
  };
  const pending = (waiting: number, hands: number): number => {
    if (waiting === 0) return 0;
    if (pair === ACE || hands === BLACKJACK_MAX_HANDS) return waiting * handFromHere(shoe, memo, pair, up);
    const pairChance = shoe.count(pair) / shoe.cardsLeft();
    let value = otherSecondCards() + (1 - pairChance) * pending(waiting - 1, hands);
    if (pairChance > 0) {
      shoe.take(pair);
      value += pairChance * pending(waiting + 1, hands + 1);
      shoe.putBack(pair);
    }
    return value;
  };
  return pending(2, 2);
}

/** The splits' share of the expected value, valued four ways. */
export interface SplitShares {
  /** Two hands, as the analysis values them. */
  readonly twoHandsAnalysed: number;
  /** Two hands, by brute force over the first hand's play. */
  readonly twoHandsBruteForce: number;
  /** Resplits to four hands, as the analysis values them. */
  readonly analysed: number;
  /** Resplits to four hands, taking out of the shoe only the pair cards dealt. */
  readonly pairCardsOnly: number;
}

/** The splits' share of the expected value with a shoe of `decks` decks. */
export function splitShares(decks: number): SplitShares {
  const shoe = shoeAnalysis(decks);
  const sums = { twoHandsAnalysed: 0, twoHandsBruteForce: 0, analysed: 0, pairCardsOnly: 0 };
  for (let up = 1; up <= 10; up += 1) {
    for (let pair = 1; pair <= 10; pair += 1) {
      const deal = shoe.deal(pair, up, pair);
      const analysed = shoe.twoCardHand(pair, pair, up, true);
      if (analysed.play === 'split') {
        const memo = new Map<string, number>();
        sums.twoHandsAnalysed += deal.chance * 2 * handFromHere(shoe, memo, pair, up);
        for (const { cards, chance } of firstHandDraws(shoe, pair, up)) {
          cards.forEach(shoe.take);
          sums.twoHandsBruteForce += deal.chance * 2 * chance * handFromHere(shoe, memo, pair, up);
          cards.forEach(shoe.putBack);
        }
        sums.analysed += deal.chance * analysed.value;
        sums.pairCardsOnly += deal.chance * pairCardsOnlySplit(shoe, pair, up);
      }
      deal.undo();
    }
  }
  return sums;
}
