/**
 * The exact analysis against published figures and against brute force. Each enumeration of a full shoe takes
 * a few tens of milliseconds; the brute force over a small shoe plays about 330,000 deals (about a second).
 */
import { describe, expect, it } from 'vitest';
import { shoe, type Card, type Rank } from '../cards/cards.ts';
import { baccaratOutcomeCombinations, baccaratShoeComposition } from './baccarat-combinations.ts';
import { dealBaccarat, type BaccaratOutcome } from './baccarat-round.ts';
import {
  BACCARAT_OUTCOME_COMBINATIONS,
  BACCARAT_RTP,
  baccaratPairProbability,
  exactRtpOfBaccaratBet,
  rtpOfBaccaratBet,
} from './baccarat-rtp.ts';

describe('outcome counts', () => {
  // Wizard of Odds, "Baccarat Odds for 1 to 12 Decks", ordered six-card sequences per outcome
  // (https://wizardofodds.com/games/baccarat/one-to-twelve-decks/). Its table keeps 15 significant digits,
  // so the eight-deck counts lose their last digit there; they are printed in full (banker
  // 2,292,252,566,437,888, player 2,230,518,282,592,256, tie 475,627,426,473,216) at
  // http://www.casinoexploit.com/baccarat.html, and add up to 416 · 415 · … · 411.
  const published = [
    { decks: 1, player: 6_548_674_432n, banker: 6_737_232_640n, tie: 1_372_227_328n, total: 14_658_134_400n },
    {
      decks: 6,
      player: 392_220_492_728_832n,
      banker: 403_095_751_234_560n,
      tie: 83_552_962_932_288n,
      total: 878_869_206_895_680n,
    },
    {
      decks: 8,
      player: 2_230_518_282_592_256n,
      banker: 2_292_252_566_437_888n,
      tie: 475_627_426_473_216n,
      total: 4_998_398_275_503_360n,
    },
  ];

  it.each(published)('match the published counts for $decks decks', ({ decks, ...counts }) => {
    expect(baccaratOutcomeCombinations(baccaratShoeComposition(decks))).toEqual(counts);
  });

  it('are the constants the eight-deck returns are computed from', () => {
    expect(baccaratOutcomeCombinations(baccaratShoeComposition(8))).toEqual(BACCARAT_OUTCOME_COMBINATIONS);
  });

  it('match dealing every ordered six cards of a small shoe', () => {
    // 11 cards, two of them 0s and two 7s, no 9: 11 · 10 · 9 · 8 · 7 · 6 = 332,640 sequences.
    const composition = [2, 1, 1, 1, 1, 1, 1, 2, 1, 0];
    const cards: Card[] = composition.flatMap((count, points) =>
      Array.from({ length: count }, (_, copy) => ({
        rank: (points === 0 ? 10 : points) as Rank,
        suit: copy ? 'H' : 'S',
      })),
    );
    const counted: Record<BaccaratOutcome, bigint> = { player: 0n, banker: 0n, tie: 0n };
    const chosen: Card[] = [];
    const used = new Array<boolean>(cards.length).fill(false);
    const walk = () => {
      if (chosen.length === 6) {
        counted[dealBaccarat(chosen).outcome] += 1n;
        return;
      }
      cards.forEach((card, index) => {
        if (used[index]) return;
        used[index] = true;
        chosen.push(card);
        walk();
        chosen.pop();
        used[index] = false;
      });
    };
    walk();
    expect(baccaratOutcomeCombinations(composition)).toEqual({ ...counted, total: 332_640n });
  });

  it('refuses a shoe that cannot deal', () => {
    expect(() => baccaratOutcomeCombinations([1, 1, 1, 1, 1])).toThrow(RangeError);
    expect(() => baccaratOutcomeCombinations([1, 1, 1, 1, 1, 0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => baccaratShoeComposition(0)).toThrow(RangeError);
  });
});

describe('pairs', () => {
  it('come up as often as two cards of a shoe share a rank', () => {
    // Counted over every ordered pair of distinct cards of the shoe, not by the formula.
    for (const decks of [1, 8]) {
      const cards = shoe(decks);
      let same = 0;
      for (let first = 0; first < cards.length; first += 1)
        for (let second = 0; second < cards.length; second += 1)
          if (first !== second && cards[first]?.rank === cards[second]?.rank) same += 1;
      const pair = baccaratPairProbability(decks);
      expect(pair.numerator * BigInt(cards.length * (cards.length - 1))).toBe(
        BigInt(same) * pair.denominator,
      );
    }
    expect(baccaratPairProbability()).toMatchObject({ numerator: 31n, denominator: 415n });
  });
});

describe('return to player', () => {
  const { player, banker, tie, total } = BACCARAT_OUTCOME_COMBINATIONS;

  it('is the expected payout per unit staked, exactly', () => {
    const same = (
      kind: Parameters<typeof exactRtpOfBaccaratBet>[0],
      numerator: bigint,
      denominator: bigint,
    ) => {
      const rtp = exactRtpOfBaccaratBet(kind);
      expect(rtp.numerator * denominator).toBe(numerator * rtp.denominator);
    };
    same('player', 2n * player + tie, total);
    same('banker', 39n * banker + 20n * tie, 20n * total);
    same('tie', 9n * tie, total);
    same('playerPair', 12n * 31n, 415n);
    same('bankerPair', 12n * 31n, 415n);
  });

  it('matches the published eight-deck figures', () => {
    // Wizard of Odds, baccarat (house edges with eight decks: banker 1.0579 %, player 1.2351 %, tie at 8:1
    // 14.3596 %, player or banker pair at 11:1 10.36 %).
    expect(BACCARAT_RTP.banker).toBeCloseTo(1 - 0.010579, 6);
    expect(BACCARAT_RTP.player).toBeCloseTo(1 - 0.012351, 6);
    expect(BACCARAT_RTP.tie).toBeCloseTo(1 - 0.143596, 6);
    expect(BACCARAT_RTP.playerPair).toBeCloseTo(1 - 0.1036, 4);
    expect(BACCARAT_RTP.bankerPair).toBe(BACCARAT_RTP.playerPair);
    expect(rtpOfBaccaratBet('banker')).toBe(BACCARAT_RTP.banker);
  });

  it('counts the flooring of the banker commission for a stake', () => {
    // A stake of 1 wins nothing on a banker win: it only ever gets its stake back.
    expect(exactRtpOfBaccaratBet('banker', 1).value).toBeCloseTo(Number(banker + tie) / Number(total), 15);
    // Multiples of 20 are paid exactly.
    expect(exactRtpOfBaccaratBet('banker', 200)).toEqual(exactRtpOfBaccaratBet('banker'));
    expect(rtpOfBaccaratBet('banker', 199)).toBeLessThan(rtpOfBaccaratBet('banker'));
    expect(exactRtpOfBaccaratBet('player', 7)).toEqual(exactRtpOfBaccaratBet('player'));
    expect(() => rtpOfBaccaratBet('tie', 0)).toThrow(RangeError);
    expect(() => rtpOfBaccaratBet('tie', 2.5)).toThrow(RangeError);
  });
});
