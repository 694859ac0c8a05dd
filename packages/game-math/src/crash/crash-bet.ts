/**
 * What a crash bet pays once its round is over. A bet has a stake (minor units), at most one automatic cash-out
 * target and at most one manual cash-out, the multiplier the server read when the request arrived (see
 * crash-round.ts: a cash-out is only taken before the crash). Whichever comes first, at the lower multiplier,
 * is the one that happened: the rising multiplier reaches the lower one first. The payout is rounded down to
 * the minor unit; a bet never cashed out before the crash pays nothing.
 */
import { autoCashOut, type CrashTimeline } from './crash-round.ts';

export interface CrashBet {
  /** The stake in minor units. */
  readonly stake: number;
  /** The automatic cash-out target in hundredths, if the player set one (at least 101). */
  readonly autoCashOut?: number | undefined;
  /** The multiplier of the manual cash-out the server took, in hundredths, if any. */
  readonly cashedOutAt?: number | undefined;
}

/** The multiplier the bet was cashed out at, in hundredths, or null when the round crashed first. */
export function cashedOutMultiplier(
  bet: CrashBet,
  round: Pick<CrashTimeline, 'crashHundredths'>,
): number | null {
  const reached = bet.autoCashOut === undefined ? 0 : autoCashOut(round, bet.autoCashOut);
  const auto = reached === 0 ? null : reached;
  const manual = bet.cashedOutAt ?? null;
  if (auto === null) return manual;
  return manual === null ? auto : Math.min(auto, manual);
}

/** What a stake cashed out at `hundredths` pays, in minor units: stake × multiplier, rounded down. */
export function payoutAt(stake: number, hundredths: number): number {
  return Math.floor((stake * hundredths) / 100);
}

/** The bet's payout in minor units: stake × multiplier, rounded down; 0 when the round crashed first. */
export function crashPayout(bet: CrashBet, round: Pick<CrashTimeline, 'crashHundredths'>): number {
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0)
    throw new RangeError('a stake is a positive whole amount');
  const multiplier = cashedOutMultiplier(bet, round);
  return multiplier === null ? 0 : payoutAt(bet.stake, multiplier);
}
