/**
 * The bets on the table before a deal, as plain data: adding a chip, doubling, totals, and why the bets cannot
 * be dealt (the table's limits through validateBaccaratBets, and the balance).
 */
import {
  BACCARAT_BET_KINDS,
  validateBaccaratBets,
  type BaccaratBetKind,
  type BaccaratBetProblem,
  type BaccaratBets,
  type BaccaratTableLimits,
} from '@casino/game-math';

/** Why bets cannot be dealt: a table rule, or more than the balance. */
export interface BetCheck {
  readonly problem: BaccaratBetProblem | 'balance';
  /** The bet a per-bet limit is about, else null. */
  readonly kind: BaccaratBetKind | null;
}

/** The stake on a bet, 0 when none. */
export function stakeOn(bets: BaccaratBets, kind: BaccaratBetKind): number {
  return bets[kind] ?? 0;
}

/** The bets with a stake above 0, in table order. */
export function placedBets(bets: BaccaratBets): BaccaratBets {
  const placed: Partial<Record<BaccaratBetKind, number>> = {};
  for (const kind of BACCARAT_BET_KINDS) if (stakeOn(bets, kind) > 0) placed[kind] = stakeOn(bets, kind);
  return placed;
}

export function hasBets(bets: BaccaratBets): boolean {
  return BACCARAT_BET_KINDS.some((kind) => stakeOn(bets, kind) > 0);
}

export function totalStake(bets: BaccaratBets): number {
  return BACCARAT_BET_KINDS.reduce((sum, kind) => sum + stakeOn(bets, kind), 0);
}

/** The bets with `amount` more on `kind`. */
export function withChip(bets: BaccaratBets, kind: BaccaratBetKind, amount: number): BaccaratBets {
  return { ...placedBets(bets), [kind]: stakeOn(bets, kind) + amount };
}

/** Every bet twice as big. */
export function doubled(bets: BaccaratBets): BaccaratBets {
  const twice: Partial<Record<BaccaratBetKind, number>> = {};
  for (const kind of BACCARAT_BET_KINDS) if (stakeOn(bets, kind) > 0) twice[kind] = stakeOn(bets, kind) * 2;
  return twice;
}

/** Why the bets cannot be dealt at this table with this balance, or null when they can. */
export function checkBets(bets: BaccaratBets, limits: BaccaratTableLimits, balance: number): BetCheck | null {
  const placed = placedBets(bets);
  const problem = validateBaccaratBets(placed, limits);
  if (problem === 'below-bet-minimum')
    return { problem, kind: firstKind(placed, (kind, stake) => stake < limits.perBet[kind].min) };
  if (problem === 'above-bet-maximum')
    return { problem, kind: firstKind(placed, (kind, stake) => stake > limits.perBet[kind].max) };
  if (problem !== null) return { problem, kind: null };
  return totalStake(placed) > balance ? { problem: 'balance', kind: null } : null;
}

/**
 * Whether a change to the bets is refused at once: it would break a maximum or the balance. A bet still below
 * its minimum is not refused, as more chips can bring it there.
 */
export function refusesChange(check: BetCheck | null): check is BetCheck {
  return check !== null && check.problem !== 'below-bet-minimum' && check.problem !== 'no-bet';
}

function firstKind(
  bets: BaccaratBets,
  breaks: (kind: BaccaratBetKind, stake: number) => boolean,
): BaccaratBetKind | null {
  return (
    BACCARAT_BET_KINDS.find((kind) => stakeOn(bets, kind) > 0 && breaks(kind, stakeOn(bets, kind))) ?? null
  );
}
