/** A round as the client shows it (play answers, resume, recall). */
import { featureState } from './round-engine.ts';
import type { RoundOutcome, RoundStep } from './round-outcome.ts';
import type { RoundStatus, studioRounds } from './play.tables.ts';

type RoundRow = typeof studioRounds.$inferSelect;

export interface RoundView {
  readonly roundId: string;
  readonly gameId: string;
  readonly kind: 'spin' | 'bonus-buy' | 'dice';
  readonly status: RoundStatus;
  readonly currency: string;
  readonly bet: number;
  readonly stake: number;
  readonly totalWin: number;
  readonly outcome: RoundOutcome;
  readonly steps: readonly RoundStep[];
  /** Spins awarded, played and won so far, while the round has a feature. */
  readonly feature: { spinsAwarded: number; spinsPlayed: number; totalWin: number } | null;
  readonly balanceBefore: number | null;
  readonly balanceAfter: number | null;
  readonly seeds: {
    readonly serverSeedHash: string;
    readonly clientSeed: string;
    readonly nonce: number;
    /** Null until the player rotates the seed. */
    readonly serverSeed: string | null;
  };
  readonly playedAt: string;
}

export function roundView(round: RoundRow, revealedSeed: string | null): RoundView {
  const state = featureState(round.outcome, round.steps);
  return {
    roundId: round.id,
    gameId: round.gameId,
    kind: round.kind,
    status: round.status,
    currency: round.currency,
    bet: round.bet,
    stake: round.stake,
    totalWin: round.totalWin,
    outcome: round.outcome,
    steps: round.steps,
    feature: state
      ? { spinsAwarded: state.spinsAwarded, spinsPlayed: state.spinsPlayed, totalWin: state.totalWin }
      : null,
    balanceBefore: round.balanceBefore,
    balanceAfter: round.balanceAfter,
    seeds: {
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      serverSeed: revealedSeed,
    },
    playedAt: round.createdAt.toISOString(),
  };
}
