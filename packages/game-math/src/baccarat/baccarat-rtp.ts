/**
 * The exact return to player of each baccarat bet with an eight-deck shoe shuffled for every round (so every
 * round is dealt from a full shoe and the full-shoe odds are the game's odds).
 *
 * Player, banker and tie follow from the outcome counts of baccarat-combinations.ts, kept here as constants
 * (the tests recompute them). They equal the counts the Wizard of Odds publishes for eight decks ("Baccarat
 * Odds for 1 to 12 Decks", https://wizardofodds.com/games/baccarat/one-to-twelve-decks/; the probabilities
 * 0.446247 / 0.458597 / 0.095156 are also in its appendix 3,
 * https://wizardofodds.com/games/baccarat/appendix/3/): returns 0.98942 (banker), 0.98765 (player), 0.85640
 * (tie at 8:1).
 *
 * A pair needs the true rank, which the points classes merge, so pairs have their own formula: whatever the
 * hand's first card, its second is one of the other 4d − 1 cards of that rank among the 52d − 1 left. (The
 * hand's cards are the shoe's cards 1 and 3, or 2 and 4; every pair of positions of a shuffled shoe holds any
 * two of its cards alike.) P(pair) = 31/415 with eight decks, and 11:1 returns 12 × 31/415 = 372/415 =
 * 0.89639 (house edge 10.36 %).
 */
import {
  BACCARAT_PAYS,
  baccaratBetResult,
  baccaratPayout,
  isWholeStake,
  type BaccaratBetKind,
} from './baccarat-bets.ts';
import type { BaccaratOutcomeCombinations } from './baccarat-combinations.ts';
import { BACCARAT_DECKS, type BaccaratOutcome } from './baccarat-round.ts';
import { exactRatio, type ExactRatio } from '../exact/exact-ratio.ts';

/** Ordered six-card sequences of an eight-deck shoe giving each outcome, out of 416 · 415 · … · 411. */
export const BACCARAT_OUTCOME_COMBINATIONS: BaccaratOutcomeCombinations = {
  player: 2_230_518_282_592_256n,
  banker: 2_292_252_566_437_888n,
  tie: 475_627_426_473_216n,
  total: 4_998_398_275_503_360n,
};

/** The chance that a hand's first two cards are a pair, 31/415 with eight decks: (4d − 1) / (52d − 1). */
export function baccaratPairProbability(decks: number = BACCARAT_DECKS): ExactRatio {
  if (!Number.isSafeInteger(decks) || decks < 1) throw new RangeError('a shoe holds at least one deck');
  return exactRatio(BigInt(4 * decks - 1), BigInt(52 * decks - 1));
}

/**
 * The exact return to player of a bet: the expected payout (stake included) per unit staked. With a stake it
 * also counts the flooring of the banker's winnings to whole minor units, which only ever lowers it.
 */
export function exactRtpOfBaccaratBet(kind: BaccaratBetKind, stake?: number): ExactRatio {
  if (stake !== undefined && !(isWholeStake(stake) && stake > 0))
    throw new RangeError('stake must be a positive integer');
  // Without a stake, the unfloored payout per unit: a stake of the pay's denominator is paid exactly.
  const unit = stake ?? BACCARAT_PAYS[kind].denominator;
  if (kind === 'playerPair' || kind === 'bankerPair') {
    const pair = baccaratPairProbability();
    return exactRatio(
      pair.numerator * BigInt(baccaratPayout(kind, unit, 'win')),
      pair.denominator * BigInt(unit),
    );
  }
  let paid = 0n;
  for (const outcome of ['player', 'banker', 'tie'] as const satisfies readonly BaccaratOutcome[]) {
    const result = baccaratBetResult(kind, { outcome, playerPair: false, bankerPair: false });
    paid += BACCARAT_OUTCOME_COMBINATIONS[outcome] * BigInt(baccaratPayout(kind, unit, result));
  }
  return exactRatio(paid, BACCARAT_OUTCOME_COMBINATIONS.total * BigInt(unit));
}

/** The return to player of a bet as a number (0.98942… for banker), optionally with a stake's flooring. */
export function rtpOfBaccaratBet(kind: BaccaratBetKind, stake?: number): number {
  return exactRtpOfBaccaratBet(kind, stake).value;
}

/** The return to player of every bet, from the exact figures. */
export const BACCARAT_RTP: Readonly<Record<BaccaratBetKind, number>> = {
  player: rtpOfBaccaratBet('player'),
  banker: rtpOfBaccaratBet('banker'),
  tie: rtpOfBaccaratBet('tie'),
  playerPair: rtpOfBaccaratBet('playerPair'),
  bankerPair: rtpOfBaccaratBet('bankerPair'),
};
