/**
 * Table limits: each bet placed must be within its kind's minimum and maximum, and the round's stakes
 * together within the round maximum. A bet of 0 (or none) is not placed, so a minimum never forces a bet.
 */
import {
  BACCARAT_BET_KINDS,
  isBetKind,
  isWholeStake,
  type BaccaratBetKind,
  type BaccaratBets,
} from './baccarat-bets.ts';

/** The smallest and largest stake of one bet kind, in minor units. */
export interface BaccaratBetLimit {
  readonly min: number;
  readonly max: number;
}

/** A table's limits, in minor units. */
export interface BaccaratTableLimits {
  readonly perBet: Readonly<Record<BaccaratBetKind, BaccaratBetLimit>>;
  /** The most all the bets of a round may stake together. */
  readonly maxPerRound: number;
}

/** Why a round's bets cannot be accepted. */
export type BaccaratBetProblem =
  | 'unknown-bet'
  | 'stake-not-whole'
  | 'no-bet'
  | 'below-bet-minimum'
  | 'above-bet-maximum'
  | 'above-round-maximum';

/** Why the bets cannot be placed at a table with these limits, or null when they can. */
export function validateBaccaratBets(
  bets: BaccaratBets,
  limits: BaccaratTableLimits,
): BaccaratBetProblem | null {
  // Bets arrive from the client as JSON, so their keys and values are checked, not trusted to the type.
  const entries: [string, unknown][] = Object.entries(bets);
  if (entries.some(([kind]) => !isBetKind(kind))) return 'unknown-bet';
  if (entries.some(([, stake]) => stake !== undefined && !isWholeStake(stake))) return 'stake-not-whole';
  const placed = BACCARAT_BET_KINDS.flatMap((kind) => {
    const stake = bets[kind] ?? 0;
    return stake > 0 ? [{ kind, stake }] : [];
  });
  if (placed.length === 0) return 'no-bet';
  if (placed.some(({ kind, stake }) => stake < limits.perBet[kind].min)) return 'below-bet-minimum';
  if (placed.some(({ kind, stake }) => stake > limits.perBet[kind].max)) return 'above-bet-maximum';
  if (placed.reduce((sum, { stake }) => sum + stake, 0) > limits.maxPerRound) return 'above-round-maximum';
  return null;
}
