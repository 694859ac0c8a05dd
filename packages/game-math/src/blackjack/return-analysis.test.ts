/**
 * The return analysis against independent figures: the Wizard of Odds' published combinatorial tables and
 * house edges for the same rules, a direct enumeration of the dealer's draws, and the published constants.
 * Each full analysis of a shoe takes about a second.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BLACKJACK_EXPECTED_VALUE,
  BLACKJACK_PAID_BLACKJACK_CHANCE,
  BLACKJACK_RTP,
  BLACKJACK_RTP_PRECISION,
  rtpOfBlackjack,
} from './blackjack-rtp.ts';
import { DEALER_BUST_SLOT, dealerFinalHands, peekedOutHoleCard } from './dealer-final-hands.ts';
import {
  analyseBlackjackReturn,
  initialHandValues,
  type BlackjackReturnAnalysis,
} from './return-analysis.ts';

const TIMEOUT = 30_000;

describe('the published return', () => {
  let analysis: BlackjackReturnAnalysis;
  beforeAll(() => {
    analysis = analyseBlackjackReturn(6);
  }, TIMEOUT);

  it('is the analysis of the six-deck shoe, rounded', () => {
    expect(analysis.expectedValue).toBeCloseTo(BLACKJACK_EXPECTED_VALUE, 8);
    expect(analysis.paidBlackjackChance).toBeCloseTo(BLACKJACK_PAID_BLACKJACK_CHANCE, 6);
    expect(Math.round(analysis.rtp * 10_000) / 10_000).toBe(BLACKJACK_RTP);
    expect(Math.abs(analysis.rtp - BLACKJACK_RTP)).toBeLessThanOrEqual(BLACKJACK_RTP_PRECISION);
    expect(analysis.splitChance).toBeCloseTo(0.0248, 4);
  });

  it('is within the house edge Wizard of Odds gives for these rules', () => {
    // The Wizard of Odds blackjack house edge calculator (https://wizardofodds.com/games/blackjack/calculator/)
    // gives 0.40–0.42 % for basic strategy with 6 decks, S17, DAS, 3:2, peek, split to 4 hands, no resplit of
    // aces, no surrender.
    expect(-analysis.expectedValue).toBeGreaterThan(0.004);
    expect(-analysis.expectedValue).toBeLessThan(0.0042);
  });

  it('floors an odd bet’s 3:2', () => {
    expect(rtpOfBlackjack()).toBe(1 + BLACKJACK_EXPECTED_VALUE);
    expect(rtpOfBlackjack(100)).toBe(rtpOfBlackjack());
    expect(rtpOfBlackjack(1)).toBeCloseTo(rtpOfBlackjack() - BLACKJACK_PAID_BLACKJACK_CHANCE / 2, 12);
    expect(rtpOfBlackjack(101)).toBeCloseTo(rtpOfBlackjack() - BLACKJACK_PAID_BLACKJACK_CHANCE / 202, 12);
    expect(() => rtpOfBlackjack(0)).toThrow(RangeError);
  });
});

describe('the analysis against Wizard of Odds, blackjack appendix 9, 5 decks, dealer stands on soft 17', () => {
  // https://wizardofodds.com/games/blackjack/appendix/9/5ds17r4/ — a recursive combinatorial program; values per
  // unit bet given no dealer blackjack, dealer showing an ace. Columns: stand, hit, double, chance of the deal
  // with no dealer blackjack. Standing and doubling do not depend on later play, so they must agree to the
  // table's six decimals. Its hit values play composition-dependently after the hit, so basic strategy can
  // only do as well or slightly worse.
  const APPENDIX_9_5DS17_DEALER_ACE = `
    2,A -0.666073 -0.059817 -0.618525 0.00060255
    3,A -0.665793 -0.095965 -0.618937 0.00060255
    3,2 -0.665509 -0.281526 -1.331019 0.00063426
    4,A -0.665445 -0.135136 -0.623588 0.00060255
    4,3 -0.664918 -0.316950 -1.129202 0.00063426
    5,4 -0.664220 -0.066434 -0.425176 0.00063426
    6,A -0.478961 -0.183653 -0.535696 0.00060255
    6,3 -0.661578 -0.068441 -0.427025 0.00063426
    6,4 -0.661223 0.081318 -0.002174 0.00063426
    6,5 -0.660850 0.148532 0.133896 0.00063426`;

  it('gives the same values for standing and doubling and the same chances', () => {
    for (const line of APPENDIX_9_5DS17_DEALER_ACE.trim().split('\n')) {
      const [cards = '', stand, hit, double, chance] = line.trim().split(' ');
      const [first, second] = cards.split(',').map((card) => (card === 'A' ? 1 : Number(card)));
      const values = initialHandValues(5, first ?? 0, second ?? 0, 1);
      expect(Math.abs(values.stand - Number(stand)), `stand ${cards}`).toBeLessThanOrEqual(5.1e-7);
      expect(Math.abs(values.double - Number(double)), `double ${cards}`).toBeLessThanOrEqual(5.1e-7);
      expect(Math.abs(values.chance - Number(chance)), `chance ${cards}`).toBeLessThanOrEqual(5.1e-9);
      expect(values.basicStrategy, `hit ${cards}`).toBeLessThanOrEqual(Number(hit) + 5e-7);
      expect(values.basicStrategy, `hit ${cards}`).toBeGreaterThan(Number(hit) - 2e-4);
    }
  });

  it(
    'gives a total just below the table’s composition-dependent expected return',
    { timeout: TIMEOUT },
    () => {
      // The appendix's expected return of the game, double after split allowed: −0.003804.
      const fiveDecks = analyseBlackjackReturn(5).expectedValue;
      expect(fiveDecks).toBeLessThan(-0.003804);
      expect(fiveDecks).toBeGreaterThan(-0.003804 - 0.0001);
    },
  );
});

describe("the dealer's final hands", () => {
  /** Cards of each value (index 1–10) in one deck less the up card. */
  const oneDeckLess = (up: number): number[] =>
    Array.from(
      { length: 11 },
      (_, points) => (points === 0 ? 0 : points === 10 ? 16 : 4) - (points === up ? 1 : 0),
    );

  /** The dealer's outcome chances from one deck less the up card, by following every order of draws. */
  function enumerateDraws(up: number): number[] {
    const counts = oneDeckLess(up);
    const outcomes = new Array<number>(6).fill(0);
    const excluded = peekedOutHoleCard(up);
    const draw = (points: number, soft: boolean, chance: number, drawn: number) => {
      const total = soft && points + 10 <= 21 ? points + 10 : points;
      if (drawn > 0 && total >= 17) {
        const slot = total > 21 ? 5 : total - 17;
        outcomes[slot] = (outcomes[slot] ?? 0) + chance;
        return;
      }
      const left = counts.reduce((sum, count) => sum + count, 0);
      for (let card = 1; card <= 10; card += 1) {
        const count = counts[card] ?? 0;
        if (count === 0 || (drawn === 0 && card === excluded)) continue;
        counts[card] = count - 1;
        draw(points + card, soft || card === 1, (chance * count) / left, drawn + 1);
        counts[card] = count;
      }
    };
    draw(up, up === 1, 1, 0);
    return outcomes;
  }

  /** The same from the grouped final hands: orders × falling factorials of the counts. */
  function fromFinalHands(up: number): number[] {
    const counts = oneDeckLess(up);
    const falling = (n: number, k: number) =>
      Array.from({ length: k }, (_, i) => n - i).reduce((a, b) => a * b, 1);
    const finals = dealerFinalHands(up);
    const outcomes = new Array<number>(6).fill(0);
    for (let hand = 0; hand < finals.slots.length; hand += 1) {
      let chance = (finals.orders[hand] ?? 0) / falling(51, finals.drawn[hand] ?? 0);
      for (let node = finals.handNodes[hand] ?? -1; node >= 0; node = finals.nodeParents[node] ?? -1)
        chance *= falling(counts[finals.nodePoints[node] ?? 0] ?? 0, finals.nodeCounts[node] ?? 0);
      const slot = finals.slots[hand] ?? 0;
      outcomes[slot] = (outcomes[slot] ?? 0) + chance;
    }
    return outcomes;
  }

  it('give the chances of following every order of draws', () => {
    for (let up = 1; up <= 10; up += 1) {
      const expected = enumerateDraws(up);
      fromFinalHands(up).forEach((chance, slot) => expect(chance).toBeCloseTo(expected[slot] ?? 0, 14));
    }
  });

  it('leave out the hole card the peek rules out', () => {
    // One deck less an ace up: the hole card is a ten with chance 16/51, and all else sums to the rest.
    const total = enumerateDraws(1).reduce((sum, chance) => sum + chance, 0);
    expect(total).toBeCloseTo(35 / 51, 14);
    expect(enumerateDraws(6).reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 14);
    expect(DEALER_BUST_SLOT).toBe(5);
  });
});
