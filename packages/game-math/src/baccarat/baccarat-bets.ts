/**
 * Baccarat bets and their settlement. Player pays 1:1, banker 1:1 less a 5 % commission (19:20, the winnings
 * floored to whole minor units), tie 8:1; player and banker bets push on a tie. Player pair and banker pair
 * pay 11:1 when the first two cards of that hand have the same rank (a ten and a king are not a pair). A
 * payout is what is paid back, stake included: a win pays stake + winnings, a push the stake, a loss 0.
 */
import type { BaccaratRound } from './baccarat-round.ts';

/** Every bet of the table, in the order a settlement lists them. */
export const BACCARAT_BET_KINDS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;

/** A bet of the table. */
export type BaccaratBetKind = (typeof BACCARAT_BET_KINDS)[number];

/** Stakes in minor units by bet; a missing or zero stake is no bet. */
export type BaccaratBets = Partial<Record<BaccaratBetKind, number>>;

/** Winnings per unit staked, as a fraction: numerator / denominator. */
export interface BaccaratPay {
  readonly numerator: number;
  readonly denominator: number;
}

/** What each bet wins per unit staked: 1:1, 19:20 (1:1 less 5 %), 8:1, 11:1, 11:1. */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBetKind, BaccaratPay>> = {
  player: { numerator: 1, denominator: 1 },
  banker: { numerator: 19, denominator: 20 },
  tie: { numerator: 8, denominator: 1 },
  playerPair: { numerator: 11, denominator: 1 },
  bankerPair: { numerator: 11, denominator: 1 },
};

/** How a bet ended. */
export type BaccaratBetResult = 'win' | 'lose' | 'push';

/** One settled bet. */
export interface BaccaratBetSettlement {
  readonly kind: BaccaratBetKind;
  /** Minor units staked. */
  readonly stake: number;
  readonly result: BaccaratBetResult;
  /** Minor units paid back: stake + winnings on a win, the stake on a push, 0 on a loss. */
  readonly payout: number;
}

/** The settlement of a round's bets; plain JSON data. */
export interface BaccaratSettlement {
  /** Each bet placed (stake above 0), in BACCARAT_BET_KINDS order. */
  readonly bets: readonly BaccaratBetSettlement[];
  readonly totalStake: number;
  readonly totalPayout: number;
}

/** The part of a round the bets are settled on. */
export type BaccaratResult = Pick<BaccaratRound, 'outcome' | 'playerPair' | 'bankerPair'>;

/** Settles the bets on a dealt round. Throws a RangeError on an unknown bet or a stake that is not whole. */
export function settleBaccarat(round: BaccaratResult, bets: BaccaratBets): BaccaratSettlement {
  checkBetShape(bets);
  const settled: BaccaratBetSettlement[] = [];
  for (const kind of BACCARAT_BET_KINDS) {
    const stake = bets[kind] ?? 0;
    if (stake === 0) continue;
    const result = baccaratBetResult(kind, round);
    settled.push({ kind, stake, result, payout: baccaratPayout(kind, stake, result) });
  }
  return {
    bets: settled,
    totalStake: settled.reduce((sum, bet) => sum + bet.stake, 0),
    totalPayout: settled.reduce((sum, bet) => sum + bet.payout, 0),
  };
}

/** Whether a bet wins, loses or pushes on a round. */
export function baccaratBetResult(kind: BaccaratBetKind, round: BaccaratResult): BaccaratBetResult {
  switch (kind) {
    case 'player':
    case 'banker':
      if (round.outcome === 'tie') return 'push';
      return round.outcome === kind ? 'win' : 'lose';
    case 'tie':
      return round.outcome === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return round.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return round.bankerPair ? 'win' : 'lose';
  }
}

/** Minor units paid back on a bet of `stake` that ended in `result`; winnings are floored to minor units. */
export function baccaratPayout(kind: BaccaratBetKind, stake: number, result: BaccaratBetResult): number {
  if (result === 'lose') return 0;
  if (result === 'push') return stake;
  const pay = BACCARAT_PAYS[kind];
  // BigInt keeps stake × numerator exact beyond 2^53.
  const winnings = (BigInt(stake) * BigInt(pay.numerator)) / BigInt(pay.denominator);
  return stake + Number(winnings);
}

/** Throws unless every key is a bet of the table and every stake a non-negative safe integer. */
function checkBetShape(bets: BaccaratBets): void {
  for (const [kind, stake] of Object.entries(bets)) {
    if (!isBetKind(kind)) throw new RangeError(`not a baccarat bet: ${kind}`);
    if (stake !== undefined && !isWholeStake(stake))
      throw new RangeError(`the ${kind} stake must be a non-negative integer, got ${stake}`);
  }
}

/** Whether a string names a bet of the table. */
export function isBetKind(kind: string): kind is BaccaratBetKind {
  return (BACCARAT_BET_KINDS as readonly string[]).includes(kind);
}

/** Whether a stake is a whole, non-negative number of minor units. */
export function isWholeStake(stake: unknown): stake is number {
  return typeof stake === 'number' && Number.isSafeInteger(stake) && stake >= 0;
}
