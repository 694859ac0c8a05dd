/** A round as the client shows it (play answers, resume, recall). */
import { featureState } from './round-engine.ts';
import { publicTableOutcome } from './table-engine.ts';
import type { studioRounds } from './play.tables.ts';
import type { RoundOutcome, RoundView, StoredRoundOutcome } from '../../shared/play-api.ts';

type RoundRow = typeof studioRounds.$inferSelect;

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
    outcome: publicOutcome(round.outcome),
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

/** The outcome as the player may see it (a table round's secrets stay on the server while it is played). */
export function publicOutcome(outcome: StoredRoundOutcome): RoundOutcome {
  if (outcome.kind === 'spin' || outcome.kind === 'bonus-buy' || outcome.kind === 'dice') return outcome;
  return publicTableOutcome(outcome);
}
